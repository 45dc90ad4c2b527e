import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { orderEntity } from "../../../shared/purchase/entities/order";
import {
  type OrderRefund,
  orderRefundEntity,
  pendingRefundsOfSite,
} from "../../../shared/purchase/entities/order-refund";
import { documentClient, tableName } from "../../platform/dynamo";
import { conditionalWrite, queryAll } from "../../platform/table";
import { readOrderSnapshot } from "./order-snapshot";

// What finishing a claimed refund reads and writes (docs/operations/orders.md "Refunds exactly
// once", steps 3 and 4): the console and the reconciliation sweeper share it, so both record a
// gateway's answer under the same conditions.

const refundKey = (refund: OrderRefund) =>
  orderRefundEntity.key({
    siteId: refund.site_id,
    orderId: refund.order_id,
    refundId: refund.id,
  });

/** pending → `state`, once; leaving the sparse pending index in the same write. */
const recordResult = (
  refund: OrderRefund,
  state: "succeeded" | "failed",
  set: string,
  now: Date,
  values: Record<string, unknown>,
) =>
  conditionalWrite(
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: refundKey(refund),
        UpdateExpression: `SET #d.#st = :state, ${set}, #d.finished_at = :now REMOVE gsi1pk, gsi1sk`,
        ConditionExpression: "#d.#st = :pending",
        ExpressionAttributeNames: { "#d": "data", "#st": "state" },
        ExpressionAttributeValues: {
          ":state": state,
          ":pending": "pending",
          ":now": now.toISOString(),
          ...values,
        },
      }),
    ),
  );

export const refundStore = {
  /** The order with its refunds, read consistently. */
  snapshot: readOrderSnapshot,

  /** Records the gateway's refund once: pending → succeeded; false when already recorded. */
  markSucceeded: (refund: OrderRefund, gatewayRefundId: string, now: Date) =>
    recordResult(refund, "succeeded", "#d.gateway_refund_id = :rid", now, {
      ":rid": gatewayRefundId,
    }),

  /** The gateway refused: pending → failed, so its cents are free again. */
  markFailed: (refund: OrderRefund, failure: string, now: Date) =>
    recordResult(refund, "failed", "#d.failure = :failure", now, { ":failure": failure }),

  /**
   * Raises the order's refunded total to `cents`, never lowers it: the same rule as the
   * webhook's (functions/purchase/payments/webhook-store.ts), so whichever writes the larger absolute
   * total wins and nothing is counted twice.
   */
  raiseRefunded: (siteId: string, orderId: string, cents: number) =>
    conditionalWrite(
      documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: orderEntity.key({ siteId, orderId }),
          UpdateExpression: "SET #d.refunded_cents = :cents",
          ConditionExpression:
            "attribute_exists(pk) AND (attribute_not_exists(#d.refunded_cents) OR #d.refunded_cents < :cents)",
          ExpressionAttributeNames: { "#d": "data" },
          ExpressionAttributeValues: { ":cents": cents },
        }),
      ),
    ),

  /** A campus's refunds still pending that were claimed before `before` (ISO), oldest first. */
  async pendingRefunds(siteId: string, before: string): Promise<OrderRefund[]> {
    const items = await queryAll(pendingRefundsOfSite(siteId, before));
    return items.map((item) => orderRefundEntity.fromItem(item));
  },
};

export type RefundStore = typeof refundStore;
