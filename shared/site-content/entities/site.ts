import * as z from "zod";
import { defineEntity, type QuerySpec, sitePk } from "../../platform/data/entity";
import { type Site, siteSchema } from "../schemas/site";

/** The only cross-site key: the published-site directory on gsi2 holds nothing else. */
const DIRECTORY_PK = "DIRECTORY#public";

const slugIndexPk = (slug: string) => `${sitePk(slug.toLowerCase())}#SLUG`;

/**
 * The site record (docs/data-model.md #1–#3): by id, by slug on gsi1 (any casing), and, while
 * published, in the directory on gsi2 sorted by name. `slug` and `name` are top level for the
 * directory rows; `logo_exists` and `updated_at` come as extra attributes from the writer.
 */
export const siteEntity = defineEntity({
  type: "site",
  schema: siteSchema,
  skPrefix: "SITE",
  key: ({ siteId }: { siteId: string }) => ({ pk: sitePk(siteId), sk: "SITE" }),
  indexes: ({ siteId }, site) => ({
    gsi1pk: slugIndexPk(site.slug),
    gsi1sk: "SITE",
    ...(site.published
      ? { gsi2pk: DIRECTORY_PK, gsi2sk: `${site.name.toLowerCase()}#${siteId}` }
      : {}),
  }),
  attributes: (site: Site) => ({ site_id: site.id, slug: site.slug, name: site.name }),
});

/** The stored attributes beside the site's data. */
export const siteExtrasSchema = z.object({ logo_exists: z.boolean().catch(false) });

/** The whole stored site, as the site store and onboarding write it. */
export const siteItem = (site: Site, logoExists: boolean, now: Date) =>
  siteEntity.toItem({ siteId: site.id }, site, {
    logo_exists: logoExists,
    updated_at: now.toISOString(),
  });

/** access pattern #1: a site by its slug, whatever the casing. */
export const siteBySlug = (slug: string): QuerySpec => ({
  index: "gsi1",
  pk: slugIndexPk(slug),
  sk: { eq: "SITE" },
});

/** The whole site partition: the site record, its content and its purchase configuration. */
export const sitePartition = (siteId: string): QuerySpec => ({ pk: sitePk(siteId) });

/** access pattern #3: the published sites, by name. */
export const publishedSiteDirectory = (): QuerySpec => ({ index: "gsi2", pk: DIRECTORY_PK });
