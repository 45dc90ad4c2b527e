import { hoursRoutes } from "../../shared/api/routes/hours";
import { locationNow, scheduleDay } from "../../shared/domain/menus/location-now";
import { bySortOrder } from "../../shared/domain/menus/location-rules";
import { campusDate } from "../../shared/domain/time/campus-clock";
import { dayOfWeek } from "../../shared/domain/time/ymd";
import { createGroupHandler } from "../lib/group-handler";
import { loadSiteLocations } from "../lib/location-view";
import { dynamoLocationStore } from "../lib/store/location-store";

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
