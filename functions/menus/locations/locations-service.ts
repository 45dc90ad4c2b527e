import type { z } from "zod";
import { locationNow } from "../../../shared/menus/location-now";
import { bySortOrder, isMenuLocation, isOnMap } from "../../../shared/menus/location-rules";
import type { listLocations, WeekPayload } from "../../../shared/menus/routes/locations";
import type { Location } from "../../../shared/menus/schemas/location";
import type { LocationView } from "../../../shared/menus/schemas/location-view";
import type { WeekView } from "../../../shared/platform/time/week";
import type { SiteLocations } from "../location-store";
import { toLocationView } from "../location-view";

type ListInput = z.output<(typeof listLocations)["input"]>;

/** requirements: public-browsing §7 locations/all_locations: each flag narrows the list further. */
export function selectLocations(all: readonly Location[], input: ListInput): Location[] {
  return all
    .filter((location) => location.active)
    .filter((location) => !input.for_map || isOnMap(location))
    .filter((location) => !input.for_menus || isMenuLocation(location))
    .filter((location) => !input.with_address || location.address !== null)
    .sort(bySortOrder);
}

export function locationViews(
  data: SiteLocations,
  selected: readonly Location[],
  now: Date,
  timeZone: string,
): LocationView[] {
  const buildings = new Map(data.buildings.map((building) => [building.id, building]));
  return selected.map((location) =>
    toLocationView(
      location,
      location.building_id ? buildings.get(location.building_id) : undefined,
      now,
      timeZone,
    ),
  );
}

export const nameRows = (locations: readonly Location[]) =>
  locations.map(({ id, name }) => ({ id, name }));

export function statusRows(locations: readonly Location[], at: Date | number, timeZone: string) {
  return locations.map((location) => ({
    id: location.id,
    name: location.name,
    ...locationNow(location, at, timeZone),
  }));
}

/** Active locations in dropdown order, the base of every list here. */
export const activeSorted = (locations: readonly Location[]): Location[] =>
  locations.filter((location) => location.active).sort(bySortOrder);

/** The week view with the API's snake_case names. */
export function weekPayload(week: WeekView): WeekPayload {
  return {
    start: week.start,
    end: week.end,
    label: week.label,
    is_current_week: week.isCurrentWeek,
    show_previous: week.showPrevious,
    previous_start: week.previousStart,
    next_start: week.nextStart,
    days: week.days.map((day) => ({
      date: day.date,
      weekday: day.weekday,
      date_label: day.dateLabel,
    })),
  };
}
