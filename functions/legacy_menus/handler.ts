import { legacyMenusRoutes } from "../../shared/api/routes/legacy-menus";
import { NotFoundError } from "../../shared/errors";
import { createGroupHandler } from "../lib/group-handler";
import { LOCATION_NOT_FOUND } from "../lib/location-view";
import { dynamoMenuStore } from "../lib/store/menu-store";

export const handler = createGroupHandler(legacyMenusRoutes, {
  // One BatchGetItem reads the site, the location, the HTML and the closed marker.
  getLegacyMenu: async ({ site_id, location_id, date }) => {
    const found = await dynamoMenuStore.getLegacy(site_id, location_id, date);
    if (!found.site?.published) throw new NotFoundError("Invalid site.");
    if (!found.locationFound) throw new NotFoundError(LOCATION_NOT_FOUND);
    return { closed: found.closed, html: found.closed ? null : found.html };
  },
});
