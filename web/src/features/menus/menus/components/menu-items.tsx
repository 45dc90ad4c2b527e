import {
  allergenState,
  hasUnstatedAllergens,
  statedFreeOfAll,
} from "@shared/menus/allergen-labels";
import { filterMenuItems } from "@shared/menus/menu-filter";
import { hasSodiumWarning } from "@shared/menus/nutrition";
import type { MenuItem } from "@shared/menus/schemas/menu";
import { startTransition, useEffect, useState } from "react";
import { Badge } from "@/components/badge";
import { buttonClassName } from "@/components/button-style";
import type { PeriodMenu } from "../api/menu-api";
import { AllergenChip } from "./allergen-statement";
import type { FilterState } from "./menu-filters";
import { itemMarks, MenuIcon, SODIUM_LABEL } from "./menu-icons";
import { CALORIES_NOTE } from "./menu-texts";

/**
 * What a row says about allergens beyond the "Contains" marks (docs/decisions/allergen-labels.md):
 * with allergens filtered, each one's state ("Free of Peanuts" or "Peanuts: not stated"; the
 * dishes that contain one are hidden); otherwise whether some allergen is not stated, so a
 * missing mark never reads as "free".
 */
function AllergenChips({ item, selected }: { item: MenuItem; selected: readonly string[] }) {
  if (selected.length > 0) {
    return selected.map((name) => (
      <AllergenChip key={name} name={name} state={allergenState(item, name)} />
    ));
  }
  return hasUnstatedAllergens(item) ? <AllergenChip state="not_stated" /> : null;
}

/** Rows the first render of a day's menu draws: more than a phone's screen holds. */
export const FIRST_MENU_ROWS = 20;
/** Rows each following render adds, until the whole menu is drawn. */
export const MORE_MENU_ROWS = 32;

/**
 * How many rows to draw: the first screenful at once, then the rest in transitions of
 * MORE_MENU_ROWS, each its own short task. A day's menu is often a hundred dishes or more; drawn
 * in one commit it was a 30–40 ms task on this machine, several hundred on a phone
 * (docs/decisions/web-first-paint.md). Rows once drawn stay drawn: a filter changed later
 * renders its rows at once.
 */
function useRowBudget(total: number): number {
  const [budget, setBudget] = useState(FIRST_MENU_ROWS);
  useEffect(() => {
    if (budget >= total) return;
    const timer = setTimeout(() => startTransition(() => setBudget(budget + MORE_MENU_ROWS)), 0);
    return () => clearTimeout(timer);
  }, [budget, total]);
  return budget;
}

/**
 * Item tables per station (requirements: public-browsing §2 Menu page); filtered items are left
 * out. Below 576 px each row lays out as a small card (name, marks and description, then
 * portion and calories, then the button) so no column squeezes words into letters.
 */
export function MenuItems({
  period,
  filters,
  displayCalories,
  sodiumWarning,
  displayAllergens = true,
  onOpen,
}: {
  period: PeriodMenu;
  filters: FilterState;
  displayCalories: boolean;
  sodiumWarning: boolean;
  displayAllergens?: boolean;
  onOpen: (item: MenuItem) => void;
}) {
  const marks = (item: MenuItem) => [
    ...itemMarks(item.filters, displayAllergens),
    ...(sodiumWarning && hasSodiumWarning(item)
      ? [{ kind: "sodium" as const, name: SODIUM_LABEL }]
      : []),
  ];
  const categories = period.categories
    .map((category) => {
      const shown = filterMenuItems(category.items, filters.allergens, filters.categories);
      const items = filters.statedFreeOnly
        ? shown.filter((item) => statedFreeOfAll(item, filters.allergens))
        : shown;
      return { category, items };
    })
    .filter(({ items }) => items.length > 0);
  const total = categories.reduce((sum, { items }) => sum + items.length, 0);
  const rows = useRowBudget(total);
  let left = rows;
  return (
    <div className="menu-items">
      {!displayCalories && <p className="menu-note">{CALORIES_NOTE}</p>}
      {categories.map(({ category, items: all }) => {
        if (left <= 0) return null;
        const items = all.slice(0, left);
        left -= items.length;
        return (
          <table key={category.id} className="menu-table">
            <caption>{category.name}</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Portion</th>
                {displayCalories && <th scope="col">Calories</th>}
                <th scope="col">
                  <span className="visually-hidden">Nutrition</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <span className="menu-item__name">{item.name}</span>
                    {(item.sold_out || marks(item).length > 0) && (
                      <span className="menu-item__marks">
                        {/* Staff marked it sold out for the day (docs/operations/content.md);
                            it arrives with the menu, so nothing moves after the first paint. */}
                        {item.sold_out && <Badge tone="danger">Sold out</Badge>}
                        {marks(item).map((mark) => (
                          <MenuIcon key={`${mark.kind}-${mark.name}`} {...mark} />
                        ))}
                      </span>
                    )}
                    {(displayAllergens || filters.allergens.length > 0) && (
                      <span className="menu-item__labels">
                        <AllergenChips item={item} selected={filters.allergens} />
                      </span>
                    )}
                    {item.desc && <span className="menu-item__desc">{item.desc}</span>}
                  </th>
                  <td className="menu-table__portion" data-label="Portion">
                    {item.portion}
                  </td>
                  {displayCalories && (
                    <td className="menu-table__calories" data-label="Calories">
                      {item.calories ?? ""}
                    </td>
                  )}
                  <td className="menu-table__action">
                    <button
                      type="button"
                      className={buttonClassName({ variant: "secondary", size: "sm" })}
                      onClick={() => onOpen(item)}
                      aria-label={`Nutritional Info for ${item.name}`}
                    >
                      Nutritional Info
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
