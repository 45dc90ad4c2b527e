import { newslettersRoutes } from "../../shared/api/routes/newsletters";
import { newsletterSchema } from "../../shared/schemas/newsletter";
import { createGroupHandler } from "../lib/group-handler";
import { requirePublishedSite } from "../lib/site-context";
import { listContent } from "../lib/store/content-store";
import { dynamoSiteStore } from "../lib/store/site-store";

export const handler = createGroupHandler(newslettersRoutes, {
  // Keys sort by year and date ascending; the page groups by year, newest first (§9).
  listNewsletters: async ({ site_id }) => {
    const [, newsletters] = await Promise.all([
      requirePublishedSite(dynamoSiteStore, site_id),
      listContent(site_id, "NEWSLETTER#", newsletterSchema),
    ]);
    return { newsletters: newsletters.filter((letter) => letter.published).reverse() };
  },
});
