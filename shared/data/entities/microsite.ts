import { micrositeSchema } from "../../schemas/microsite";
import { defineEntity } from "../entity";
import { inSitePartition, siteIdAttribute } from "./site-partition";

/** The site's microsite, one item (docs/data-model.md #5). */
export const micrositeEntity = defineEntity({
  type: "microsite",
  schema: micrositeSchema,
  skPrefix: "MICROSITE",
  key: ({ siteId }: { siteId: string }) => inSitePartition(siteId, "MICROSITE"),
  attributes: siteIdAttribute,
});
