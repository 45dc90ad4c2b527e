import { legacyMenusRoutes } from "../../shared/api/routes/legacy-menus";
import { campusDate } from "../../shared/domain/time/campus-clock";
import { NotFoundError } from "../../shared/errors";
import { createGroupHandler } from "../lib/group-handler";
import { LOCATION_NOT_FOUND, loadSiteLocation } from "../lib/location-view";
import { dynamoLocationStore } from "../lib/store/location-store";
import { dynamoMenuStore } from "../lib/store/menu-store";

export const handler = createGroupHandler(legacyMenusRoutes, {
  // One BatchGetItem reads the site, the location, the HTML and the closed marker; without a
  // date, the campus's today is found first (a second round trip).
  getLegacyMenu: async ({ site_id, location_id, date }, { now }) => {
    const day =
      date ??
      campusDate(
        now,
        (await loadSiteLocation(dynamoLocationStore, site_id, location_id)).site.time_zone,
      );
    const found = await dynamoMenuStore.getLegacy(site_id, location_id, day);
    if (!found.site?.published) throw new NotFoundError("Invalid site.");
    if (!found.locationFound) throw new NotFoundError(LOCATION_NOT_FOUND);
    return { closed: found.closed, html: found.closed ? null : found.html };
  },
});
