import {
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import * as z from "zod";
import { mailIntentEntity } from "../../shared/data/entities/mail-intent";
import { type Order, orderEntity, ordersOfSite } from "../../shared/data/entities/order";
import { orderNumberEntity } from "../../shared/data/entities/order-number";
import {
  type OrderRefund,
  orderRefundEntity,
  orderWithRefunds,
  pendingRefundsOfSite,
} from "../../shared/data/entities/order-refund";
import type { Item } from "../../shared/data/entity";
import { documentClient, tableName } from "../lib/dynamo";
import { conditionalWrite, getItem, getItems, queryAll, queryInput } from "../lib/store/table";

// The orders area's access patterns (docs/operations/orders.md "Data model rows"). Console
// facts live beside the checkout's order: top-level attributes on the order item (its
// fulfilment, a refund claim counter) and refund records in the order's own partition.

type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

/** What the console keeps on the order item, outside the checkout's `data`. */
const consoleAttributesSchema = z.object({
  /** Raised by every refund claim: a claim computed from an older read is refused. */
  refund_version: z.int().min(0).default(0),
  fulfilled_at: z.string().nullable().default(null),
  fulfilment: z
    .object({ staff_id: z.string(), staff_email: z.string(), note: z.string() })
    .nullable()
    .default(null),
});
export type ConsoleAttributes = z.infer<typeof consoleAttributesSchema>;

export interface StoredOrder {
  order: Order;
  console: ConsoleAttributes;
}

export interface OrderSnapshot extends StoredOrder {
  refunds: OrderRefund[];
}

export const storedOrderOf = (item: Item): StoredOrder => ({
  order: orderEntity.fromItem(item),
  console: consoleAttributesSchema.parse({
    refund_version: item.refund_version ?? 0,
    fulfilled_at: item.fulfilled_at ?? null,
    fulfilment: item.fulfilment ?? null,
  }),
});

const orderKey = (siteId: string, orderId: string) => orderEntity.key({ siteId, orderId });
const refundKey = (siteId: string, orderId: string, refundId: string) =>
  orderRefundEntity.key({ siteId, orderId, refundId });

/** The mails a checkout records for an order (functions/lib/checkout): read by key. */
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

  /** The order with its refunds, read consistently (a refund decides from it). */
  async snapshot(siteId: string, orderId: string): Promise<OrderSnapshot | undefined> {
    const items: Item[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await documentClient().send(
        new QueryCommand({
          ...queryInput(orderWithRefunds(siteId, orderId)),
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    const orderItem = items.find((item) => item.type === orderEntity.type);
    if (!orderItem) return undefined;
    const refunds = items
      .filter((item) => item.type === orderRefundEntity.type)
      .map((item) => orderRefundEntity.fromItem(item))
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
    return { ...storedOrderOf(orderItem), refunds };
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

  /** Records the gateway's refund once: pending → succeeded; false when already recorded. */
  markSucceeded: (refund: OrderRefund, gatewayRefundId: string, now: Date) =>
    conditionalWrite(
      documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: refundKey(refund.site_id, refund.order_id, refund.id),
          UpdateExpression:
            "SET #d.#st = :succeeded, #d.gateway_refund_id = :rid, #d.finished_at = :now REMOVE gsi1pk, gsi1sk",
          ConditionExpression: "#d.#st = :pending",
          ExpressionAttributeNames: { "#d": "data", "#st": "state" },
          ExpressionAttributeValues: {
            ":succeeded": "succeeded",
            ":pending": "pending",
            ":rid": gatewayRefundId,
            ":now": now.toISOString(),
          },
        }),
      ),
    ),

  /** The gateway refused: pending → failed, so its cents are free again. */
  markFailed: (refund: OrderRefund, failure: string, now: Date) =>
    conditionalWrite(
      documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: refundKey(refund.site_id, refund.order_id, refund.id),
          UpdateExpression:
            "SET #d.#st = :failed, #d.failure = :failure, #d.finished_at = :now REMOVE gsi1pk, gsi1sk",
          ConditionExpression: "#d.#st = :pending",
          ExpressionAttributeNames: { "#d": "data", "#st": "state" },
          ExpressionAttributeValues: {
            ":failed": "failed",
            ":pending": "pending",
            ":failure": failure,
            ":now": now.toISOString(),
          },
        }),
      ),
    ),

  /**
   * Raises the order's refunded total to `cents`, never lowers it: the same rule as the
   * webhook's (functions/payments/webhook-store.ts), so whichever writes the larger absolute
   * total wins and nothing is counted twice.
   */
  raiseRefunded: (siteId: string, orderId: string, cents: number) =>
    conditionalWrite(
      documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: orderKey(siteId, orderId),
          UpdateExpression: "SET #d.refunded_cents = :cents",
          ConditionExpression:
            "attribute_exists(pk) AND (attribute_not_exists(#d.refunded_cents) OR #d.refunded_cents < :cents)",
          ExpressionAttributeNames: { "#d": "data" },
          ExpressionAttributeValues: { ":cents": cents },
        }),
      ),
    ),

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

  /** A campus's refunds a crash may have left pending (claimed before `before`). */
  async pendingRefunds(siteId: string, before: string): Promise<OrderRefund[]> {
    const items = await queryAll(pendingRefundsOfSite(siteId, before));
    return items.map((item) => orderRefundEntity.fromItem(item));
  },
};

export type OrdersStore = typeof ordersStore;
