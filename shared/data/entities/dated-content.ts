import { type QuerySpec, sitePk } from "../entity";

/**
 * Events, Balanced U events and special offers: by id in the site partition, and in start
 * order on gsi1 under the kind's list key (docs/data-model.md #12, #13).
 */
export const startOrderIndex = (siteId: string, list: string, id: string, start: string) => ({
  gsi1pk: `${sitePk(siteId)}#${list}`,
  gsi1sk: `${start}#${id}`,
});

export const inStartOrder = (siteId: string, list: string): QuerySpec => ({
  index: "gsi1",
  pk: `${sitePk(siteId)}#${list}`,
});
