import type { MenuNames } from "../../../shared/menus/entities/menu";
import { locationNow, scheduleDay } from "../../../shared/menus/location-now";
import { bySortOrder, isMenuLocation } from "../../../shared/menus/location-rules";
import type { Location } from "../../../shared/menus/schemas/location";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import { dayOfWeek } from "../../../shared/platform/time/ymd";

/**
 * Today's menus in campus time (requirements: public-browsing §2 Today's Menu tile): each menu
 * location's tile of today, as the home's projection holds it (docs/data-model.md #11), in the
 * locations' order. Locations without a menu today are left out.
 */
export function todaysMenu(
  locations: readonly Location[],
  menus: ReadonlyMap<string, ReadonlyMap<string, MenuNames>>,
  now: Date,
  timeZone: string,
) {
  const date = campusDate(now, timeZone);
  const ofToday = menus.get(date);
  const rows = locations
    .filter(isMenuLocation)
    .sort(bySortOrder)
    .map((location) => ({
      id: location.id,
      name: location.name,
      periods: ofToday?.get(location.id) ?? [],
    }));
  return { date, locations: rows.filter((row) => row.periods.length > 0) };
}

/**
 * The Hours of Operation tile's rows (as hours/with_locations answers them: active, not
 * buildings, in sort order) and the What's Open tile's (as locations/status: active, in sort
 * order). Both show each location's status now, computed once per location for the two.
 */
export function clockTiles(locations: readonly Location[], now: Date, timeZone: string) {
  const today = campusDate(now, timeZone);
  const weekday = dayOfWeek(today);
  // Sorting is stable, so filtering the buildings out after sorting keeps the hours' order.
  const active = locations
    .filter((location) => location.active)
    .sort(bySortOrder)
    .map((location) => ({ location, now: locationNow(location, now, timeZone) }));
  return {
    hours: {
      date: today,
      locations: active
        .filter(({ location }) => !location.is_building)
        .map(({ location, now: current }) => ({
          id: location.id,
          name: location.name,
          ...current,
          today: scheduleDay(location.schedules, today, weekday),
        })),
    },
    status: {
      locations: active.map(({ location, now: current }) => ({
        id: location.id,
        name: location.name,
        ...current,
      })),
    },
  };
}
