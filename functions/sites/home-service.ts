import type { MenuNames } from "../../shared/data/entities/menu";
import { locationNow, scheduleDay } from "../../shared/domain/menus/location-now";
import { bySortOrder, isMenuLocation } from "../../shared/domain/menus/location-rules";
import { campusDate } from "../../shared/domain/time/campus-clock";
import { dayOfWeek } from "../../shared/domain/time/ymd";
import type { Location } from "../../shared/schemas/location";

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
