import { currentWeek, locationNow } from "../../shared/menus/location-now";
import type { Building } from "../../shared/menus/schemas/building";
import type { Location } from "../../shared/menus/schemas/location";
import { type LocationView, locationViewSchema } from "../../shared/menus/schemas/location-view";
import { NotFoundError } from "../../shared/platform/errors";
import type { Site } from "../../shared/site-content/schemas/site";
import type { LocationStore, SiteLocations } from "./location-store";

export const LOCATION_NOT_FOUND = "Sorry, we're unable to find that location.";

/**
 * A location as the public pages read it: open/closed, the status message and occupancy are
 * decided now, in the campus's time zone (requirements: public-browsing §3 Location, §4).
 */
export function toLocationView(
  location: Location,
  building: Pick<Building, "name"> | undefined,
  now: Date,
  timeZone: string,
  withWeek = false,
): LocationView {
  // Only public fields: schedules and reservation settings stay on the server.
  const stored = Object.fromEntries(
    Object.keys(locationViewSchema.shape)
      .filter((key) => key in location)
      .map((key) => [key, location[key as keyof Location]]),
  ) as Omit<LocationView, "building" | "open" | "status" | "occupancy" | "week">;
  return {
    ...stored,
    building: building ? { name: building.name } : null,
    ...locationNow(location, now, timeZone),
    ...(withWeek ? { week: currentWeek(location.schedules, now, timeZone) } : {}),
  };
}

/**
 * The site (from the route's published-site check) and its locations and buildings, read
 * together: one round trip.
 */
export async function loadSiteLocations(
  site: Promise<Site>,
  locations: LocationStore,
  siteId: string,
): Promise<SiteLocations & { site: Site }> {
  const [published, all] = await Promise.all([site, locations.listAll(siteId)]);
  return { site: published, ...all };
}

/** The site and one active location in one round trip; unknown and inactive answer alike. */
export async function loadSiteLocation(
  site: Promise<Site>,
  store: LocationStore,
  siteId: string,
  locationId: string,
): Promise<{ site: Site; location: Location }> {
  const [published, location] = await Promise.all([site, store.getLocation(siteId, locationId)]);
  if (!location?.active) throw new NotFoundError(LOCATION_NOT_FOUND);
  return { site: published, location };
}
