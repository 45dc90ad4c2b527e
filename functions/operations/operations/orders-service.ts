import { orderExportCsv } from "../../../shared/operations/order-export";
import { refundLedger } from "../../../shared/operations/order-refunds";
import {
  looksLikeOrderId,
  looksLikeOrderNo,
  orderMatchesSearch,
} from "../../../shared/operations/order-search";
import type { OrderStatus } from "../../../shared/operations/order-status";
import type {
  OperationOrder,
  OperationOrderRow,
} from "../../../shared/operations/routes/operations-orders";
import { ConflictError, NotFoundError, ValidationError } from "../../../shared/platform/errors";
import { campusInstant } from "../../../shared/platform/time/campus-clock";
import { addDays } from "../../../shared/platform/time/ymd";
import { siteOrderSortKey } from "../../../shared/purchase/entities/order";
import type { PaymentType } from "../../../shared/purchase/schemas/meal-plan";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { HttpResult } from "../../platform/http";
import { dynamoSiteStore } from "../../platform/site-store";
import type { StaffContext } from "../../platform/staff-session/staff-guard";
import { auditPut } from "./audit";
import { type OrdersStore, ordersStore, type StoredOrder } from "./orders-store";
import {
  exportOrderOf,
  fullyGivenBack,
  orderDetail,
  orderRow,
  searchableOf,
  statusOf,
} from "./orders-view";

export const ORDER_NOT_FOUND = "That order was not found.";
export const UNKNOWN_CAMPUS = "That campus was not found.";
export const INVALID_CURSOR = "Invalid cursor.";

/** Orders read per Query while filling a page, and Queries per request at most. */
const CHUNK = 200;
const MAX_QUERIES = 10;

/** The campus a console request names (published or not: staff work on campuses before launch). */
export async function campusOf(siteId: string): Promise<Site> {
  const stored = await dynamoSiteStore.getById(siteId);
  if (!stored) throw new NotFoundError(UNKNOWN_CAMPUS);
  return stored.site;
}

/** Campus dates [from, to] as the ISO instants [start of from, start of the day after to). */
export function rangeInstants(from: string, to: string, timeZone: string): [string, string] {
  return [
    new Date(campusInstant(from, 0, timeZone)).toISOString(),
    new Date(campusInstant(addDays(to, 1), 0, timeZone)).toISOString(),
  ];
}

const encodeCursor = (sortKey: string) => Buffer.from(sortKey, "utf8").toString("base64url");

/** A cursor is the sort key of the last row answered; it must lie inside the range asked. */
function decodeCursor(cursor: string, [fromIso, toIso]: [string, string]): string {
  const sortKey = Buffer.from(cursor, "base64url").toString("utf8");
  const [instant = "", id = ""] = sortKey.split("#");
  const valid =
    /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(instant) &&
    /^[a-z0-9-]{1,64}$/.test(id) &&
    sortKey === siteOrderSortKey(instant, id) &&
    sortKey >= fromIso &&
    sortKey < toIso;
  if (!valid) throw new ValidationError(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  return sortKey;
}

export interface ListInput {
  site_id: string;
  from: string;
  to: string;
  status?: OrderStatus | undefined;
  payment_type?: PaymentType | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * A page of the campus's orders, newest first. An order id typed in the search box is read by
 * key (wherever its date); any other filter is applied while reading the range on gsi2, a
 * bounded number of Queries per request: a page may then come back short with a cursor, and
 * the screen asks for the next.
 */
export async function listOrders(
  input: ListInput,
  store: OrdersStore = ordersStore,
): Promise<{ orders: OperationOrderRow[]; next_cursor: string | null }> {
  const site = await campusOf(input.site_id);
  const matches = (stored: StoredOrder) =>
    (!input.status || statusOf(stored) === input.status) &&
    (!input.payment_type || stored.order.payment_type === input.payment_type) &&
    orderMatchesSearch(searchableOf(stored.order), input.q);
  const q = input.q?.trim() ?? "";
  const directId =
    q === "" || input.cursor
      ? undefined
      : looksLikeOrderId(q)
        ? q.toLowerCase()
        : looksLikeOrderNo(q)
          ? await store.orderIdOfNumber(site.id, q)
          : undefined;
  if (directId) {
    const direct = await store.snapshot(site.id, directId);
    if (direct && matches(direct)) {
      return { orders: [orderRow(direct, site.time_zone)], next_cursor: null };
    }
  }
  const range = rangeInstants(input.from, input.to, site.time_zone);
  let after = input.cursor ? decodeCursor(input.cursor, range) : undefined;
  const orders: OperationOrderRow[] = [];
  for (let query = 0; query < MAX_QUERIES; query += 1) {
    const page = await store.page(site.id, range[0], range[1], CHUNK, after);
    for (const [i, stored] of page.items.entries()) {
      if (!matches(stored)) continue;
      orders.push(orderRow(stored, site.time_zone));
      if (orders.length === input.limit) {
        const more = i < page.items.length - 1 || page.lastSortKey !== null;
        return { orders, next_cursor: more ? encodeCursor(page.sortKeys[i] as string) : null };
      }
    }
    if (page.lastSortKey === null) return { orders, next_cursor: null };
    after = page.lastSortKey;
  }
  return { orders, next_cursor: after ? encodeCursor(after) : null };
}

async function snapshotOrThrow(siteId: string, orderId: string, store: OrdersStore) {
  const snapshot = await store.snapshot(siteId, orderId);
  if (!snapshot) throw new NotFoundError(ORDER_NOT_FOUND);
  return snapshot;
}

export async function orderDetailOf(
  site: Site,
  orderId: string,
  store: OrdersStore = ordersStore,
): Promise<OperationOrder> {
  const [snapshot, mails] = await Promise.all([
    snapshotOrThrow(site.id, orderId, store),
    store.mails(site.id, orderId),
  ]);
  return orderDetail(snapshot, mails, site.time_zone);
}

export async function getOrder(
  input: { site_id: string; order_id: string },
  store: OrdersStore = ordersStore,
): Promise<{ order: OperationOrder }> {
  const site = await campusOf(input.site_id);
  return { order: await orderDetailOf(site, input.order_id, store) };
}

export const ORDER_TEXT = {
  alreadyFulfilled: "This order was already marked fulfilled.",
  heldNotFulfilled:
    "This order is waiting for the account owner's confirmation; it can be fulfilled once confirmed.",
  refundedNotFulfilled: "This order was refunded in full; there is nothing to credit.",
  fulfilled: "Marked fulfilled.",
} as const;

/**
 * Marks the order credited to the student's card system, once: a conditional write that a
 * second click (or a second card office clerk) cannot repeat, with its audit entry.
 */
export async function fulfilOrder(
  staff: StaffContext,
  input: { site_id: string; order_id: string; note: string },
  now: Date,
  store: OrdersStore = ordersStore,
): Promise<{ order: OperationOrder; msg: string }> {
  const site = await campusOf(input.site_id);
  const snapshot = await snapshotOrThrow(site.id, input.order_id, store);
  const refusal = fulfilRefusal(snapshot);
  if (refusal) throw new ConflictError(refusal);
  const before = { status: statusOf(snapshot, snapshot.refunds), fulfilled_at: null };
  const at = now.toISOString();
  const audit = auditPut(
    staff,
    {
      siteId: site.id,
      action: "order.fulfil",
      target: `order:${input.order_id}`,
      before,
      after: { status: "fulfilled", fulfilled_at: at, note: input.note },
    },
    now,
  );
  const done = await store.fulfil(
    site.id,
    input.order_id,
    { at, staff_id: staff.account.id, staff_email: staff.account.email, note: input.note },
    audit,
  );
  if (!done) {
    // Someone else got there first (or the order changed): say what it is now.
    const again = await snapshotOrThrow(site.id, input.order_id, store);
    throw new ConflictError(fulfilRefusal(again) ?? ORDER_TEXT.alreadyFulfilled);
  }
  return { order: await orderDetailOf(site, input.order_id, store), msg: ORDER_TEXT.fulfilled };
}

function fulfilRefusal(snapshot: Awaited<ReturnType<typeof snapshotOrThrow>>): string | null {
  if (snapshot.console.fulfilled_at !== null) return ORDER_TEXT.alreadyFulfilled;
  if (snapshot.order.state !== "placed") return ORDER_TEXT.heldNotFulfilled;
  const ledger = refundLedger(snapshot.order, snapshot.refunds);
  if (fullyGivenBack(snapshot.order.total, ledger.refunded)) return ORDER_TEXT.refundedNotFulfilled;
  return null;
}

/**
 * The card office's CSV for a range (docs/operations/orders.md "The export"): every order of
 * the range, with the refund records of those that ever had a refund claimed.
 */
export async function exportOrders(
  input: { site_id: string; from: string; to: string; payment_type?: PaymentType | undefined },
  store: OrdersStore = ordersStore,
): Promise<HttpResult> {
  const site = await campusOf(input.site_id);
  const [fromIso, toIso] = rangeInstants(input.from, input.to, site.time_zone);
  const orders = (await store.all(site.id, fromIso, toIso)).filter(
    (stored) => !input.payment_type || stored.order.payment_type === input.payment_type,
  );
  const withRefunds = orders.filter((stored) => stored.console.refund_version > 0);
  const refunds = await store.refundsOf(
    site.id,
    withRefunds.map((stored) => stored.order.id),
  );
  const csv = orderExportCsv(
    orders.map((stored) =>
      exportOrderOf(stored, refunds.get(stored.order.id) ?? [], site.time_zone),
    ),
  );
  const filename = `orders-${site.id}-${input.from}-to-${input.to}.csv`;
  return {
    statusCode: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
    body: csv,
  };
}
