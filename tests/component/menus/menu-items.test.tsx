import { menuPeriodSchema } from "@shared/menus/schemas/menu";
import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PeriodMenu } from "@/features/menus/menus/api/menu-api";
import { FIRST_MENU_ROWS, MenuItems } from "@/features/menus/menus/components/menu-items";

const NO_FILTERS = { allergens: [], categories: [], statedFreeOnly: false };

/** A period of `stations` stations of `perStation` dishes each, named in menu order. */
function period(stations: number, perStation: number): PeriodMenu {
  return menuPeriodSchema.parse({
    id: "lunch",
    name: "Lunch",
    categories: Array.from({ length: stations }, (_, s) => ({
      id: `station-${s}`,
      name: `Station ${s + 1}`,
      items: Array.from({ length: perStation }, (_, i) => ({
        id: `dish-${s}-${i}`,
        name: `Dish ${s * perStation + i + 1}`,
      })),
    })),
  });
}

const dishNames = () =>
  screen.getAllByRole("rowheader").map((cell) => within(cell).getByText(/^Dish /).textContent);

const renderMenu = (menu: PeriodMenu) =>
  render(
    <MenuItems
      period={menu}
      filters={NO_FILTERS}
      displayCalories
      sodiumWarning={false}
      onOpen={() => {}}
    />,
  );

describe("a day's menu drawn in slices", () => {
  it("draws the first rows at once, in menu order, then every dish", async () => {
    const total = 90;
    renderMenu(period(3, total / 3));
    expect(dishNames()).toEqual(Array.from({ length: FIRST_MENU_ROWS }, (_, i) => `Dish ${i + 1}`));
    // Stations past the first rows wait their turn, never drawn empty.
    expect(screen.queryByText("Station 2")).toBeNull();
    await waitFor(() => expect(dishNames()).toHaveLength(total));
    expect(dishNames()).toEqual(Array.from({ length: total }, (_, i) => `Dish ${i + 1}`));
    expect(
      screen.getAllByRole("table").map((table) => table.querySelector("caption")?.textContent),
    ).toEqual(["Station 1", "Station 2", "Station 3"]);
  });

  it("draws a short menu whole in its first render", () => {
    renderMenu(period(2, 4));
    expect(dishNames()).toHaveLength(8);
  });
});
