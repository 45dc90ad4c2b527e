import { locationRoutes } from "../../shared/api/routes/location";
import { createGroupHandler } from "../lib/group-handler";
import { loadSiteLocation, toLocationView } from "../lib/location-view";
import { dynamoLocationStore } from "../lib/store/location-store";
import { dynamoMenuStore } from "../lib/store/menu-store";
import { dayMenu, dayPeriods, menuSearch, onePeriod } from "./menu-service";

const stores = { locations: dynamoLocationStore, menus: dynamoMenuStore };
const deps = (now: Date) => ({ ...stores, now: () => now });

export const handler = createGroupHandler(locationRoutes, {
  getLocationDetail: async ({ site_id, location_id }, { now }) => {
    const { site, location } = await loadSiteLocation(dynamoLocationStore, site_id, location_id);
    const building = location.building_id
      ? await dynamoLocationStore.getBuilding(site_id, location.building_id)
      : undefined;
    return { location: toLocationView(location, building, now, site.time_zone, true) };
  },
  getLocationMenu: ({ site_id, location_id, date }, { now }) =>
    dayMenu(deps(now), site_id, location_id, date),
  listMenuPeriods: ({ site_id, location_id, date }, { now }) =>
    dayPeriods(deps(now), site_id, location_id, date),
  getMenuPeriod: ({ site_id, location_id, date, period_id }, { now }) =>
    onePeriod(deps(now), site_id, location_id, date, period_id),
  searchLocationMenus: (input, { now }) => menuSearch(deps(now), input, now),
});
