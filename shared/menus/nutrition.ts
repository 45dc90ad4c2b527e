import type { MenuItem, Nutrient } from "./schemas/menu";

/** requirements: public-browsing §9: the warning shows at 2300 mg of sodium per serving and above. */
export const SODIUM_WARNING_MG = 2300;

/**
 * The nutrients a concept location's dialog lists, in this order (requirements: public-browsing §2 Menu
 * page). Matching ignores case, so "Total Fat" and "total fat" are the same nutrient.
 */
export const CONCEPT_NUTRIENTS = [
  "Fat Calories",
  "Total Fat",
  "Saturated Fat",
  "Trans Fat",
  "Cholesterol",
  "Sodium",
  "Potassium",
  "Carbohydrates",
  "Fiber",
  "Sugars",
  "Protein",
  "Vitamin A",
  "Vitamin C",
  "Calcium",
  "Iron",
] as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Concept nutrients in the spec's order; missing ones are left out. */
export function conceptNutrients(nutrients: readonly Nutrient[]): Nutrient[] {
  return CONCEPT_NUTRIENTS.flatMap((name) => nutrients.filter((n) => same(n.name, name)));
}

/** Sodium in milligrams, from a nutrient given in mg or g; null when unknown. */
export function sodiumMg(item: Pick<MenuItem, "nutrients">): number | null {
  const sodium = item.nutrients.find((n) => same(n.name, "Sodium"));
  if (!sodium || sodium.value_numeric === null) return null;
  return same(sodium.uom, "g") ? sodium.value_numeric * 1000 : sodium.value_numeric;
}

export function hasSodiumWarning(item: Pick<MenuItem, "nutrients">): boolean {
  const mg = sodiumMg(item);
  return mg !== null && mg >= SODIUM_WARNING_MG;
}
