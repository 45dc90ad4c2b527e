import { getOpenMensaFeed } from "../../../shared/api/routes/location";
import { defineSection } from "../../lib/group-handler";
import { dynamoLocationStore } from "../../lib/store/location-store";
import { dynamoMenuStore } from "../../lib/store/menu-store";
import { openMensaLocationFeed } from "../openmensa-service";

/** A location's menus as an OpenMensa feed (docs/open-data.md). */
export const section = defineSection([getOpenMensaFeed] as const, {
  getOpenMensaFeed: ({ site_id, location_id }, { now, site }) =>
    openMensaLocationFeed(
      { site, locations: dynamoLocationStore, menus: dynamoMenuStore },
      site_id,
      location_id,
      now,
    ),
});
