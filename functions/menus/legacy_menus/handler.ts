import { legacyMenusRoutes } from "../../../shared/menus/routes/legacy-menus";
import { NotFoundError } from "../../../shared/platform/errors";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import { createGroupHandler } from "../../platform/group-handler";
import { LOCATION_NOT_FOUND } from "../location-view";
import { dynamoMenuStore } from "../menu-store";

export const handler = createGroupHandler(legacyMenusRoutes, {
  // One BatchGetItem reads the location, the HTML and the closed marker, beside the site check;
  // without a date, the campus's today needs the site first (a second round trip).
  getLegacyMenu: async ({ site_id, location_id, date }, { now, site }) => {
    const day = date ?? campusDate(now, (await site).time_zone);
    const found = await dynamoMenuStore.getLegacy(site_id, location_id, day);
    if (!found.locationFound) throw new NotFoundError(LOCATION_NOT_FOUND);
    return { closed: found.closed, html: found.closed ? null : found.html };
  },
});
