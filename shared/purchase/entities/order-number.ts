import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";

/**
 * The order number a customer reads on the receipt, pointing at its order: written with
 * `attribute_not_exists` in the order's own transaction, so two orders of a campus never share
 * a number, and the console finds an order by number without a date range (docs/data-model.md).
 */
export const orderNumberEntity = defineEntity({
  type: "order_number",
  schema: z.object({ order_id: z.string() }),
  inline: true,
  key: ({ siteId, no }: { siteId: string; no: string }) => ({
    pk: `${sitePk(siteId)}#ORDERNO#${no.trim().toUpperCase()}`,
    sk: "ORDERNO",
  }),
});
