import { publicSiteRoutes } from "../../shared/api/routes/public-site";
import { contentKeys } from "../../shared/data/keys";
import { NotFoundError } from "../../shared/errors";
import { sectionPageSchema } from "../../shared/onboarding/section-entry";
import { createGroupHandler } from "../lib/group-handler";
import { requirePublishedSite } from "../lib/site-context";
import { publishedSiteWith, queryItems } from "../lib/store/content-store";
import { dynamoSiteStore } from "../lib/store/site-store";

/** public-browsing §8: an unknown section is the not-found page. */
export const SECTION_NOT_FOUND = "Sorry, we're unable to find that.";

const [getSectionBySlug, listMicrositeSections] = publicSiteRoutes;

export const handler = createGroupHandler([getSectionBySlug, listMicrositeSections] as const, {
  // The site and the section body in one BatchGetItem (docs/data-model.md, SECTION#{slug}).
  getSectionBySlug: async ({ site_id, slug }) => {
    const { item } = await publishedSiteWith(site_id, contentKeys.section(site_id, slug));
    if (!item) throw new NotFoundError(SECTION_NOT_FOUND);
    return { section: sectionPageSchema.parse(item.data) };
  },
  listMicrositeSections: async ({ site_id }) => {
    const [, items] = await Promise.all([
      requirePublishedSite(dynamoSiteStore, site_id),
      queryItems(contentKeys.partition(site_id), { prefix: "SECTION#" }),
    ]);
    const sections = items
      .map((item) => sectionPageSchema.parse(item.data))
      .filter((section) => section.microsite_landing)
      .sort((a, b) => a.sort_order - b.sort_order);
    return { sections };
  },
});
