import { sitesRoutes } from "../../../../shared/site-content/routes/sites";
import { defineSection } from "../../../platform/group-handler";
import { rememberSite } from "../../../platform/site-cache";
import { dynamoSiteStore } from "../../../platform/site-store";
import { publicSites, siteInfo } from "../site-service";
import { recordUserAgent } from "../user-agent-store";

/** The campus list, a campus's site and the browser details it reports. */
export const section = defineSection(sitesRoutes, {
  listPublicSites: async () => ({ sites: await publicSites(dynamoSiteStore) }),
  // A page asks for its site first; its next calls (the home tiles) reuse what this one read.
  getSiteInfo: async ({ slug }, { now }) => {
    const info = await siteInfo(dynamoSiteStore, slug);
    rememberSite(info.site, now);
    return info;
  },
  // A write: it waits for the site check (functions/platform/group-handler.ts).
  postUserAgent: async ({ site_id, navigator }, { now }) => {
    await recordUserAgent(site_id, navigator, now);
    return {};
  },
});
