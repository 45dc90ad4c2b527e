import { sitesRoutes } from "../../shared/api/routes/sites";
import { createGroupHandler } from "../lib/group-handler";
import { requirePublishedSite } from "../lib/site-context";
import { dynamoSiteStore } from "../lib/store/site-store";
import { publicSites, siteInfo } from "./site-service";
import { recordUserAgent } from "./user-agent-store";

export const handler = createGroupHandler(sitesRoutes, {
  listPublicSites: async () => ({ sites: await publicSites(dynamoSiteStore) }),
  getSiteInfo: async ({ slug }) => siteInfo(dynamoSiteStore, slug),
  postUserAgent: async ({ site_id, navigator }, { now }) => {
    await requirePublishedSite(dynamoSiteStore, site_id);
    await recordUserAgent(site_id, navigator, now);
    return {};
  },
});
