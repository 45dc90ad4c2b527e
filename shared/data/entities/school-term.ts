import { termEntrySchema } from "../../onboarding/order-form-entry";
import { defineEntity } from "../entity";
import { purchaseConfigKeys } from "./purchase-config";
import { inSitePartition, siteIdAttribute } from "./site-partition";

type TermKey = { siteId: string; start: string; termId: string };

const schoolTermKey = ({ siteId, start, termId }: TermKey) =>
  inSitePartition(siteId, `TERM#${start}#${termId}`);

/** A school term, in start order. */
export const schoolTermEntity = defineEntity({
  type: "school_term",
  schema: termEntrySchema,
  skPrefix: "TERM#",
  key: schoolTermKey,
  indexes: (k) => purchaseConfigKeys(k.siteId, schoolTermKey(k)),
  attributes: siteIdAttribute,
});
