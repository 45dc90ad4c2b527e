import { defineEntity } from "../../platform/data/entity";
import {
  inSitePartition,
  kindInSite,
  siteIdAttribute,
} from "../../platform/entities/site-partition";
import { sectionPageSchema } from "../schemas/section-page";

/** A section page's body, by slug in any casing (docs/data-model.md #4). */
export const sectionEntity = defineEntity({
  type: "section",
  schema: sectionPageSchema,
  skPrefix: "SECTION#",
  key: ({ siteId, slug }: { siteId: string; slug: string }) =>
    inSitePartition(siteId, `SECTION#${slug.toLowerCase()}`),
  attributes: siteIdAttribute,
});

export const sectionsOfSite = (siteId: string) => kindInSite(siteId, sectionEntity.skPrefix);
