import { locationNow, scheduleDay } from "../../shared/domain/menus/location-now";
import { bySortOrder, isMenuLocation } from "../../shared/domain/menus/location-rules";
import { campusDate } from "../../shared/domain/time/campus-clock";
import { dayOfWeek } from "../../shared/domain/time/ymd";
import type { Location } from "../../shared/schemas/location";
import type { MenuPeriod } from "../../shared/schemas/menu";
import type { MenuStore } from "../lib/store/menu-store";

const byOrder = <T extends { sort_order: number }>(a: T, b: T) => a.sort_order - b.sort_order;

/** Locations > periods > stations > items, names only: the tile links to the menu page. */
function periodRows(periods: readonly MenuPeriod[]) {
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

/**
 * Today's menus in campus time (requirements: public-browsing §2 Today's Menu tile): one menu Query per
 * menu location, all sent together, so the request stays within two round trips.
 * Locations without a menu today are left out.
 */
export async function todaysMenu(
  menus: MenuStore,
  siteId: string,
  locations: readonly Location[],
  now: Date,
  timeZone: string,
) {
  const date = campusDate(now, timeZone);
  const shown = locations.filter(isMenuLocation).sort(bySortOrder);
  const days = await Promise.all(shown.map((location) => menus.getDay(siteId, location.id, date)));
  const rows = shown.map((location, index) => ({
    id: location.id,
    name: location.name,
    periods: periodRows(days[index]?.periods ?? []),
  }));
  return { date, locations: rows.filter((row) => row.periods.length > 0) };
}

/** The Hours of Operation tile's rows, as hours/with_locations answers them. */
export function hoursRows(locations: readonly Location[], now: Date, timeZone: string) {
  const today = campusDate(now, timeZone);
  return {
    date: today,
    locations: locations
      .filter((location) => location.active && !location.is_building)
      .sort(bySortOrder)
      .map((location) => ({
        id: location.id,
        name: location.name,
        ...locationNow(location, now, timeZone),
        today: scheduleDay(location.schedules, today, dayOfWeek(today)),
      })),
  };
}

/** The What's Open tile's rows, as locations/status answers them: active, in sort order. */
export function statusRows(locations: readonly Location[], now: Date, timeZone: string) {
  return locations
    .filter((location) => location.active)
    .sort(bySortOrder)
    .map((location) => ({
      id: location.id,
      name: location.name,
      ...locationNow(location, now, timeZone),
    }));
}
