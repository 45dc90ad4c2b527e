import type { Site } from "../site-content/schemas/site";
import { hasMarker, isOnMap } from "./location-rules";
import type { Building } from "./schemas/building";
import type { Location } from "./schemas/location";

/** requirements: public-browsing §9: map zoom 16. */
export const CAMPUS_MAP_ZOOM = 16;

export interface MapMarker {
  id: string;
  name: string;
  lat: number;
  lon: number;
  building_id: string | null;
}

export interface CampusMap {
  center: { lat: number; lon: number } | null;
  zoom: number;
  buildings: { id: string; name: string }[];
  markers: MapMarker[];
}

const bySortOrder = (a: { sort_order: number }, b: { sort_order: number }) =>
  a.sort_order - b.sort_order;

/**
 * What the campus map draws (requirements: public-browsing §2 Campus map): a marker per location on the
 * map that is not a building, the buildings that hold one, centred on the campus address, else
 * on the first marker. No open/closed status: it changes by the minute, the map data does not,
 * so the answer can be cached (docs/decisions/locations-and-menus.md).
 */
export function campusMap(
  site: Pick<Site, "address">,
  locations: readonly Location[],
  buildings: readonly Building[],
): CampusMap {
  const markers = locations
    .filter(hasMarker)
    .sort(bySortOrder)
    .flatMap((location) =>
      location.address
        ? [
            {
              id: location.id,
              name: location.name,
              lat: location.address.lat,
              lon: location.address.lon,
              building_id: location.building_id ?? null,
            },
          ]
        : [],
    );
  const used = new Set(locations.filter(isOnMap).map((location) => location.building_id));
  const first = markers[0];
  return {
    center: site.address?.coordinates ?? (first ? { lat: first.lat, lon: first.lon } : null),
    zoom: CAMPUS_MAP_ZOOM,
    buildings: [...buildings]
      .filter((building) => used.has(building.id))
      .sort(bySortOrder)
      .map(({ id, name }) => ({ id, name })),
    markers,
  };
}
