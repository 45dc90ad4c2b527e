import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";

export const gatewayChargeSchema = z.object({
  idempotency_key: z.string().min(1),
  /** A charge of a one-time card token, or of a saved payment method (recurring billing). */
  kind: z.enum(["token", "saved"]).default("token"),
  amount_cents: z.int().min(0),
  /** 0 Approved, 12 Declined, 23 Invalid card (docs/payments.md). */
  result_code: z.int(),
  result: z.string(),
  transaction_id: z.string(),
  brand: z.string(),
  last4: z.string(),
  /**
   * A hash of the token or saved method charged: a key reused with another card is refused
   * like one reused with another amount. Older entries have none and compare on amount only.
   */
  source: z.string().optional(),
  /** The saved payment method of a `saved` charge (reconciliation rebuilds subscriptions). */
  payment_method: z.string().nullable().default(null),
  created_at: z.string(),
});
export type GatewayCharge = z.infer<typeof gatewayChargeSchema>;

type ChargeKey = { siteId: string; idempotencyKey: string };

/**
 * The sandbox gateway's ledger (docs/payments.md): one item per idempotency key, created with
 * attribute_not_exists so a repeated key gets the first result back and is never charged
 * twice; a test counts charges with one Query. A real processor keeps its own ledger.
 */
export const gatewayChargeEntity = defineEntity({
  type: "gateway_charge",
  schema: gatewayChargeSchema,
  key: ({ siteId, idempotencyKey }: ChargeKey) => ({
    pk: `${sitePk(siteId)}#GATEWAY`,
    sk: `CHARGE#${idempotencyKey}`,
  }),
});

export const chargesOfSite = (siteId: string) => ({
  pk: `${sitePk(siteId)}#GATEWAY`,
  sk: { beginsWith: "CHARGE#" },
});

/** The charges of one idempotency key prefix (a test's own keys). */
export const chargesWithKeyPrefix = (siteId: string, keyPrefix: string) => ({
  pk: `${sitePk(siteId)}#GATEWAY`,
  sk: { beginsWith: `CHARGE#${keyPrefix}` },
});

export const gatewayRefundSchema = z.object({
  idempotency_key: z.string().min(1),
  /** The transaction id of the charge given back. */
  transaction_id: z.string().min(1),
  amount_cents: z.int().min(1),
  refund_id: z.string(),
  created_at: z.string(),
});
export type GatewayRefund = z.infer<typeof gatewayRefundSchema>;

/**
 * A refund in the sandbox ledger, beside the charges but under its own prefix (the money audit
 * reads `CHARGE#` only): one per idempotency key, the first one wins.
 */
export const gatewayRefundEntity = defineEntity({
  type: "gateway_refund",
  schema: gatewayRefundSchema,
  key: ({ siteId, idempotencyKey }: ChargeKey) => ({
    pk: `${sitePk(siteId)}#GATEWAY`,
    sk: `REFUND#${idempotencyKey}`,
  }),
});
