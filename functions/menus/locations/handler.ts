import { hoursOfOperation } from "../../../shared/menus/hours-table";
import { scheduleWeek } from "../../../shared/menus/location-now";
import { locationsRoutes } from "../../../shared/menus/routes/locations";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import { weekView } from "../../../shared/platform/time/week";
import type { Site } from "../../../shared/site-content/schemas/site";
import { createGroupHandler } from "../../platform/group-handler";
import { dynamoLocationStore } from "../location-store";
import { loadSiteLocations } from "../location-view";
import {
  activeSorted,
  locationViews,
  nameRows,
  selectLocations,
  statusRows,
  weekPayload,
} from "./locations-service";

const load = (siteId: string, site: Promise<Site>) =>
  loadSiteLocations(site, dynamoLocationStore, siteId);

export const handler = createGroupHandler(locationsRoutes, {
  listLocations: async (input, { now, site }) => {
    const data = await load(input.site_id, site);
    const locations = locationViews(
      data,
      selectLocations(data.locations, input),
      now,
      data.site.time_zone,
    );
    return input.with_buildings ? { locations, buildings: data.buildings } : { locations };
  },
  listLocationNames: async ({ site_id }, { site }) => ({
    locations: nameRows(activeSorted((await load(site_id, site)).locations)),
  }),
  listFeedbackLocations: async ({ site_id }, { site }) => ({
    locations: nameRows(
      activeSorted((await load(site_id, site)).locations).filter((l) => l.feedback_form),
    ),
  }),
  listLocationStatus: async ({ site_id }, { now, site }) => {
    const data = await load(site_id, site);
    return { locations: statusRows(activeSorted(data.locations), now, data.site.time_zone) };
  },
  listOpenLocations: async ({ site_id, timestamp }, { now, site }) => {
    const data = await load(site_id, site);
    const at = timestamp === undefined ? now : new Date(timestamp);
    return {
      timestamp: at.toISOString(),
      locations: statusRows(activeSorted(data.locations), at, data.site.time_zone),
    };
  },
  getWeeklySchedule: async ({ site_id, date }, { now, site }) => {
    const data = await load(site_id, site);
    const zone = data.site.time_zone;
    const day = date ?? campusDate(now, zone);
    return {
      week: weekPayload(weekView(day, now, zone)),
      locations: activeSorted(data.locations).map((location) => ({
        id: location.id,
        name: location.name,
        weekly_schedule: scheduleWeek(location.schedules, day),
      })),
    };
  },
  getHoursOfOperation: async ({ site_id, date }, { now, site }) => {
    const data = await load(site_id, site);
    const zone = data.site.time_zone;
    const table = hoursOfOperation(
      data.locations,
      data.buildings,
      date ?? campusDate(now, zone),
      now,
      zone,
    );
    return { week: weekPayload(table.week), tables: table.tables };
  },
});
