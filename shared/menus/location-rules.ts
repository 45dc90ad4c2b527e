import type { Building } from "./schemas/building";
import type { Location } from "./schemas/location";

type Listed = Pick<Location, "id" | "name" | "sort_order" | "building_id">;
type Mappable = Pick<Location, "address" | "show_map" | "active" | "is_building">;

/** requirements: public-browsing §2 Campus map: listed on the map with an address, show_map and active. */
export function isOnMap(location: Mappable): boolean {
  return location.address !== null && location.show_map && location.active;
}

/** A marker also needs the location not to be a building (requirements: public-browsing §2 Campus map). */
export function hasMarker(location: Mappable): boolean {
  return isOnMap(location) && !location.is_building;
}

/** Menu page locations: active with show_menus (requirements: public-browsing §2 Menu page). */
export function isMenuLocation(location: Pick<Location, "active" | "show_menus">): boolean {
  return location.active && location.show_menus;
}

export const bySortOrder = <T extends { sort_order: number; name: string }>(a: T, b: T): number =>
  a.sort_order - b.sort_order || a.name.localeCompare(b.name);

export interface LocationGroup<L> {
  building: Pick<Building, "id" | "name"> | null;
  locations: L[];
}

/**
 * Dropdown groups (requirements: public-browsing §2 Menu page, Campus map): one per building in building
 * order, each with its locations by sort_order; locations outside a known building come last,
 * in a group without a building (shown after a divider). Empty buildings are left out.
 */
export function groupByBuilding<L extends Listed>(
  locations: readonly L[],
  buildings: readonly Pick<Building, "id" | "name" | "sort_order">[],
): LocationGroup<L>[] {
  const sorted = [...locations].sort(bySortOrder);
  const groups: LocationGroup<L>[] = [...buildings].sort(bySortOrder).map((building) => ({
    building: { id: building.id, name: building.name },
    locations: sorted.filter((location) => location.building_id === building.id),
  }));
  const known = new Set(buildings.map((building) => building.id));
  const outside = sorted.filter((l) => l.building_id === null || !known.has(l.building_id));
  return [
    ...groups.filter((group) => group.locations.length > 0),
    ...(outside.length > 0 ? [{ building: null, locations: outside }] : []),
  ];
}

/**
 * The location chosen on load: the first one of the list in dropdown order, which is the
 * first location of the first building with showable locations (requirements: public-browsing §2 Campus map).
 */
export function firstLocation<L>(groups: readonly LocationGroup<L>[]): L | null {
  return groups[0]?.locations[0] ?? null;
}
