import { faqTreeSchema } from "../../schemas/faq";
import { defineEntity } from "../entity";
import { inSitePartition, siteIdAttribute } from "./site-partition";

/** The FAQ tree (questions, answers, forms), one item; search filters it in memory (access pattern #17). */
export const faqEntity = defineEntity({
  type: "faq",
  schema: faqTreeSchema,
  skPrefix: "FAQ",
  key: ({ siteId }: { siteId: string }) => inSitePartition(siteId, "FAQ"),
  attributes: siteIdAttribute,
});
