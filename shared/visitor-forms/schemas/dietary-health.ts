import * as z from "zod";
import { DIETARY_ALLERGENS } from "../../accounts/schemas/allergen-choices";
import { calendarDateText, optionalText, text } from "../../platform/validation/fields";
import { alphaSpaces, email, required } from "../../platform/validation/rules";
import { otherAllergiesRequired } from "./other-allergies";

/** Food Allergy/Celiac Disease/Medical Diet Form (requirements: purchases §3, §5 Dietary form). */
export const DIETARY_HEALTH_MESSAGES = {
  date: { required: "The date is required.", invalid: "Please enter a valid date." },
  name: {
    required: "Your name is required.",
    invalid: "Your name may only contain letters and spaces.",
  },
  email: { required: "Your email is required.", invalid: "Please enter a valid email address." },
  city: {
    required: "Your city is required.",
    invalid: "Your city may only contain letters and spaces.",
  },
  allergens: {
    required: "At least one allergen is required.",
    invalid: "Please choose allergens from the list.",
  },
  other_allergies: { required: "Please specify your other allergies." },
  consent: { required: "You must give consent." },
} as const;

const M = DIETARY_HEALTH_MESSAGES;

const flag = () => z.boolean().default(false);

export const dietaryHealthSchema = z
  .object({
    date: calendarDateText(M.date.required, M.date.invalid),
    name: text(required(M.name.required), alphaSpaces("name", M.name.invalid)),
    email: text(required(M.email.required), email(M.email.invalid)),
    city: text(required(M.city.required), alphaSpaces("city", M.city.invalid)),
    allergens: z
      .array(z.enum(DIETARY_ALLERGENS, { error: M.allergens.invalid }), {
        error: M.allergens.required,
      })
      .min(1, M.allergens.required),
    other_allergies: optionalText(),
    epipen: flag(),
    carries_epinephrine: flag(),
    celiac: flag(),
    gluten_intolerant: flag(),
    gf_diet: flag(),
    medical_diet: flag(),
    consent: z.boolean({ error: M.consent.required }).refine((given) => given, M.consent.required),
    additional_comments: optionalText(),
  })
  .superRefine(otherAllergiesRequired(M.other_allergies.required));

export type DietaryHealthSubmission = z.infer<typeof dietaryHealthSchema>;
