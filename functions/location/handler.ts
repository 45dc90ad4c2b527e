import { locationRoutes } from "../../shared/api/routes/location";
import { campusMap } from "../../shared/domain/menus/campus-map";
import type { Site } from "../../shared/schemas/site";
import { createGroupHandler } from "../lib/group-handler";
import { loadSiteLocation, loadSiteLocations, toLocationView } from "../lib/location-view";
import { dynamoLocationStore } from "../lib/store/location-store";
import { dynamoMenuStore } from "../lib/store/menu-store";
import { dayMenu, dayPeriods, menuSearch, onePeriod } from "./menu-service";

const deps = (site: Promise<Site>, now: Date) => ({
  site,
  locations: dynamoLocationStore,
  menus: dynamoMenuStore,
  now: () => now,
});

export const handler = createGroupHandler(locationRoutes, {
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
  getLocationMenu: ({ site_id, location_id, date }, { now, site }) =>
    dayMenu(deps(site, now), site_id, location_id, date),
  listMenuPeriods: ({ site_id, location_id, date }, { now, site }) =>
    dayPeriods(deps(site, now), site_id, location_id, date),
  getMenuPeriod: ({ site_id, location_id, date, period_id }, { now, site }) =>
    onePeriod(deps(site, now), site_id, location_id, date, period_id),
  searchLocationMenus: (input, { now, site }) => menuSearch(deps(site, now), input, now),
});
