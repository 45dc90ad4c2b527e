import * as z from "zod";
import { optionalText, phoneText, text } from "../fields";
import { alphaNumSpaces, phone, required } from "../rules";

/** The allergen choice that asks for the buyer's own text (requirements: purchases §5 Allergen form). */
export const OTHER_ALLERGEN = "Other";

export const ALLERGEN_PROFILE_MESSAGES = {
  contact_name: {
    required: "An emergency contact name is required",
    invalid: "An emergency contact name may only contain letters, numbers and spaces",
  },
  contact_number: {
    required: "An emergency contact phone number is required",
    invalid: "Please enter a valid phone number",
  },
  custom_allergen: { required: "Please specify your other allergen" },
} as const;

const M = ALLERGEN_PROFILE_MESSAGES;

/**
 * Allergen profile (requirements: purchases §5; payload §7 customer/update_allergen_profile). custom_allergen
 * carries the text typed for "Other"; it is required only when Other is chosen.
 */
export const allergenProfileSchema = z
  .object({
    allergens: z.array(z.string().trim().min(1)).default([]),
    custom_allergen: optionalText(),
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
