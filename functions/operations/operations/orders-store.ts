import {
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from "@aws-sdk/lib-dynamodb";
import type { Item } from "../../../shared/platform/data/entity";
import { mailIntentEntity } from "../../../shared/platform/entities/mail-intent";
import { orderEntity, ordersOfSite } from "../../../shared/purchase/entities/order";
import { orderNumberEntity } from "../../../shared/purchase/entities/order-number";
import {
  type OrderRefund,
  orderRefundEntity,
  orderWithRefunds,
} from "../../../shared/purchase/entities/order-refund";
import { documentClient, tableName } from "../../platform/dynamo";
import { conditionalWrite, getItem, getItems, queryAll, queryInput } from "../../platform/table";
import { type StoredOrder, storedOrderOf } from "../../purchase/refunds/order-snapshot";
import { refundStore } from "../../purchase/refunds/refund-store";

export type { OrderSnapshot, StoredOrder } from "../../purchase/refunds/order-snapshot";

// The orders area's access patterns (docs/operations/orders.md "Data model rows"). Console
// facts live beside the checkout's order: top-level attributes on the order item (its
// fulfilment, a refund claim counter) and refund records in the order's own partition. The
// order snapshot and what finishes a claimed refund are functions/purchase/refunds/, which the
// reconciliation sweeper uses too.

type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

const orderKey = (siteId: string, orderId: string) => orderEntity.key({ siteId, orderId });

/** The mails a checkout records for an order (functions/purchase/checkout): read by key. */
export const ORDER_MAIL_KINDS = ["order_hold", "order_confirmation"] as const;

export interface OrdersPage {
  items: StoredOrder[];
  /** The sort key of each item, in the same order (what a cursor continues after). */
  sortKeys: string[];
  /** The sort key to continue after when the Query stopped before the range's end. */
  lastSortKey: string | null;
}

/** Where a Query of the campus's orders continues: the item after `sortKey` (`{iso}#{id}`). */
function startAfter(siteId: string, sortKey: string): Record<string, unknown> {
  const spec = ordersOfSite(siteId, "", "");
  const orderId = sortKey.slice(sortKey.indexOf("#") + 1);
  return { ...orderKey(siteId, orderId), gsi2pk: spec.pk, gsi2sk: sortKey };
}

export const ordersStore = {
  // The snapshot, the pending refunds and the recording of a refund's answer.
  ...refundStore,

  /** One page of a campus's orders created in [fromIso, toIso), newest first (gsi2). */
  async page(
    siteId: string,
    fromIso: string,
    toIso: string,
    limit: number,
    after?: string,
  ): Promise<OrdersPage> {
    const { Items = [], LastEvaluatedKey } = await documentClient().send(
      new QueryCommand({
        ...queryInput(ordersOfSite(siteId, fromIso, toIso)),
        Limit: limit,
        ...(after ? { ExclusiveStartKey: startAfter(siteId, after) } : {}),
      }),
    );
    return {
      items: Items.map(storedOrderOf),
      sortKeys: Items.map((item) => String(item.gsi2sk)),
      lastSortKey: LastEvaluatedKey ? String(LastEvaluatedKey.gsi2sk) : null,
    };
  },

  /** Every order of the range (the export: bounded by the route's longest range). */
  async all(siteId: string, fromIso: string, toIso: string): Promise<StoredOrder[]> {
    return (await queryAll(ordersOfSite(siteId, fromIso, toIso))).map(storedOrderOf);
  },

  /** The order an order number names (its number item, written with the order), if any. */
  async orderIdOfNumber(siteId: string, no: string): Promise<string | undefined> {
    const item = await getItem(orderNumberEntity.key({ siteId, no }));
    return typeof item?.order_id === "string" ? item.order_id : undefined;
  },

  /** The refunds of several orders (the export reads only orders that ever had one). */
  async refundsOf(
    siteId: string,
    orderIds: readonly string[],
  ): Promise<Map<string, OrderRefund[]>> {
    const found = new Map<string, OrderRefund[]>();
    const queue = [...orderIds];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const items = await queryAll({
          ...orderWithRefunds(siteId, id),
          sk: { beginsWith: orderRefundEntity.skPrefix },
        });
        found.set(
          id,
          items.map((item) => orderRefundEntity.fromItem(item)),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
    return found;
  },

  /** The mails recorded for the order, by their keys (one BatchGetItem). */
  async mails(siteId: string, orderId: string) {
    const keys = ORDER_MAIL_KINDS.map((kind) =>
      mailIntentEntity.key({ siteId, kind, ref: orderId }),
    );
    const items = await getItems(keys);
    return items
      .filter((item): item is Item => item !== undefined)
      .map((item) => mailIntentEntity.fromItem(item));
  },

  /**
   * Claims a refund: the order's claim counter moves on from the one read (so a claim computed
   * from an older read is refused), the order is still placed and its gateway total unchanged,
   * the refund record is new, and the audit entry rides along, all or nothing. A reversal is
   * final at once and sets the order's refunded total with it.
   */
  async claimRefund(claim: {
    siteId: string;
    orderId: string;
    seenVersion: number;
    seenRefunded: number | undefined;
    refund: OrderRefund;
    /** Reversals only: the order's refunded total after this one. */
    refundedAfter?: number;
    audit: TransactItem;
  }): Promise<boolean> {
    const { siteId, orderId, refund } = claim;
    const values: Record<string, unknown> = {
      ":next": claim.seenVersion + 1,
      ":placed": "placed",
    };
    const names: Record<string, string> = { "#d": "data", "#st": "state" };
    const conditions = [
      "attribute_exists(pk)",
      "(attribute_not_exists(#d.#st) OR #d.#st = :placed)",
    ];
    if (claim.seenVersion === 0) conditions.push("attribute_not_exists(refund_version)");
    else {
      conditions.push("refund_version = :seen");
      values[":seen"] = claim.seenVersion;
    }
    if (claim.seenRefunded === undefined)
      conditions.push("attribute_not_exists(#d.refunded_cents)");
    else {
      conditions.push("#d.refunded_cents = :seenRefunded");
      values[":seenRefunded"] = claim.seenRefunded;
    }
    let update = "SET refund_version = :next";
    if (claim.refundedAfter !== undefined) {
      update += ", #d.refunded_cents = :refunded";
      values[":refunded"] = claim.refundedAfter;
    }
    return conditionalWrite(
      documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: orderKey(siteId, orderId),
                UpdateExpression: update,
                ConditionExpression: conditions.join(" AND "),
                ExpressionAttributeNames: names,
                ExpressionAttributeValues: values,
              },
            },
            {
              Put: {
                TableName: tableName(),
                Item: orderRefundEntity.toItem({ siteId, orderId, refundId: refund.id }, refund),
                ConditionExpression: "attribute_not_exists(pk)",
              },
            },
            claim.audit,
          ],
        }),
      ),
    );
  },

  /** Marks the order fulfilled once, while placed, with its audit entry. */
  fulfil: (
    siteId: string,
    orderId: string,
    fulfilment: { at: string; staff_id: string; staff_email: string; note: string },
    audit: TransactItem,
  ) =>
    conditionalWrite(
      documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: orderKey(siteId, orderId),
                UpdateExpression: "SET fulfilled_at = :at, fulfilment = :fulfilment",
                ConditionExpression:
                  "attribute_exists(pk) AND attribute_not_exists(fulfilled_at) AND (attribute_not_exists(#d.#st) OR #d.#st = :placed)",
                ExpressionAttributeNames: { "#d": "data", "#st": "state" },
                ExpressionAttributeValues: {
                  ":at": fulfilment.at,
                  ":fulfilment": {
                    staff_id: fulfilment.staff_id,
                    staff_email: fulfilment.staff_email,
                    note: fulfilment.note,
                  },
                  ":placed": "placed",
                },
              },
            },
            audit,
          ],
        }),
      ),
    ),
};

export type OrdersStore = typeof ordersStore;
