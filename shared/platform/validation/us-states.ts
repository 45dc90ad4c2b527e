/**
 * The 50 states plus Washington D.C. (requirements: purchases §5 Checkout, requirements: public-browsing §5 "state").
 * Input is a two-letter abbreviation or the full name (4+ characters), any case; three characters
 * are never a state. Parsing returns the upper-case abbreviation the Customer record stores (§3).
 */
export const US_STATES = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
] as const;

export type UsStateCode = (typeof US_STATES)[number][0];

// Washington D.C. is also written by its common names (see docs/decisions/validation.md).
const EXTRA_NAMES: readonly (readonly [UsStateCode, string])[] = [
  ["DC", "Washington D.C."],
  ["DC", "Washington DC"],
];

const BY_CODE = new Map<string, UsStateCode>(US_STATES.map(([code]) => [code, code]));
const BY_NAME = new Map<string, UsStateCode>(
  [...US_STATES, ...EXTRA_NAMES].map(([code, name]) => [name.toLowerCase(), code]),
);

/** The abbreviation for a state written either way, or null when it is not one of the 51. */
export function parseUsState(input: string): UsStateCode | null {
  const value = input.trim().replace(/\s+/g, " ");
  if (value.length === 2) return BY_CODE.get(value.toUpperCase()) ?? null;
  if (value.length < 4) return null;
  return BY_NAME.get(value.toLowerCase()) ?? null;
}

export function isUsState(input: string): boolean {
  return parseUsState(input) !== null;
}
