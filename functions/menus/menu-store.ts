import { locationEntity } from "../../shared/menus/entities/location";
import {
  legacyMenuEntity,
  menuClosedEntity,
  menuOfDay,
  menuPeriodEntity,
  menuSoldOutEntity,
  menusBetween,
} from "../../shared/menus/entities/menu";
import type { MenuPeriod } from "../../shared/menus/schemas/menu";
import type { Item } from "../../shared/platform/data/entity";
import { getItems, queryAll } from "../platform/table";

export interface MenuDayRecord {
  date: string;
  closed: boolean;
  periods: MenuPeriod[];
  /** Ids of the items staff marked sold out that day (docs/operations/content.md), sorted. */
  soldOut: string[];
}

export interface LegacyMenuRecord {
  locationFound: boolean;
  closed: boolean;
  html: string | null;
}

/** Menu access patterns (docs/data-model.md #8-#10): one Query per call, never a Scan. */
export interface MenuStore {
  /** access pattern #8: all periods of a day (or its closed marker). */
  getDay(siteId: string, locationId: string, date: string): Promise<MenuDayRecord>;
  /** access pattern #10: the days from..to, both included, that have menus. */
  getRange(siteId: string, locationId: string, from: string, to: string): Promise<MenuDayRecord[]>;
  /** The location, the legacy HTML and the closed marker in one BatchGetItem. */
  getLegacy(siteId: string, locationId: string, date: string): Promise<LegacyMenuRecord>;
}

function toDays(items: Item[]): MenuDayRecord[] {
  const days = new Map<string, MenuDayRecord>();
  const soldOut = new Map<string, string[]>();
  for (const item of items) {
    const date = String(item.date);
    // The sold-out marks sort among a day's items but do not make a day with a menu.
    if (item.type === menuSoldOutEntity.type) {
      soldOut.set(date, menuSoldOutEntity.fromItem(item).item_ids);
      continue;
    }
    if (item.type !== menuClosedEntity.type && item.type !== menuPeriodEntity.type) continue;
    const day = days.get(date) ?? { date, closed: false, periods: [], soldOut: [] };
    days.set(date, day);
    if (item.type === menuClosedEntity.type) day.closed = true;
    else day.periods.push(menuPeriodEntity.fromItem(item));
  }
  // A closed marker wins: a day is never both closed and serving (shared/onboarding/menu-day.ts).
  for (const day of days.values()) {
    if (day.closed) day.periods = [];
    day.soldOut = soldOut.get(day.date) ?? [];
  }
  return [...days.values()];
}

export const dynamoMenuStore: MenuStore = {
  async getDay(siteId, locationId, date) {
    const items = await queryAll(menuOfDay(siteId, locationId, date));
    return toDays(items)[0] ?? { date, closed: false, periods: [], soldOut: [] };
  },

  async getRange(siteId, locationId, from, to) {
    return toDays(await queryAll(menusBetween(siteId, locationId, from, to)));
  },

  async getLegacy(siteId, locationId, date) {
    const day = { siteId, locationId, date };
    const [location, legacy, closed] = await getItems([
      locationEntity.key({ siteId, locationId }),
      legacyMenuEntity.key(day),
      menuClosedEntity.key(day),
    ]);
    return {
      locationFound: location !== undefined,
      closed: closed !== undefined,
      html: legacy ? legacyMenuEntity.fromItem(legacy).html : null,
    };
  },
};
