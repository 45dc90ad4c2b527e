import { siteHomeRoutes } from "../../../shared/api/routes/site-home";
import { HOME_SURVEY_COUNT } from "../../../shared/domain/content/survey";
import { defineSection } from "../../lib/group-handler";
import { publishedSurveys } from "../../lib/store/survey-list";
import { upcomingEvents } from "../../lib/upcoming-events";
import { hoursRows, statusRows, todaysMenu } from "../home-service";
import { readHome, readTodaysMenus } from "../home-store";

/**
 * The campus home's tiles: locations, hours, today's menus, news, events and surveys, read from
 * the home's projection (docs/data-model.md #11, docs/decisions/public-site.md "Round trips").
 */
export const section = defineSection(siteHomeRoutes, {
  // One Query beside the site check.
  getTodaysMenu: async ({ site_id }, { now, site }) => {
    const [published, home] = await Promise.all([site, readTodaysMenus(site_id, now)]);
    return todaysMenu(home.locations, home.menus, now, published.time_zone);
  },
  // Round 1: the site check, the home's Query and the surveys' Query; round 2: the surveys'
  // vote shards (functions/lib/store/survey-list.ts). Three requests with a warm site check.
  getHomeTiles: async ({ site_id }, { now, site }) => {
    const [published, home, surveys] = await Promise.all([
      site,
      readHome(site_id, now),
      publishedSurveys(site_id, HOME_SURVEY_COUNT),
    ]);
    const zone = published.time_zone;
    return {
      news_html: home.newsHtml,
      todays_menu: todaysMenu(home.locations, home.menus, now, zone),
      hours: hoursRows(home.locations, now, zone),
      status: { locations: statusRows(home.locations, now, zone) },
      upcoming: upcomingEvents(published, home.events, now),
      surveys: { surveys },
    };
  },
});
