import { locationNow, scheduleDay } from "../../../shared/menus/location-now";
import { bySortOrder } from "../../../shared/menus/location-rules";
import { hoursRoutes } from "../../../shared/menus/routes/hours";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import { dayOfWeek } from "../../../shared/platform/time/ymd";
import { createGroupHandler } from "../../platform/group-handler";
import { dynamoLocationStore } from "../location-store";
import { loadSiteLocations } from "../location-view";

export const handler = createGroupHandler(hoursRoutes, {
  getHoursWithLocations: async ({ site_id }, { now, site }) => {
    const data = await loadSiteLocations(site, dynamoLocationStore, site_id);
    const zone = data.site.time_zone;
    const today = campusDate(now, zone);
    const locations = data.locations
      .filter((location) => location.active && !location.is_building)
      .sort(bySortOrder)
      .map((location) => ({
        id: location.id,
        name: location.name,
        ...locationNow(location, now, zone),
        today: scheduleDay(location.schedules, today, dayOfWeek(today)),
      }));
    return { date: today, locations };
  },
});
