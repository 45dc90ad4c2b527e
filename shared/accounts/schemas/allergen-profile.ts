import * as z from "zod";
import { optionalText, phoneText, text } from "../../platform/validation/fields";
import { alphaNumSpaces, matches, phone, required, rule } from "../../platform/validation/rules";
import { OTHER_ALLERGEN, PROFILE_ALLERGENS, type ProfileAllergen } from "./allergen-choices";
import { CUSTOM_ALLERGEN_MAX, PLAIN_ALLERGEN, readStoredAllergens } from "./stored-allergens";

// Kept here too for the form's importers; they live in zod-free modules so that reading them
// does not build this form's schema (every Lambda that reads a customer).
export {
  CUSTOM_ALLERGEN_MAX,
  OTHER_ALLERGEN,
  PROFILE_ALLERGENS,
  type ProfileAllergen,
  readStoredAllergens,
};

export const ALLERGEN_PROFILE_MESSAGES = {
  contact_name: {
    required: "An emergency contact name is required",
    invalid: "An emergency contact name may only contain letters, numbers and spaces",
  },
  contact_number: {
    required: "An emergency contact phone number is required",
    invalid: "Please enter a valid phone number",
  },
  custom_allergen: {
    required: "Please specify your other allergen",
    tooLong: `Please keep your other allergen to ${CUSTOM_ALLERGEN_MAX} characters`,
    invalid: "Your other allergen may only contain letters, numbers, spaces and , . ' ( ) / & + -",
  },
  allergens: { invalid: "Please choose allergens from the list." },
} as const;

const M = ALLERGEN_PROFILE_MESSAGES;

/**
 * Allergen profile (requirements: purchases §5; payload §7 customer/update_allergen_profile). custom_allergen
 * carries the text typed for "Other"; it is required only when Other is chosen.
 */
export const allergenProfileSchema = z
  .object({
    allergens: z
      .array(z.enum(PROFILE_ALLERGENS, { error: M.allergens.invalid }), {
        error: M.allergens.invalid,
      })
      .max(PROFILE_ALLERGENS.length, M.allergens.invalid)
      .default([])
      .transform((chosen) => [...new Set(chosen)]),
    custom_allergen: optionalText(
      rule((value) => value.length <= CUSTOM_ALLERGEN_MAX, M.custom_allergen.tooLong),
      matches(PLAIN_ALLERGEN, M.custom_allergen.invalid),
    ),
    contact_name: text(required(M.contact_name.required), alphaNumSpaces(M.contact_name.invalid)),
    contact_number: phoneText(required(M.contact_number.required), phone(M.contact_number.invalid)),
    carries_epinephrine: z.boolean().default(false),
    serial_number: optionalText(),
  })
  .superRefine((value, ctx) => {
    if (value.allergens.includes(OTHER_ALLERGEN) && value.custom_allergen === "") {
      ctx.addIssue({
        code: "custom",
        path: ["custom_allergen"],
        message: M.custom_allergen.required,
      });
    }
  });

export type AllergenProfile = z.infer<typeof allergenProfileSchema>;
