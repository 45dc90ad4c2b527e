import * as z from "zod";
import { defineEntity, pad4 } from "../../platform/data/entity";
import { inSitePartition } from "../../platform/entities/site-partition";
import { selectionOptionSchema } from "../../visitor-forms/schemas/order-form-settings";
import { paymentTypeSchema } from "../schemas/meal-plan";
import { purchaseConfigKeys } from "./purchase-config";

export type SelectionKind = "location" | "term" | "type" | "year";

/** A selection option; a customer type (kind `type`) also has payment types and tax. */
export const storedSelectionSchema = selectionOptionSchema.extend({
  payment_types: z.array(paymentTypeSchema).optional(),
  apply_tax: z.boolean().optional(),
});

type SelectionKey = { siteId: string; kind: SelectionKind; sort: number; optionId: string };

const selectionOptionKey = ({ siteId, kind, sort, optionId }: SelectionKey) =>
  inSitePartition(siteId, `SELECTION#${kind}#${pad4(sort)}#${optionId}`);

/** One option of the four customer selection lists, in file order; `kind` is top level. */
export const selectionOptionEntity = defineEntity({
  type: "selection",
  schema: storedSelectionSchema,
  skPrefix: "SELECTION#",
  key: selectionOptionKey,
  indexes: (k) => purchaseConfigKeys(k.siteId, selectionOptionKey(k)),
  attributes: (_data, { siteId, kind }: SelectionKey) => ({ site_id: siteId, kind }),
});
