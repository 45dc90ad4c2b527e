import { newslettersRoutes } from "../../shared/api/routes/newsletters";
import { newsletterEntity, newslettersOfSite } from "../../shared/data/entities/newsletter";
import { createGroupHandler } from "../lib/group-handler";
import { queryEntities } from "../lib/store/table";

export const handler = createGroupHandler(newslettersRoutes, {
  // Keys sort by year and date ascending; the page groups by year, newest first (requirements: public-browsing §9).
  listNewsletters: async ({ site_id }) => {
    const newsletters = await queryEntities(newsletterEntity, newslettersOfSite(site_id));
    return { newsletters: newsletters.filter((letter) => letter.published).reverse() };
  },
});
