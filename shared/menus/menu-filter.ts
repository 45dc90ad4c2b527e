// Menu filtering (requirements: public-browsing §2 "Menus"): an item is hidden if it carries any selected
// allergen; with categories selected, only items carrying all of them remain.

export interface MenuFilter {
  name: string;
  /** "allergen", or a dietary category type */
  type: string;
}

export interface FilterableItem {
  filters: readonly MenuFilter[];
}

export function isAllergen(filter: MenuFilter): boolean {
  return filter.type === "allergen";
}

export function menuItemVisible(
  item: FilterableItem,
  selectedAllergens: readonly string[],
  selectedCategories: readonly string[],
): boolean {
  const allergens = new Set(item.filters.filter(isAllergen).map((f) => f.name));
  const categories = new Set(item.filters.filter((f) => !isAllergen(f)).map((f) => f.name));
  return (
    !selectedAllergens.some((name) => allergens.has(name)) &&
    selectedCategories.every((name) => categories.has(name))
  );
}

export function filterMenuItems<T extends FilterableItem>(
  items: readonly T[],
  selectedAllergens: readonly string[],
  selectedCategories: readonly string[],
): T[] {
  return items.filter((item) => menuItemVisible(item, selectedAllergens, selectedCategories));
}

/** Choices still offered: selected ones are not offered again. */
export function availableFilters<T extends MenuFilter>(
  all: readonly T[],
  selected: readonly string[],
): T[] {
  return all.filter((filter) => !selected.includes(filter.name));
}
