import { defineEntity } from "../../platform/data/entity";
import { inSitePartition, siteIdAttribute } from "../../platform/entities/site-partition";
import { micrositeSchema } from "../schemas/microsite";

/** The site's microsite, one item (docs/data-model.md #5). */
export const micrositeEntity = defineEntity({
  type: "microsite",
  schema: micrositeSchema,
  skPrefix: "MICROSITE",
  key: ({ siteId }: { siteId: string }) => inSitePartition(siteId, "MICROSITE"),
  attributes: siteIdAttribute,
});
