import { type IndexKeys, KEY_END, type QuerySpec, sitePk } from "../../platform/data/entity";
import { addDays } from "../../platform/time/ymd";

/**
 * The campus home's projection on gsi2 (docs/data-model.md #11): every item the home tiles read
 * also carries `S#HOME` as its gsi2pk, so one Query answers `sites/home_tiles`. The sort keys
 * fall in three bands, in this order, so that one key range reads a bounded set:
 *
 * - `EVENT#{end}#{id}`: published events, by the instant they stop being listed. The range
 *   starts at now, so past events, which accumulate, are never read.
 * - `HOME#LOCATION#{id}`, `HOME#NEWS`: the locations (hours, status, which serve menus) and
 *   the news tile, always read.
 * - `MENU#{date}#{locationId}`: a location's Today's Menu tile of a date (`homeMenuEntity`).
 *   The range ends with tomorrow's UTC date, so days further ahead are never read; past days
 *   expire (TTL) two days after theirs.
 *
 * The items are the entities themselves (their whole item is projected), not copies: a change
 * through any writer, the console's UpdateItems included, is on the index within about a
 * second, so the home is as fresh as the single-kind reads it replaces.
 */
const homePk = (siteId: string) => `${sitePk(siteId)}#HOME`;

const EVENT_BAND = "EVENT#";
const LOCATION_BAND = "HOME#LOCATION#";
const MENU_BAND = "MENU#";

/** A published event's home keys; an unpublished one is left off the index (it is never listed). */
export const homeEventKeys = (
  siteId: string,
  event: { id: string; end: string; published: boolean },
): IndexKeys =>
  event.published
    ? { gsi2pk: homePk(siteId), gsi2sk: `${EVENT_BAND}${event.end}#${event.id}` }
    : {};

export const homeLocationKeys = (siteId: string, locationId: string): IndexKeys => ({
  gsi2pk: homePk(siteId),
  gsi2sk: `${LOCATION_BAND}${locationId}`,
});

export const homeNewsKeys = (siteId: string): IndexKeys => ({
  gsi2pk: homePk(siteId),
  gsi2sk: "HOME#NEWS",
});

export const homeMenuKeys = (siteId: string, date: string, locationId: string): IndexKeys => ({
  gsi2pk: homePk(siteId),
  gsi2sk: `${MENU_BAND}${date}#${locationId}`,
});

/**
 * The campus's today is the UTC date, the day before or the day after (UTC−12 to UTC+14): the
 * range ends after tomorrow's UTC date, so it holds today's menus before the site's time zone
 * is known (the site check runs beside this Query).
 */
const lastMenuKey = (now: Date) =>
  `${MENU_BAND}${addDays(now.toISOString().slice(0, 10), 1)}${KEY_END}`;

/** access pattern #11: what the home tiles read, one Query (events still listed at `now` on). */
export const homeOfSite = (siteId: string, now: Date): QuerySpec => ({
  index: "gsi2",
  pk: homePk(siteId),
  sk: { between: [`${EVENT_BAND}${now.toISOString()}`, lastMenuKey(now)] },
});

/** access pattern #11 for `sites/todays_menu`: the locations and the menu tiles, no events. */
export const todaysMenusOfSite = (siteId: string, now: Date): QuerySpec => ({
  index: "gsi2",
  pk: homePk(siteId),
  sk: { between: [LOCATION_BAND, lastMenuKey(now)] },
});
