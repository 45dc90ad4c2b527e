import * as z from "zod";
import { menuPeriodSchema } from "../../schemas/menu";
import { defineEntity, KEY_END, pad4, type QuerySpec, sitePk } from "../entity";

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
