import { type QuerySpec, sitePk, type TableKey } from "../data/entity";

/**
 * Content and purchase configuration share the site partition (docs/data-model.md): a kind
 * is a sort-key prefix there, and every item carries its `site_id`.
 */
export const inSitePartition = (siteId: string, sk: string): TableKey => ({
  pk: sitePk(siteId),
  sk,
});

/** The `attributes` of a site-partition item. */
export const siteIdAttribute = (_data: unknown, k: { siteId: string }) => ({ site_id: k.siteId });

/** Every item of one kind of the site partition, in sort-key order. */
export const kindInSite = (siteId: string, skPrefix: string): QuerySpec => ({
  pk: sitePk(siteId),
  sk: { beginsWith: skPrefix },
});
