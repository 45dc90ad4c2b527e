import { MENU_SEARCH_DAYS, searchMenus } from "../../../shared/menus/menu-search";
import type { Location } from "../../../shared/menus/schemas/location";
import type { MenuPeriod } from "../../../shared/menus/schemas/menu";
import { markSoldOut } from "../../../shared/operations/content-sold-out";
import { NotFoundError } from "../../../shared/platform/errors";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import { addDays } from "../../../shared/platform/time/ymd";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { LocationStore } from "../location-store";
import { loadSiteLocation } from "../location-view";
import type { MenuDayRecord, MenuStore } from "../menu-store";

export const PERIOD_NOT_FOUND =
  "Sorry, we weren't able to find menus for this location for the day you selected.";

export interface MenuDeps {
  /** The route's published-site check (ctx.site). */
  site: Promise<Site>;
  locations: LocationStore;
  menus: MenuStore;
  /** The request's instant (ctx.now), for "today" when no date is given. */
  now: () => Date;
}

/**
 * The location check and the menu query go out together: two round trips, one wait. The menu
 * is only answered once the site is published and the location is active and shows menus.
 */
async function siteAndDay(
  deps: MenuDeps,
  siteId: string,
  locationId: string,
  date: string | undefined,
): Promise<{ site: Site; location: Location; day: MenuDayRecord }> {
  if (date === undefined) {
    // Without a date the campus's today is needed first: still two round trips, one after the other.
    const found = await loadSiteLocation(deps.site, deps.locations, siteId, locationId);
    const today = campusDate(deps.now(), found.site.time_zone);
    return { ...found, day: await deps.menus.getDay(siteId, locationId, today) };
  }
  const [found, day] = await Promise.all([
    loadSiteLocation(deps.site, deps.locations, siteId, locationId),
    deps.menus.getDay(siteId, locationId, date),
  ]);
  return { ...found, day };
}

const byPeriodOrder = (a: MenuPeriod, b: MenuPeriod) => a.sort_order - b.sort_order;

/** The day's periods in order, with the items staff marked sold out flagged (docs/operations/content.md). */
const servedPeriods = (day: MenuDayRecord) =>
  markSoldOut([...day.periods].sort(byPeriodOrder), day.soldOut);

export async function dayMenu(deps: MenuDeps, siteId: string, locationId: string, date?: string) {
  const { day } = await siteAndDay(deps, siteId, locationId, date);
  return { closed: day.closed, menu: { periods: servedPeriods(day) } };
}

export async function dayPeriods(
  deps: MenuDeps,
  siteId: string,
  locationId: string,
  date?: string,
) {
  const { day } = await siteAndDay(deps, siteId, locationId, date);
  const periods = servedPeriods(day);
  return {
    closed: day.closed,
    periods: periods.map(({ id, name, sort_order }) => ({ id, name, sort_order })),
    menu: { period: periods[0] ?? null },
  };
}

export async function onePeriod(
  deps: MenuDeps,
  siteId: string,
  locationId: string,
  date: string | undefined,
  periodId: string,
) {
  const { day } = await siteAndDay(deps, siteId, locationId, date);
  const period = servedPeriods(day).find((candidate) => candidate.id === periodId);
  if (!period) throw new NotFoundError(PERIOD_NOT_FOUND);
  return { closed: day.closed, menu: { period } };
}

/**
 * requirements: public-browsing §9: the search covers 10 days from today on campus. A later start date is
 * allowed; the window never reaches past today + 9 (docs/decisions/locations-and-menus.md).
 */
export async function menuSearch(
  deps: MenuDeps,
  input: {
    site_id: string;
    location_id: string;
    date?: string | undefined;
    days: number;
    phrase: string;
  },
  now: Date,
) {
  const { site } = await loadSiteLocation(
    deps.site,
    deps.locations,
    input.site_id,
    input.location_id,
  );
  const today = campusDate(now, site.time_zone);
  const last = addDays(today, MENU_SEARCH_DAYS - 1);
  const from = input.date && input.date > today ? input.date : today;
  const wanted = addDays(from, input.days - 1);
  const to = [wanted, last].sort()[0] ?? last;
  if (from > to) return { search_results: [] };
  const days = await deps.menus.getRange(input.site_id, input.location_id, from, to);
  return { search_results: searchMenus(days, input.phrase) };
}
