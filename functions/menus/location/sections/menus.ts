import {
  getLocationMenu,
  getMenuPeriod,
  listMenuPeriods,
  searchLocationMenus,
} from "../../../../shared/menus/routes/location";
import type { Site } from "../../../../shared/site-content/schemas/site";
import { defineSection } from "../../../platform/group-handler";
import { dynamoLocationStore } from "../../location-store";
import { dynamoMenuStore } from "../../menu-store";
import { dayMenu, dayPeriods, menuSearch, onePeriod } from "../menu-service";

const deps = (site: Promise<Site>, now: Date) => ({
  site,
  locations: dynamoLocationStore,
  menus: dynamoMenuStore,
  now: () => now,
});

/** A location's menus by day and period, and the menu search. */
export const section = defineSection(
  [getLocationMenu, listMenuPeriods, getMenuPeriod, searchLocationMenus] as const,
  {
    getLocationMenu: ({ site_id, location_id, date }, { now, site }) =>
      dayMenu(deps(site, now), site_id, location_id, date),
    listMenuPeriods: ({ site_id, location_id, date }, { now, site }) =>
      dayPeriods(deps(site, now), site_id, location_id, date),
    getMenuPeriod: ({ site_id, location_id, date, period_id }, { now, site }) =>
      onePeriod(deps(site, now), site_id, location_id, date, period_id),
    searchLocationMenus: (input, { now, site }) => menuSearch(deps(site, now), input, now),
  },
);
