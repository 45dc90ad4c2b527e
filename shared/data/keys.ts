/**
 * Key builders, one per entity (docs/data-model.md). Every key begins with its site, so a
 * request scoped to site A cannot address an item of site B. The only cross-site key is the
 * published-site directory on gsi2, which holds nothing but the selector's rows.
 */
const site = (siteId: string) => `SITE#${siteId}`;

export const DIRECTORY_PK = "DIRECTORY#public";

export const siteKeys = {
  /** The site record; its slug lives on gsi1, its directory row on gsi2 (published only). */
  site: (siteId: string) => ({ pk: site(siteId), sk: "SITE" }),
  bySlug: (slug: string) => ({ gsi1pk: `${site(slug.toLowerCase())}#SLUG`, gsi1sk: "SITE" }),
  directory: (name: string, siteId: string) => ({
    gsi2pk: DIRECTORY_PK,
    gsi2sk: `${name.toLowerCase()}#${siteId}`,
  }),
  /** Section bodies are read one at a time by slug (sections/info_by_slug). */
  section: (siteId: string, slug: string) => ({
    pk: site(siteId),
    sk: `SECTION#${slug.toLowerCase()}`,
  }),
  /** Browser details, one partition per site and day, expiring after 90 days. */
  userAgent: (siteId: string, day: string, id: string) => ({
    pk: `${site(siteId)}#UA#${day}`,
    sk: id,
  }),
};

/** Marker stored with every item so a table export stays readable. */
export type EntityType = "site" | "section" | "user_agent";
