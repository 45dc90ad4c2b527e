import { termEntrySchema } from "../../onboarding/order-form-entry";
import { defineEntity } from "../entity";
import { inSitePartition, kindInSite, siteIdAttribute } from "./site-partition";

type TermKey = { siteId: string; start: string; termId: string };

/** A school term, in start order. */
export const schoolTermEntity = defineEntity({
  type: "school_term",
  schema: termEntrySchema,
  skPrefix: "TERM#",
  key: ({ siteId, start, termId }: TermKey) => inSitePartition(siteId, `TERM#${start}#${termId}`),
  attributes: siteIdAttribute,
});

export const schoolTermsOfSite = (siteId: string) => kindInSite(siteId, schoolTermEntity.skPrefix);
