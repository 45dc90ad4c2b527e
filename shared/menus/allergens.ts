// The menus' allergens in their display order (requirements: public-browsing §3): the list a dish's
// `allergens_free` draws from and the order every allergen filter and label shows. The spec's
// shorter variants are inconsistent ("without Gluten and Shellfish - Mollusk holds 9 items"
// leaves 10), so only the full order is kept; see docs/decisions/money-and-subscriptions.md.

export const ALLERGENS = [
  "Egg",
  "Fish",
  "Gluten",
  "Milk",
  "MSG",
  "Peanuts",
  "Sesame",
  "Shellfish - Crustacean",
  "Shellfish - Mollusk",
  "Soy",
  "Tree Nuts",
  "Wheat",
] as const;

/** Orders names by the display order; unknown names follow, alphabetically. */
export function sortAllergens(names: readonly string[]): string[] {
  const rank = (name: string) => {
    const index = (ALLERGENS as readonly string[]).indexOf(name);
    return index === -1 ? ALLERGENS.length : index;
  };
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
