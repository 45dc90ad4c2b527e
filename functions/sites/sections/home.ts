import { siteHomeRoutes } from "../../../shared/api/routes/site-home";
import { HOME_SURVEY_COUNT } from "../../../shared/domain/content/survey";
import { defineSection } from "../../lib/group-handler";
import { loadSiteLocations } from "../../lib/location-view";
import { dynamoLocationStore } from "../../lib/store/location-store";
import { dynamoMenuStore } from "../../lib/store/menu-store";
import { getNewsHtml } from "../../lib/store/news-store";
import { publishedSurveys } from "../../lib/store/survey-list";
import { listEvents, upcomingEvents } from "../../lib/upcoming-events";
import { hoursRows, statusRows, todaysMenu } from "../home-service";

/** The campus home's tiles: locations, hours, today's menus, news, events and surveys. */
export const section = defineSection(siteHomeRoutes, {
  getTodaysMenu: async ({ site_id }, { now, site }) => {
    const data = await loadSiteLocations(site, dynamoLocationStore, site_id);
    return todaysMenu(dynamoMenuStore, site_id, data.locations, now, data.site.time_zone);
  },
  // Round 1: site, locations, news and events together; round 2: today's menus
  // (docs/decisions/public-site.md).
  getHomeTiles: async ({ site_id }, { now, site }) => {
    const [data, news_html, events, surveys] = await Promise.all([
      loadSiteLocations(site, dynamoLocationStore, site_id),
      getNewsHtml(site_id),
      listEvents(site_id),
      publishedSurveys(site_id, HOME_SURVEY_COUNT),
    ]);
    const zone = data.site.time_zone;
    return {
      news_html,
      todays_menu: await todaysMenu(dynamoMenuStore, site_id, data.locations, now, zone),
      hours: hoursRows(data.locations, now, zone),
      status: { locations: statusRows(data.locations, now, zone) },
      upcoming: upcomingEvents(data.site, events, now),
      surveys: { surveys },
    };
  },
});
