import { type IndexKeys, type QuerySpec, sitePk, type TableKey } from "../../platform/data/entity";

/**
 * A campus's purchase configuration on gsi2 (docs/data-model.md #19): the order form settings,
 * school terms, selection options, meal plans, custom plan options, declining balance settings
 * and promo codes also carry `S#PURCHASE` as their gsi2pk and their own sort key as gsi2sk, so
 * one Query reads every kind (each still in its own order) instead of one request per kind.
 */
const purchasePk = (siteId: string) => `${sitePk(siteId)}#PURCHASE`;

/** The `indexes` of a purchase configuration item, from its primary key. */
export const purchaseConfigKeys = (siteId: string, key: TableKey): IndexKeys => ({
  gsi2pk: purchasePk(siteId),
  gsi2sk: key.sk,
});

/** access pattern #19: the whole purchase configuration of a campus, one Query. */
export const purchaseConfigOfSite = (siteId: string): QuerySpec => ({
  index: "gsi2",
  pk: purchasePk(siteId),
});
