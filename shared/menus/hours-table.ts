import { type WeekView, weekView } from "../platform/time/week";
import type { Ymd } from "../platform/time/ymd";
import { locationNow, type ScheduleDay, scheduleWeek } from "./location-now";
import { groupByBuilding } from "./location-rules";
import type { Building } from "./schemas/building";
import type { Location } from "./schemas/location";

export const ADDITIONAL_LOCATIONS = "Additional Locations";

export interface HoursRow {
  id: string;
  name: string;
  /** Name of the building-location it sits in, shown as '(inside {building})'. */
  inside: string | null;
  days: ScheduleDay[];
  /** Shown as 'Currently: {occupancy}' unless 'na'. */
  occupancy: string;
}

export interface HoursTable {
  /** A building's name, or 'Additional Locations'. */
  title: string;
  building_id: string | null;
  rows: HoursRow[];
}

export interface HoursOfOperation {
  week: WeekView;
  tables: HoursTable[];
}

/**
 * The hours page (requirements: public-browsing §2 Hours of operation): a table per building, then the
 * 'Additional Locations' table. Where a location sits in a location flagged is_building
 * rather than in a Building, it is listed there with '(inside {building})'
 * (docs/decisions/locations-and-menus.md).
 */
export function hoursOfOperation(
  locations: readonly Location[],
  buildings: readonly Building[],
  date: Ymd,
  now: Date | number,
  timeZone: string,
): HoursOfOperation {
  const active = locations.filter((location) => location.active);
  const byId = new Map(active.map((location) => [location.id, location]));
  const row = (location: Location): HoursRow => {
    const host = location.building_id ? byId.get(location.building_id) : undefined;
    return {
      id: location.id,
      name: location.name,
      inside: host?.is_building ? host.name : null,
      days: scheduleWeek(location.schedules, date),
      occupancy: locationNow(location, now, timeZone).occupancy,
    };
  };
  const tables = groupByBuilding(active, buildings).map((group) => ({
    title: group.building?.name ?? ADDITIONAL_LOCATIONS,
    building_id: group.building?.id ?? null,
    rows: group.locations.map(row),
  }));
  return { week: weekView(date, now, timeZone), tables };
}
