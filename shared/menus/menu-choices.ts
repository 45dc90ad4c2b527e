import { sortAllergens } from "./allergens";
import type { MenuItem, MenuPeriod } from "./schemas/menu";

/**
 * The dietary category hidden when the site turns avoiding_gluten off
 * (requirements: public-browsing §2). Here rather than beside the menu's schemas: the menu
 * page reads this module, and importing those would bring zod into the page for one string.
 */
export const AVOIDING_GLUTEN = "Avoiding Gluten";

export interface FilterChoices {
  allergens: string[];
  categories: string[];
}

export const periodItems = (period: Pick<MenuPeriod, "categories">): MenuItem[] =>
  period.categories.flatMap((category) => category.items);

/**
 * Filters offered for a period's items (requirements: public-browsing §2 Menu page): allergens in display
 * order (§3), dietary categories alphabetically, Avoiding Gluten only when the site allows it.
 */
export function filterChoices(
  items: readonly Pick<MenuItem, "filters">[],
  avoidingGluten: boolean,
): FilterChoices {
  const allergens = new Set<string>();
  const categories = new Set<string>();
  for (const item of items) {
    for (const filter of item.filters) {
      if (filter.type === "allergen") allergens.add(filter.name);
      else if (avoidingGluten || filter.name !== AVOIDING_GLUTEN) categories.add(filter.name);
    }
  }
  return {
    allergens: sortAllergens([...allergens]),
    categories: [...categories].sort((a, b) => a.localeCompare(b)),
  };
}
