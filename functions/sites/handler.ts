import { siteHomeRoutes } from "../../shared/api/routes/site-home";
import { sitesRoutes } from "../../shared/api/routes/sites";
import { createGroupHandler } from "../lib/group-handler";
import { loadSiteLocations } from "../lib/location-view";
import { requirePublishedSite } from "../lib/site-context";
import { dynamoLocationStore } from "../lib/store/location-store";
import { dynamoMenuStore } from "../lib/store/menu-store";
import { getNewsHtml } from "../lib/store/news-store";
import { dynamoSiteStore } from "../lib/store/site-store";
import { queryEventItems, upcomingEvents } from "../lib/upcoming-events";
import { hoursRows, statusRows, todaysMenu } from "./home-service";
import { publicSites, siteInfo } from "./site-service";
import { recordUserAgent } from "./user-agent-store";

export const handler = createGroupHandler([...sitesRoutes, ...siteHomeRoutes] as const, {
  listPublicSites: async () => ({ sites: await publicSites(dynamoSiteStore) }),
  getSiteInfo: async ({ slug }) => siteInfo(dynamoSiteStore, slug),
  postUserAgent: async ({ site_id, navigator }, { now }) => {
    await requirePublishedSite(dynamoSiteStore, site_id);
    await recordUserAgent(site_id, navigator, now);
    return {};
  },
  getTodaysMenu: async ({ site_id }, { now }) => {
    const { site, locations } = await loadSiteLocations(
      dynamoSiteStore,
      dynamoLocationStore,
      site_id,
    );
    return todaysMenu(dynamoMenuStore, site_id, locations, now, site.time_zone);
  },
  // Round 1: site, locations and news together; round 2: today's menus (docs/decisions/public-site.md).
  getHomeTiles: async ({ site_id }, { now }) => {
    const [{ site, locations }, news_html, events] = await Promise.all([
      loadSiteLocations(dynamoSiteStore, dynamoLocationStore, site_id),
      getNewsHtml(site_id),
      queryEventItems(site_id),
    ]);
    const zone = site.time_zone;
    return {
      news_html,
      todays_menu: await todaysMenu(dynamoMenuStore, site_id, locations, now, zone),
      hours: hoursRows(locations, now, zone),
      status: { locations: statusRows(locations, now, zone) },
      upcoming: upcomingEvents(site, events, now),
    };
  },
});
