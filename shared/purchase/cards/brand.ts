/** The card types the credit card form offers (requirements: purchases §3 Credit card form). */
export const CARD_BRANDS = ["Visa", "MasterCard", "American Express"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

// Issuer prefixes and lengths: Amex 34/37 with 15 digits; Visa 4 with 13, 16 or 19 digits;
// MasterCard 51-55 or 2221-2720 with 16 digits.
const BRAND_PATTERNS: readonly (readonly [CardBrand, RegExp])[] = [
  ["American Express", /^3[47][0-9]{13}$/],
  ["Visa", /^4(?:[0-9]{12}|[0-9]{15}|[0-9]{18})$/],
  [
    "MasterCard",
    /^(?:5[1-5][0-9]{2}|222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720)[0-9]{12}$/,
  ],
];

/** Card numbers are typed with spaces or hyphens between groups; the number is the digits. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** The brand a card number belongs to, or null when it is none of the accepted three. */
export function detectCardBrand(number: string): CardBrand | null {
  const digits = normalizeCardNumber(number);
  return BRAND_PATTERNS.find(([, pattern]) => pattern.test(digits))?.[0] ?? null;
}

export function isCardBrand(value: string): value is CardBrand {
  return (CARD_BRANDS as readonly string[]).includes(value);
}

// The issuer prefixes alone, as the number is being typed: Amex 34/37, Visa 4, MasterCard 51-55
// or 2221-2720 (whose 2-series needs four digits to tell).
const BRAND_PREFIXES: readonly (readonly [CardBrand, RegExp])[] = [
  ["American Express", /^3[47]/],
  ["Visa", /^4/],
  ["MasterCard", /^(?:5[1-5]|222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720)/],
];

/**
 * The brand a number being typed will be, from its first digits: the card form shows it as
 * the buyer types instead of asking for a card type. A complete number of an accepted brand
 * always gets the brand detectCardBrand gives it.
 */
export function cardBrandFromPrefix(number: string): CardBrand | null {
  const digits = normalizeCardNumber(number);
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}
