import { ALLERGENS } from "./allergens";
import type { MenuItem } from "./schemas/menu";

/**
 * Allergen labels with three states (docs/decisions/allergen-labels.md): a dish *contains* an
 * allergen its `allergen` filters (or custom allergens) name, is *free of* one the kitchen
 * declared in `allergens_free`, and anything else is *not stated*: a missing mark never means
 * free.
 */
export type AllergenState = "contains" | "free" | "not_stated";

/** The words shown for each state, never colour or an icon alone. */
export const ALLERGEN_STATE_TEXT: Record<AllergenState, string> = {
  contains: "Contains",
  free: "Free of",
  not_stated: "Not stated",
};

export interface AllergenLabel {
  name: string;
  state: AllergenState;
}

export type LabelledItem = Pick<MenuItem, "filters" | "custom_allergens" | "allergens_free">;

/** The site's allergens: the spec's list, in its display order (requirements: public-browsing §3). */
export const SITE_ALLERGENS: readonly string[] = ALLERGENS;

const contained = (item: LabelledItem): Set<string> =>
  new Set([
    ...item.filters.filter((filter) => filter.type === "allergen").map((filter) => filter.name),
    ...item.custom_allergens,
  ]);

/**
 * One allergen's state. "Contains" wins over a contradicting "free of" (the import refuses
 * both, `labelConflicts`; stored data older than that rule is read the safe way).
 */
export function allergenState(item: LabelledItem, name: string): AllergenState {
  if (contained(item).has(name)) return "contains";
  return (item.allergens_free as readonly string[]).includes(name) ? "free" : "not_stated";
}

/**
 * Every allergen of the site, in display order, each in exactly one state; then any other
 * allergen the dish contains (a custom one such as Celery), alphabetically.
 */
export function allergenLabels(
  item: LabelledItem,
  siteAllergens: readonly string[] = SITE_ALLERGENS,
): AllergenLabel[] {
  const contains = contained(item);
  const free = new Set<string>(item.allergens_free);
  const listed = siteAllergens.map(
    (name): AllergenLabel => ({
      name,
      state: contains.has(name) ? "contains" : free.has(name) ? "free" : "not_stated",
    }),
  );
  const others = [...contains]
    .filter((name) => !siteAllergens.includes(name))
    .sort((a, b) => a.localeCompare(b))
    .map((name): AllergenLabel => ({ name, state: "contains" }));
  return [...listed, ...others];
}

/** Whether some allergen of the site is not stated for the dish (a row says so). */
export const hasUnstatedAllergens = (
  item: LabelledItem,
  siteAllergens: readonly string[] = SITE_ALLERGENS,
): boolean => allergenLabels(item, siteAllergens).some((label) => label.state === "not_stated");

/** Allergens a dish both contains and is declared free of: an import or campus file error. */
export function labelConflicts(item: LabelledItem): string[] {
  const contains = contained(item);
  return item.allergens_free.filter((name) => contains.has(name));
}

/**
 * The optional stricter filter (docs/decisions/allergen-labels.md): only dishes the kitchen
 * stated free of every selected allergen. The spec's filter hides only dishes that contain one.
 */
export function statedFreeOfAll(item: LabelledItem, allergens: readonly string[]): boolean {
  return allergens.every((name) => allergenState(item, name) === "free");
}
