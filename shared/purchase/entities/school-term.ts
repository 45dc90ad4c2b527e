import { defineEntity } from "../../platform/data/entity";
import { inSitePartition, siteIdAttribute } from "../../platform/entities/site-partition";
import { termEntrySchema } from "../schemas/order-form-entry";
import { purchaseConfigKeys } from "./purchase-config";

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
