import type { z } from "zod";
import { defineEntity, type IndexKeys, type QuerySpec, sitePk } from "../../platform/data/entity";
import { inSitePartition, siteIdAttribute } from "../../platform/entities/site-partition";

/**
 * Events, Balanced U events and special offers: by id in the site partition, and in start
 * order on gsi1 under the kind's list key (docs/data-model.md #12, #13). `gsi2` gives a kind's
 * keys on gsi2, if it has any (events: the campus home's projection, access pattern #11).
 */
export function defineDatedContent<
  const T extends string,
  const P extends string,
  D extends { start: string },
>(kind: {
  type: T;
  schema: z.ZodType<D>;
  skPrefix: P;
  list: string;
  gsi2?: (siteId: string, item: D) => IndexKeys;
}) {
  const listPk = (siteId: string) => `${sitePk(siteId)}#${kind.list}`;
  const entity = defineEntity({
    type: kind.type,
    schema: kind.schema,
    skPrefix: kind.skPrefix,
    key: ({ siteId, id }: { siteId: string; id: string }) =>
      inSitePartition(siteId, `${kind.skPrefix}${id}`),
    indexes: ({ siteId, id }, item) => ({
      gsi1pk: listPk(siteId),
      gsi1sk: `${item.start}#${id}`,
      ...kind.gsi2?.(siteId, item),
    }),
    attributes: siteIdAttribute,
  });
  /** The site's items of this kind, soonest start first. */
  const inStartOrder = (siteId: string): QuerySpec => ({ index: "gsi1", pk: listPk(siteId) });
  return { entity, inStartOrder };
}
