/** Allergen choices of the dietary health form (requirements: purchases §3 Dietary health submission). */
export const DIETARY_ALLERGENS = [
  "Milk",
  "Soy",
  "Wheat",
  "Egg",
  "Fish",
  "Shellfish",
  "Peanuts",
  "Tree Nuts",
  "Gluten",
  "Corn",
  "Sesame",
  "Other (Please specify)",
] as const;

export type DietaryAllergen = (typeof DIETARY_ALLERGENS)[number];

/** The On The Go order form offers the same list without Sesame (requirements: purchases §3). */
export const ON_THE_GO_ALLERGENS = DIETARY_ALLERGENS.filter(
  (allergen): allergen is Exclude<DietaryAllergen, "Sesame"> => allergen !== "Sesame",
);

export type OnTheGoAllergen = (typeof ON_THE_GO_ALLERGENS)[number];

export const OTHER_PLEASE_SPECIFY = "Other (Please specify)";

/**
 * The allergens a customer's profile and allergen card may hold: the spec's list
 * (requirements: purchases §3) with "Other (Please specify)" stored as "Other" plus its text
 * (docs/decisions/accounts.md "Allergens are a closed list").
 */
export const KNOWN_ALLERGENS = DIETARY_ALLERGENS.filter(
  (allergen): allergen is Exclude<DietaryAllergen, typeof OTHER_PLEASE_SPECIFY> =>
    allergen !== OTHER_PLEASE_SPECIFY,
);

/** The allergen choice that asks for the buyer's own text (requirements: purchases §5 Allergen form). */
export const OTHER_ALLERGEN = "Other";

/** What a profile may hold: the known allergens and "Other" (its text in custom_allergen). */
export const PROFILE_ALLERGENS = [...KNOWN_ALLERGENS, OTHER_ALLERGEN] as const;
export type ProfileAllergen = (typeof PROFILE_ALLERGENS)[number];
