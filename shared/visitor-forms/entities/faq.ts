import { defineEntity } from "../../platform/data/entity";
import { inSitePartition, siteIdAttribute } from "../../platform/entities/site-partition";
import { faqTreeSchema } from "../schemas/faq";

/** The FAQ tree (questions, answers, forms), one item; search filters it in memory (access pattern #17). */
export const faqEntity = defineEntity({
  type: "faq",
  schema: faqTreeSchema,
  skPrefix: "FAQ",
  key: ({ siteId }: { siteId: string }) => inSitePartition(siteId, "FAQ"),
  attributes: siteIdAttribute,
});
