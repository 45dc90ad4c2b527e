import * as z from "zod";
import { optionalText, phoneText, text } from "../fields";
import { alphaNumSpaces, matches, phone, required, rule } from "../rules";
import {
  OTHER_ALLERGEN,
  OTHER_PLEASE_SPECIFY,
  PROFILE_ALLERGENS,
  type ProfileAllergen,
} from "./allergen-choices";

// Kept here too for the form's importers; the constants live with the choices so that reading
// them does not build this form's schema (the customer Lambda's sign-in section).
export { OTHER_ALLERGEN, PROFILE_ALLERGENS, type ProfileAllergen };

/** The "Other" text is printed on the allergen card and the wallet pass: short plain text. */
export const CUSTOM_ALLERGEN_MAX = 60;
// Letters of any script, digits, spaces and the punctuation an allergen name needs; no markup,
// no control characters, no line breaks.
const PLAIN_ALLERGEN = /^[\p{L}\p{M}0-9 ,.'’()/&+-]+$/u;

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

const KNOWN_BY_NAME = new Map<string, ProfileAllergen>(
  PROFILE_ALLERGENS.map((allergen) => [allergen.toLowerCase(), allergen]),
);
KNOWN_BY_NAME.set(OTHER_PLEASE_SPECIFY.toLowerCase(), OTHER_ALLERGEN);

/** Free text reduced to what the "Other" field accepts: disallowed characters become spaces. */
function plainAllergenText(raw: string): string {
  return [...raw.normalize("NFKC")]
    .map((c) => (PLAIN_ALLERGEN.test(c) ? c : " "))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A stored profile read back under today's rules (docs/decisions/accounts.md "Allergens are a
 * closed list"): a known name in any case is kept as the list spells it; anything else written
 * before the list was enforced becomes "Other", its text joined to the Other text (made plain,
 * cut to the bound), because an allergy dropped from an emergency card is worse than one shown
 * under Other. Idempotent, so reading a normalized profile changes nothing.
 */
export function readStoredAllergens(stored: { allergens?: unknown; custom_allergen?: unknown }): {
  allergens: ProfileAllergen[];
  custom_allergen: string;
} {
  const raw = Array.isArray(stored.allergens) ? stored.allergens : [];
  const allergens = new Set<ProfileAllergen>();
  const others: string[] = [];
  const typed = typeof stored.custom_allergen === "string" ? stored.custom_allergen : "";
  for (const entry of raw) {
    if (typeof entry !== "string") continue;
    const known = KNOWN_BY_NAME.get(entry.trim().toLowerCase());
    if (known) allergens.add(known);
    else if (plainAllergenText(entry)) {
      allergens.add(OTHER_ALLERGEN);
      others.push(plainAllergenText(entry));
    }
  }
  const texts = allergens.has(OTHER_ALLERGEN) ? [plainAllergenText(typed), ...others] : [];
  const custom = texts.filter(Boolean).join(", ").slice(0, CUSTOM_ALLERGEN_MAX).trim();
  return {
    // The list's order, so the card reads the same whatever order was stored.
    allergens: PROFILE_ALLERGENS.filter((allergen) => allergens.has(allergen)),
    custom_allergen: custom.replace(/[\s,]+$/u, ""),
  };
}
