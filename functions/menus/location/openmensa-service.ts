import { isMenuLocation } from "../../../shared/menus/location-rules";
import { OPENMENSA_DAYS, openMensaFeed } from "../../../shared/menus/openmensa-feed";
import { NotFoundError } from "../../../shared/platform/errors";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import { addDays } from "../../../shared/platform/time/ymd";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { HttpResult } from "../../platform/http";
import type { LocationStore } from "../location-store";
import { LOCATION_NOT_FOUND, loadSiteLocation } from "../location-view";
import type { MenuStore } from "../menu-store";

export interface OpenMensaDeps {
  site: Promise<Site>;
  locations: LocationStore;
  menus: MenuStore;
}

/**
 * GET location/{id}/openmensa.xml: the next OPENMENSA_DAYS campus dates of a menu location.
 * Campus "today" is within a day of UTC's in every zone, so the menu Query asks for UTC's
 * yesterday onwards and goes out beside the site and location reads: one round trip, not two
 * (docs/data-model.md #10); the dates the campus clock does not cover are dropped.
 */
export async function openMensaLocationFeed(
  deps: OpenMensaDeps,
  siteId: string,
  locationId: string,
  now: Date,
): Promise<HttpResult> {
  const utcToday = now.toISOString().slice(0, 10);
  const [found, menus] = await Promise.all([
    loadSiteLocation(deps.site, deps.locations, siteId, locationId),
    deps.menus.getRange(
      siteId,
      locationId,
      addDays(utcToday, -1),
      addDays(utcToday, OPENMENSA_DAYS),
    ),
  ]);
  if (!isMenuLocation(found.location)) throw new NotFoundError(LOCATION_NOT_FOUND);
  const today = campusDate(now, found.site.time_zone);
  const dates = Array.from({ length: OPENMENSA_DAYS }, (_, day) => addDays(today, day));
  return {
    statusCode: 200,
    headers: { "content-type": "application/xml; charset=utf-8" },
    body: openMensaFeed({ site: found.site, location: found.location, dates, menus }),
  };
}
