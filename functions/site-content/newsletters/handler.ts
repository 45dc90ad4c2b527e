import {
  newsletterEntity,
  newslettersOfSite,
} from "../../../shared/site-content/entities/newsletter";
import { newslettersRoutes } from "../../../shared/site-content/routes/newsletters";
import { createGroupHandler } from "../../platform/group-handler";
import { queryEntities } from "../../platform/table";

export const handler = createGroupHandler(newslettersRoutes, {
  // Keys sort by year and date ascending; the page groups by year, newest first (requirements: public-browsing §9).
  listNewsletters: async ({ site_id }) => {
    const newsletters = await queryEntities(newsletterEntity, newslettersOfSite(site_id));
    return { newsletters: newsletters.filter((letter) => letter.published).reverse() };
  },
});
