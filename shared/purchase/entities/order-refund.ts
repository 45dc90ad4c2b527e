import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";

/**
 * One refund (card, through the gateway) or reversal (Student ID, payroll: taken off the account
 * by the card office) of an order, made in the operations console (docs/operations/orders.md
 * "Refunds exactly once"). Claimed `pending` in the same transaction as the order's claim and the
 * audit entry, before the gateway is called, with the idempotency key that call will use.
 */
export const orderRefundSchema = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1),
  site_id: z.string().min(1),
  kind: z.enum(["refund", "reversal"]),
  state: z.enum(["pending", "succeeded", "failed"]),
  amount_cents: z.int().min(1),
  lines: z.array(z.object({ line_id: z.string(), amount_cents: z.int().min(1) })),
  reason: z.string().default(""),
  /** The client's id of the request, when it sent one: a retry answers this refund. */
  request_id: z.string().nullable().default(null),
  /** Fixed before the gateway is called; every try of this refund sends it. */
  idempotency_key: z.string(),
  staff_id: z.string(),
  staff_email: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable().default(null),
  gateway_refund_id: z.string().nullable().default(null),
  failure: z.string().nullable().default(null),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

type OrderRefundKey = { siteId: string; orderId: string; refundId: string };

/** The order's own partition (shared/purchase/entities/order.ts), so one Query reads both. */
export const orderPartitionPk = (siteId: string, orderId: string) =>
  `${sitePk(siteId)}#ORDER#${orderId}`;

const pendingPk = (siteId: string) => `${sitePk(siteId)}#ORDER_REFUND#PENDING`;

/**
 * Kept beside its order under `REFUND#{id}`. Sparse gsi1 entry while pending (the result
 * recording REMOVEs it), so the refunds a crash left unfinished are one Query per campus.
 */
export const orderRefundEntity = defineEntity({
  type: "order_refund",
  schema: orderRefundSchema,
  skPrefix: "REFUND#",
  key: ({ siteId, orderId, refundId }: OrderRefundKey) => ({
    pk: orderPartitionPk(siteId, orderId),
    sk: `REFUND#${refundId}`,
  }),
  indexes: ({ siteId }: OrderRefundKey, refund) =>
    refund.state === "pending" ? { gsi1pk: pendingPk(siteId), gsi1sk: refund.created_at } : {},
});

/** The order and its refunds: one Query of the order's partition. */
export const orderWithRefunds = (siteId: string, orderId: string) => ({
  pk: orderPartitionPk(siteId, orderId),
});

/** A campus's refunds still pending that were claimed before `before` (ISO), oldest first. */
export const pendingRefundsOfSite = (siteId: string, before: string) => ({
  index: "gsi1" as const,
  pk: pendingPk(siteId),
  sk: { lte: before },
});
