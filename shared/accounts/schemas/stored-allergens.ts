import {
  OTHER_ALLERGEN,
  OTHER_PLEASE_SPECIFY,
  PROFILE_ALLERGENS,
  type ProfileAllergen,
} from "./allergen-choices";

// Without zod: the customer entity reads every stored profile through this, and importing the
// allergen form would build its schema in every Lambda that reads a customer.

/** The "Other" text is printed on the allergen card and the wallet pass: short plain text. */
export const CUSTOM_ALLERGEN_MAX = 60;
// Letters of any script, digits, spaces and the punctuation an allergen name needs; no markup,
// no control characters, no line breaks.
export const PLAIN_ALLERGEN = /^[\p{L}\p{M}0-9 ,.'’()/&+-]+$/u;

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
