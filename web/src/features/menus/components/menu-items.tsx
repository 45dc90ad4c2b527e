import { filterMenuItems } from "@shared/domain/content/menu-filter";
import { hasSodiumWarning } from "@shared/domain/menus/nutrition";
import type { MenuItem } from "@shared/schemas/menu";
import { buttonClassName } from "@/components/button-style";
import type { PeriodMenu } from "../api/menu-api";
import type { FilterState } from "./menu-filters";
import { CALORIES_NOTE } from "./menu-texts";

const DIETARY_ICONS: Record<string, string> = {
  Vegan: "VG",
  Vegetarian: "V",
  "Avoiding Gluten": "AG",
};

/** Item tables per station (requirements: public-browsing §2 Menu page); filtered items are left out. */
export function MenuItems({
  period,
  filters,
  displayCalories,
  sodiumWarning,
  onOpen,
}: {
  period: PeriodMenu;
  filters: FilterState;
  displayCalories: boolean;
  sodiumWarning: boolean;
  onOpen: (item: MenuItem) => void;
}) {
  return (
    <div className="menu-items">
      {!displayCalories && <p className="menu-note">{CALORIES_NOTE}</p>}
      {period.categories.map((category) => {
        const items = filterMenuItems(category.items, filters.allergens, filters.categories);
        if (items.length === 0) return null;
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
                    {item.name}
                    {item.filters
                      .filter((filter) => DIETARY_ICONS[filter.name])
                      .map((filter) => (
                        <abbr key={filter.name} className="menu-icon" title={filter.name}>
                          {DIETARY_ICONS[filter.name]}
                        </abbr>
                      ))}
                    {sodiumWarning && hasSodiumWarning(item) && (
                      <abbr className="menu-icon menu-icon--sodium" title="High sodium">
                        Na
                      </abbr>
                    )}
                    {item.desc && <span className="menu-item__desc">{item.desc}</span>}
                  </th>
                  <td>{item.portion}</td>
                  {displayCalories && <td>{item.calories ?? ""}</td>}
                  <td>
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
