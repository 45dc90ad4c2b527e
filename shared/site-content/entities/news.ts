import * as z from "zod";
import { defineEntity } from "../../platform/data/entity";
import { inSitePartition, siteIdAttribute } from "../../platform/entities/site-partition";
import { homeNewsKeys } from "./home";

/**
 * The news tile's HTML, one item (docs/data-model.md #5), also on the campus home's projection
 * (docs/data-model.md #11).
 */
export const newsEntity = defineEntity({
  type: "news",
  schema: z.object({ html: z.string().catch("") }).catch({ html: "" }),
  skPrefix: "NEWS",
  key: ({ siteId }: { siteId: string }) => inSitePartition(siteId, "NEWS"),
  indexes: ({ siteId }) => homeNewsKeys(siteId),
  attributes: siteIdAttribute,
});
