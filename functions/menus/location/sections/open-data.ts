import { getOpenMensaFeed } from "../../../../shared/menus/routes/location";
import { defineSection } from "../../../platform/group-handler";
import { dynamoLocationStore } from "../../location-store";
import { dynamoMenuStore } from "../../menu-store";
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
