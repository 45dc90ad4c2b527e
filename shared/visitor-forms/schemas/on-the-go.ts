import * as z from "zod";
import { ON_THE_GO_ALLERGENS } from "../../accounts/schemas/allergen-choices";
import { optionalText, text } from "../../platform/validation/fields";
import { alphaNumSpaces, email, formName, required, rule } from "../../platform/validation/rules";
import { otherAllergiesRequired } from "./other-allergies";

/** On The Go food order form (requirements: purchases §3 On The Go order). */
export const ON_THE_GO_ENTREES = ["Salad", "Sandwich", "Pizza"] as const;
export const ON_THE_GO_PLANS = [
  "Gold",
  "Silver",
  "Bronze",
  "Block 10",
  "Block 25",
  "Block 40",
  "Block 50",
  "Block 60",
  "Block 75",
] as const;

/** The site's own lists; the spec names them but not their contents (requirements: purchases §3). */
export interface OnTheGoMenu {
  readonly bases?: readonly string[];
  readonly proteins?: readonly string[];
  readonly cheeses?: readonly string[];
  readonly sauces?: readonly string[];
  readonly addons?: readonly string[];
  readonly sides?: readonly string[];
  readonly drinks?: readonly string[];
}

export const ON_THE_GO_MESSAGES = {
  student_id: {
    required: "Your student ID is required.",
    invalid: "Your student ID may only contain letters, numbers and spaces.",
  },
  name: {
    required: "Your name is required.",
    invalid: "Your name may only contain letters, apostrophes, hyphens and spaces.",
  },
  email: { required: "Your email is required.", invalid: "Please enter a valid email address." },
  entree: { required: "Please choose an entree." },
  plan: { required: "Please choose a meal plan." },
  pick_up: { required: "Please choose a pick up time." },
  choice: { invalid: "Please choose from the list." },
  allergens: { invalid: "Please choose allergens from the list." },
  other_allergies: { required: "Please specify your other allergies." },
} as const;

const M = ON_THE_GO_MESSAGES;

/** One pick from a site list; any text when the list is not given. */
function pick(list: readonly string[] | undefined) {
  return optionalText(
    rule((value) => list === undefined || list.includes(value), M.choice.invalid),
  );
}

function picks(list: readonly string[] | undefined) {
  return z
    .array(z.string().trim())
    .default([])
    .superRefine((values, ctx) => {
      if (list !== undefined && values.some((value) => !list.includes(value))) {
        ctx.addIssue({ code: "custom", message: M.choice.invalid });
      }
    });
}

export function createOnTheGoOrderSchema(menu: OnTheGoMenu = {}) {
  return z
    .object({
      student_id: text(required(M.student_id.required), alphaNumSpaces(M.student_id.invalid)),
      name: text(required(M.name.required), formName(M.name.invalid)),
      email: text(required(M.email.required), email(M.email.invalid)),
      entree: z.enum(ON_THE_GO_ENTREES, { error: M.entree.required }),
      plan: z.enum(ON_THE_GO_PLANS, { error: M.plan.required }),
      pick_up: text(required(M.pick_up.required)),
      base: pick(menu.bases),
      protein: pick(menu.proteins),
      cheese: pick(menu.cheeses),
      dressing_sauce: pick(menu.sauces),
      drink: pick(menu.drinks),
      sides: picks(menu.sides),
      addons: picks(menu.addons),
      allergens: z.array(z.enum(ON_THE_GO_ALLERGENS, { error: M.allergens.invalid })).default([]),
      other_allergies: optionalText(),
      comments: optionalText(),
    })
    .superRefine(otherAllergiesRequired(M.other_allergies.required));
}

export type OnTheGoOrder = z.infer<ReturnType<typeof createOnTheGoOrderSchema>>;
