import { siteHomeRoutes } from "../../../../shared/site-content/routes/site-home";
import type { Site } from "../../../../shared/site-content/schemas/site";
import { HOME_SURVEY_COUNT } from "../../../../shared/visitor-forms/survey";
import { defineSection } from "../../../platform/group-handler";
import { publishedSurveys } from "../../../visitor-forms/survey-list";
import { upcomingEvents } from "../../upcoming-events";
import { clockTiles, todaysMenu } from "../home-service";
import { readHome, readTodaysMenus } from "../home-store";

// Round 1: the site check, the home's Query and the surveys' Query; round 2: the surveys'
// vote shards (functions/visitor-forms/survey-list.ts). Three requests with a warm site check.
async function homeTiles(siteId: string, site: Promise<Site>, now: Date) {
  const [published, home, surveys] = await Promise.all([
    site,
    readHome(siteId, now),
    publishedSurveys(siteId, HOME_SURVEY_COUNT),
  ]);
  const zone = published.time_zone;
  return {
    news_html: home.newsHtml,
    todays_menu: todaysMenu(home.locations, home.menus, now, zone),
    ...clockTiles(home.locations, now, zone),
    upcoming: upcomingEvents(published, home.events, now),
    surveys: { surveys },
  };
}

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
  getHomeTiles: ({ site_id }, { now, site }) => homeTiles(site_id, site, now),
});
