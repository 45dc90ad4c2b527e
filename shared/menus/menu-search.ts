import type { Ymd } from "../platform/time/ymd";
import { periodItems } from "./menu-choices";
import type { MenuPeriod } from "./schemas/menu";

/** requirements: public-browsing §9: menu search looks at 10 days from today. */
export const MENU_SEARCH_DAYS = 10;

export interface MenuSearchResult {
  date: Ymd;
  periods: { name: string; items: { name: string }[] }[];
}

/** Blank or whitespace-only text is ignored (requirements: public-browsing §5). */
export const isBlankPhrase = (phrase: string): boolean => phrase.trim() === "";

/**
 * Days whose items match the phrase (case-insensitive, anywhere in the name or description),
 * in date order, each with only its matching periods and items (requirements: public-browsing §3 Menu
 * search result).
 */
export function searchMenus(
  days: readonly { date: Ymd; periods: readonly MenuPeriod[] }[],
  phrase: string,
): MenuSearchResult[] {
  const needle = phrase.trim().toLowerCase();
  if (needle === "") return [];
  const results: MenuSearchResult[] = [];
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    const periods = [...day.periods]
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((period) => ({
        name: period.name,
        items: periodItems(period)
          .filter((item) => `${item.name} ${item.desc}`.toLowerCase().includes(needle))
          .map((item) => ({ name: item.name })),
      }))
      .filter((period) => period.items.length > 0);
    if (periods.length > 0) results.push({ date: day.date, periods });
  }
  return results;
}
