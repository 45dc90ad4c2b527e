import * as z from "zod";
import { defineEntity, KEY_END, pad4, type QuerySpec, sitePk } from "../../platform/data/entity";
import { addDays } from "../../platform/time/ymd";
import { homeMenuKeys } from "../../site-content/entities/home";
import { type MenuPeriod, menuPeriodSchema } from "../schemas/menu";

/** Menus get a partition per location, so a day's periods are one Query (access patterns #8–#10). */
const menuPk = (siteId: string, locationId: string) => `${sitePk(siteId)}#LOC#${locationId}`;
const dayPrefix = (date: string) => `MENU#${date}#`;

type DayKey = { siteId: string; locationId: string; date: string };
type PeriodKey = DayKey & { sortOrder: number; periodId: string };

/** Every menu item carries its location and campus date top level. */
const menuAttributes = (_data: unknown, { siteId, locationId, date }: DayKey) => ({
  site_id: siteId,
  location_id: locationId,
  date,
});

/** One meal period of a location's day, in sort order. */
export const menuPeriodEntity = defineEntity({
  type: "menu_period",
  schema: menuPeriodSchema,
  skPrefix: "MENU#",
  key: ({ siteId, locationId, date, sortOrder, periodId }: PeriodKey) => ({
    pk: menuPk(siteId, locationId),
    sk: `${dayPrefix(date)}${pad4(sortOrder)}#${periodId}`,
  }),
  attributes: menuAttributes,
});

/** A day the location is closed; it sorts with the day's periods and wins over them. */
export const menuClosedEntity = defineEntity({
  type: "menu_closed",
  schema: z.object({ closed: z.literal(true) }),
  skPrefix: "MENU#",
  key: ({ siteId, locationId, date }: DayKey) => ({
    pk: menuPk(siteId, locationId),
    sk: `${dayPrefix(date)}CLOSED`,
  }),
  attributes: menuAttributes,
});

/**
 * The items staff marked sold out on a location's day (docs/operations/content.md): a string set
 * `item_ids` changed by ADD/DELETE. Its key sorts inside the day's range, so the menu query of
 * the day (access pattern #8) reads it in the same round trip. Not onboarding's: a re-run or a
 * menu import leaves it alone, and it expires a week after its day.
 */
export const menuSoldOutEntity = defineEntity({
  type: "menu_sold_out",
  schema: z.object({ item_ids: z.array(z.string()) }),
  skPrefix: "MENU#",
  key: ({ siteId, locationId, date }: DayKey) => ({
    pk: menuPk(siteId, locationId),
    sk: `${dayPrefix(date)}SOLDOUT`,
  }),
  attributes: menuAttributes,
  inline: true,
  // DynamoDB keeps no empty set: the last item put back removes the attribute.
  read: (item) => ({ item_ids: item.item_ids instanceof Set ? [...item.item_ids].sort() : [] }),
});

/** Whether a menu partition's sort key is a day's sold-out marks (not a period or closed marker). */
export const isSoldOutSortKey = (sk: string): boolean => /^MENU#[^#]+#SOLDOUT$/.test(sk);

/** The HTML of a legacy menu (site.legacy_menus), one per day. */
export const legacyMenuEntity = defineEntity({
  type: "legacy_menu",
  schema: z.object({ html: z.string() }),
  skPrefix: "LEGACY#",
  key: ({ siteId, locationId, date }: DayKey) => ({
    pk: menuPk(siteId, locationId),
    sk: `LEGACY#${date}`,
  }),
  attributes: menuAttributes,
});

const named = { id: z.string(), name: z.string() };

/** A day's periods > stations > items, names only, in sort order: what the Today's Menu tile lists. */
export const menuNamesSchema = z.array(
  z.object({
    ...named,
    stations: z.array(z.object({ ...named, items: z.array(z.object(named)) })),
  }),
);
export type MenuNames = z.infer<typeof menuNamesSchema>;

const byOrder = <T extends { sort_order: number }>(a: T, b: T) => a.sort_order - b.sort_order;

export function menuNames(periods: readonly MenuPeriod[]): MenuNames {
  return [...periods].sort(byOrder).map((period) => ({
    id: period.id,
    name: period.name,
    stations: [...period.categories].sort(byOrder).map((station) => ({
      id: station.id,
      name: station.name,
      items: [...station.items].sort(byOrder).map((item) => ({ id: item.id, name: item.name })),
    })),
  }));
}

/** Epoch seconds of the start of the day two days after `date`: past any campus's end of it. */
const twoDaysAfter = (date: string) => Date.parse(`${addDays(date, 2)}T00:00:00Z`) / 1000;

/**
 * A location's Today's Menu tile of one day (the names of its periods, stations and items), on
 * the campus home's projection (access pattern #11) so that the home reads every location's
 * tile with its other content in one Query. Written beside the day's periods by their one
 * writer (shared/onboarding/plan-menus.ts), only for a day that serves a menu; the menu pages
 * never read it. It expires two days after its day, which keeps the home's Query bounded.
 */
export const homeMenuEntity = defineEntity({
  type: "home_menu",
  schema: z.object({ periods: menuNamesSchema }),
  skPrefix: "HOME#",
  key: ({ siteId, locationId, date }: DayKey) => ({
    pk: menuPk(siteId, locationId),
    sk: `HOME#${date}`,
  }),
  indexes: ({ siteId, locationId, date }) => homeMenuKeys(siteId, date, locationId),
  attributes: (data, key) => ({ ...menuAttributes(data, key), expires_at: twoDaysAfter(key.date) }),
});

/** access pattern #8: the periods and closed marker of one day. */
export const menuOfDay = (siteId: string, locationId: string, date: string): QuerySpec => ({
  pk: menuPk(siteId, locationId),
  sk: { beginsWith: dayPrefix(date) },
});

/** access pattern #10: the days from..to, both included. */
export const menusBetween = (
  siteId: string,
  locationId: string,
  from: string,
  to: string,
): QuerySpec => ({
  pk: menuPk(siteId, locationId),
  sk: { between: [dayPrefix(from), `${dayPrefix(to)}${KEY_END}`] },
});

/** Every menu and legacy menu of a location (menu import replaces a location's days). */
export const menusOfLocation = (siteId: string, locationId: string): QuerySpec => ({
  pk: menuPk(siteId, locationId),
});
