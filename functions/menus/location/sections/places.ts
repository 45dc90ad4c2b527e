import { campusMap } from "../../../../shared/menus/campus-map";
import { getCampusMap, getLocationDetail } from "../../../../shared/menus/routes/location";
import { defineSection } from "../../../platform/group-handler";
import { dynamoLocationStore } from "../../location-store";
import { loadSiteLocation, loadSiteLocations, toLocationView } from "../../location-view";

/** The campus map and a location's page. */
export const section = defineSection([getCampusMap, getLocationDetail] as const, {
  // One round trip: the site check beside the site's locations and buildings.
  getCampusMap: async ({ site_id }, { site }) => {
    const data = await loadSiteLocations(site, dynamoLocationStore, site_id);
    return { map: campusMap(data.site, data.locations, data.buildings) };
  },
  getLocationDetail: async ({ site_id, location_id }, { now, site }) => {
    const found = await loadSiteLocation(site, dynamoLocationStore, site_id, location_id);
    const { location } = found;
    const building = location.building_id
      ? await dynamoLocationStore.getBuilding(site_id, location.building_id)
      : undefined;
    return { location: toLocationView(location, building, now, found.site.time_zone, true) };
  },
});
