import type { MenuPeriod, ServedMenuItem, ServedMenuPeriod } from "../menus/schemas/menu";
import type { SoldOutItem } from "./routes/operations-content";

// Sold-out flags are one set of item ids per location and campus date (docs/operations/content.md):
// an item is sold out in every period of that day, because staff mark what the kitchen ran out
// of, not a station's row.

/** The day's periods with `sold_out: true` on the marked items; unmarked items stay as stored. */
export function markSoldOut(
  periods: readonly MenuPeriod[],
  soldOut: readonly string[],
): ServedMenuPeriod[] {
  if (soldOut.length === 0) return [...periods];
  const ids = new Set(soldOut);
  return periods.map((period) => ({
    ...period,
    categories: period.categories.map((category) => ({
      ...category,
      items: category.items.map(
        (item): ServedMenuItem => (ids.has(item.id) ? { ...item, sold_out: true } : item),
      ),
    })),
  }));
}

const bySort = <T extends { sort_order: number }>(a: T, b: T) => a.sort_order - b.sort_order;

/** The day's items as the console lists them: period, station and item order, with their flag. */
export function soldOutRows(
  periods: readonly MenuPeriod[],
  soldOut: readonly string[],
): SoldOutItem[] {
  const ids = new Set(soldOut);
  return [...periods].sort(bySort).flatMap((period) =>
    [...period.categories].sort(bySort).flatMap((category) =>
      [...category.items].sort(bySort).map((item) => ({
        id: item.id,
        name: item.name,
        period_id: period.id,
        period_name: period.name,
        station_id: category.id,
        station_name: category.name,
        sold_out: ids.has(item.id),
      })),
    ),
  );
}

/** Whether the day's menu serves an item of that id. */
export const servesItem = (periods: readonly MenuPeriod[], itemId: string): boolean =>
  periods.some((period) =>
    period.categories.some((category) => category.items.some((item) => item.id === itemId)),
  );
