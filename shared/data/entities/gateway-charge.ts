import * as z from "zod";
import { defineEntity, sitePk } from "../entity";

export const gatewayChargeSchema = z.object({
  idempotency_key: z.string().min(1),
  amount_cents: z.int().min(0),
  /** 0 Approved, 12 Declined, 23 Invalid card (purchases-and-account §4). */
  result_code: z.int(),
  result: z.string(),
  transaction_id: z.string(),
  brand: z.string(),
  last4: z.string(),
  created_at: z.string(),
});
export type GatewayCharge = z.infer<typeof gatewayChargeSchema>;

/**
 * The sandbox gateway's ledger (docs/payments.md): one item per idempotency key, so a test
 * counts charges with one Query. A real processor keeps its own ledger.
 */
export const gatewayChargeEntity = defineEntity({
  type: "gateway_charge",
  schema: gatewayChargeSchema,
  key: ({ siteId, idempotencyKey }: { siteId: string; idempotencyKey: string }) => ({
    pk: `${sitePk(siteId)}#GATEWAY`,
    sk: `CHARGE#${idempotencyKey}`,
  }),
});

export const chargesOfSite = (siteId: string) => ({
  pk: `${sitePk(siteId)}#GATEWAY`,
  sk: { beginsWith: "CHARGE#" },
});
