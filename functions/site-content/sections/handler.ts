import { NotFoundError } from "../../../shared/platform/errors";
import { sectionEntity, sectionsOfSite } from "../../../shared/site-content/entities/section";
import { publicSiteRoutes } from "../../../shared/site-content/routes/public-site";
import { createGroupHandler } from "../../platform/group-handler";
import { getEntity, queryEntities } from "../../platform/table";

/** requirements: public-browsing §8: an unknown section is the not-found page. */
export const SECTION_NOT_FOUND = "Sorry, we're unable to find that.";

const [getSectionBySlug, listMicrositeSections] = publicSiteRoutes;

export const handler = createGroupHandler([getSectionBySlug, listMicrositeSections] as const, {
  // The section body by slug (docs/data-model.md #4), read beside the site check.
  getSectionBySlug: async ({ site_id, slug }) => {
    const section = await getEntity(sectionEntity, { siteId: site_id, slug });
    if (!section) throw new NotFoundError(SECTION_NOT_FOUND);
    return { section };
  },
  listMicrositeSections: async ({ site_id }) => {
    const sections = (await queryEntities(sectionEntity, sectionsOfSite(site_id)))
      .filter((section) => section.microsite_landing)
      .sort((a, b) => a.sort_order - b.sort_order);
    return { sections };
  },
});
