import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import * as z from "zod";
import type { Item } from "../../../shared/platform/data/entity";
import { type Order, orderEntity } from "../../../shared/purchase/entities/order";
import {
  type OrderRefund,
  orderRefundEntity,
  orderWithRefunds,
} from "../../../shared/purchase/entities/order-refund";
import { documentClient } from "../../platform/dynamo";
import { queryInput } from "../../platform/table";

// An order as a refund decides from it: the checkout's order, the console's attributes kept
// beside its `data`, and the refund records of its own partition (docs/operations/orders.md
// "Data model rows"). Here, not in the console, because the reconciliation sweeper finishes
// pending refunds from the same read.

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

/** The order with its refunds, oldest first, read consistently (a refund decides from it). */
export async function readOrderSnapshot(
  siteId: string,
  orderId: string,
): Promise<OrderSnapshot | undefined> {
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
}
