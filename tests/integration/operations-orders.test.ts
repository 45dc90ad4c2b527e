import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { refundOrder, STALE_PENDING_MS } from "../../functions/operations/operations/orders-refund";
import { ordersStore } from "../../functions/operations/operations/orders-store";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { getItem, queryAll } from "../../functions/platform/table";
import { GatewayUnavailableError } from "../../functions/purchase/gateway";
import { sandboxGateway } from "../../functions/purchase/gateway/sandbox-gateway";
import { dynamoWebhookStore } from "../../functions/purchase/payments/webhook-store";
import { demoOrderId, seedOrdersDemo } from "../../scripts/demo/operations/orders";
import {
  type AuditEntry,
  auditEntryEntity,
  auditOfSite,
} from "../../shared/operations/entities/audit-entry";
import { ORDER_EXPORT_COLUMNS } from "../../shared/operations/order-export";
import type {
  OperationOrder,
  OperationOrderRefund,
  OperationOrderRow,
} from "../../shared/operations/routes/operations-orders";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays } from "../../shared/platform/time/ymd";
import { gatewayRefundEntity } from "../../shared/purchase/entities/gateway-charge";
import { type Order, orderEntity } from "../../shared/purchase/entities/order";
import { orderRefundEntity, orderWithRefunds } from "../../shared/purchase/entities/order-refund";
import type { PaymentType } from "../../shared/purchase/schemas/meal-plan";
import { callCheckout } from "../support/checkout";
import { BLOCK_100, block100Item, checkoutBody, putCart } from "../support/factories/checkout";
import { storeOrder } from "../support/factories/order";
import { createSite } from "../support/factories/site";
import { sandboxToken, TEST_CARDS } from "../support/payments";
import { callOperations, type InProcessStaff, inProcessStaff } from "../support/staff";

// The orders area of the operations console (docs/operations/orders.md) against DynamoDB Local
// and the sandbox gateway: orders from the real checkout on Cedar Ridge and written with the
// order entity on campuses of their own.

const LIST = "/v1/operations/orders";
const ONE = "/v1/operations/orders/{order_id}";
const REFUND = "/v1/operations/orders/{order_id}/refund";
const FULFIL = "/v1/operations/orders/{order_id}/fulfil";
const EXPORT = "/v1/operations/orders/export";

// Los Angeles: the campus day of an instant differs from its UTC day in the evening.
const site = createSite({ name: "Orders Campus", time_zone: "America/Los_Angeles" });
const other = createSite({ name: "Other Orders Campus", time_zone: "America/Los_Angeles" });
const MONTH = { from: "2030-05-01", to: "2030-05-31" };

type Listing = { orders: OperationOrderRow[]; next_cursor: string | null };
type Detail = { order: OperationOrder };
type Refunded = Detail & { refund: OperationOrderRefund };

let admin: InProcessStaff;
let manager: InProcessStaff;
let cardOffice: InProcessStaff;
let host: InProcessStaff;
let otherManager: InProcessStaff;

let serial = 0;
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const newNo = () =>
  Array.from({ length: 8 }, () => ALPHABET[Math.floor(Math.random() * 32)]).join("");

interface OrderSpec {
  siteId?: string;
  created_at?: string;
  payment_type?: PaymentType;
  prices?: number[];
  first_name?: string;
  email?: string;
  student_id?: string;
  state?: Order["state"];
}

/** An order as the checkout stores it (order entity), card orders with a sandbox transaction. */
function putOrder(spec: OrderSpec = {}): Promise<Order> {
  serial += 1;
  const id = randomUUID();
  return storeOrder(spec.siteId ?? site.id, {
    id,
    no: newNo(),
    created_at: spec.created_at ?? `2030-05-1${serial % 10}T18:00:00.000Z`,
    payment_type: spec.payment_type ?? "Credit card",
    prices: spec.prices ?? [84_900],
    email: spec.email ?? `buyer.${id.slice(0, 8)}@students.example.edu`,
    buyer: {
      first_name: spec.first_name ?? "Avery",
      last_name: "Tester",
      student_id: spec.student_id ?? `CR${String(1_000_000 + serial).padStart(7, "0")}`,
    },
    state: spec.state ?? "placed",
    confirm_by: spec.state === "awaiting_confirmation" ? "2099-01-01T00:00:00.000Z" : null,
  });
}

const staffOf = (staff: InProcessStaff) => ({
  account: staff.account,
  signedInAt: new Date(),
  version: 1,
});

const refundsOf = async (siteId: string, orderId: string) =>
  (await queryAll({ ...orderWithRefunds(siteId, orderId), sk: { beginsWith: "REFUND#" } })).map(
    (item) => orderRefundEntity.fromItem(item),
  );

const storedOrder = async (siteId: string, orderId: string) =>
  orderEntity.fromItem((await getItem(orderEntity.key({ siteId, orderId }))) ?? {});

const auditOf = async (siteId: string, target: string): Promise<AuditEntry[]> =>
  (await queryAll(auditOfSite(siteId)))
    .map((item) => auditEntryEntity.fromItem(item))
    .filter((entry) => entry.target === target);

beforeAll(async () => {
  const now = new Date();
  await Promise.all([site, other].map((s) => dynamoSiteStore.put(s, false, now)));
  [admin, manager, cardOffice, host, otherManager] = await Promise.all([
    inProcessStaff("admin", null),
    inProcessStaff("manager", site.id),
    inProcessStaff("card_office", site.id),
    inProcessStaff("host", site.id),
    inProcessStaff("manager", other.id),
  ]);
});

describe("who may use the orders area", () => {
  it("lets the admin, the campus manager and the card office in", async () => {
    for (const staff of [admin, manager, cardOffice]) {
      const listed = await staff.call("GET", LIST, { site_id: site.id, ...MONTH });
      expect(listed.status, listed.body.msg).toBe(200);
    }
  });

  it("refuses a host (403) and anyone without a console session (401)", async () => {
    const order = await putOrder();
    for (const [method, path, params] of [
      ["GET", LIST, { site_id: site.id, ...MONTH }],
      ["GET", ONE, { site_id: site.id, order_id: order.id }],
      ["POST", REFUND, { site_id: site.id, order_id: order.id }],
      ["POST", FULFIL, { site_id: site.id, order_id: order.id }],
      ["GET", EXPORT, { site_id: site.id, ...MONTH }],
    ] as const) {
      expect((await host.call(method, path, params)).status).toBe(403);
      expect((await callOperations(method, path, params)).status).toBe(401);
    }
    expect((await storedOrder(site.id, order.id)).refunded_cents).toBeUndefined();
  });

  it("refuses another campus's manager (403), and an order of another campus is not found (404)", async () => {
    const order = await putOrder();
    const refused = await otherManager.call("GET", ONE, { site_id: site.id, order_id: order.id });
    expect(refused.status).toBe(403);
    const refund = await otherManager.call("POST", REFUND, {
      site_id: site.id,
      order_id: order.id,
    });
    expect(refund.status).toBe(403);
    // Named under its own campus's id, another campus's order does not exist.
    for (const staff of [otherManager, admin]) {
      const missing = await staff.call("GET", ONE, { site_id: other.id, order_id: order.id });
      expect(missing.status).toBe(404);
      const notRefunded = await staff.call("POST", REFUND, {
        site_id: other.id,
        order_id: order.id,
      });
      expect(notRefunded.status).toBe(404);
    }
    expect(await refundsOf(site.id, order.id)).toEqual([]);
  });
});

describe("the orders list", () => {
  const campus = createSite({ name: "Listing Campus", time_zone: "America/Los_Angeles" });
  let listing: InProcessStaff;
  const orders: Order[] = [];

  beforeAll(async () => {
    await dynamoSiteStore.put(campus, false, new Date());
    listing = await inProcessStaff("card_office", campus.id);
    const specs: OrderSpec[] = [
      {
        created_at: "2030-06-02T17:00:00.000Z",
        payment_type: "Credit card",
        email: "maya.chen@cedar.example.edu",
        student_id: "CR2045183",
      },
      { created_at: "2030-06-03T17:00:00.000Z", payment_type: "Student ID" },
      { created_at: "2030-06-04T17:00:00.000Z", payment_type: "Payroll deduction" },
      {
        created_at: "2030-06-05T17:00:00.000Z",
        payment_type: "Student ID",
        state: "awaiting_confirmation",
      },
      // 11 p.m. on June 9 in Los Angeles, June 10 in UTC.
      { created_at: "2030-06-10T06:00:00.000Z", payment_type: "Credit card" },
      { created_at: "2030-07-01T17:00:00.000Z", payment_type: "Credit card" },
    ];
    for (const spec of specs) orders.push(await putOrder({ ...spec, siteId: campus.id }));
  });

  const list = (params: Record<string, unknown>) =>
    listing.call<Listing>("GET", LIST, {
      site_id: campus.id,
      from: "2030-06-01",
      to: "2030-06-30",
      ...params,
    });

  it("answers the range's orders newest first with their columns", async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    expect(body.orders.map((row) => row.id)).toEqual(
      orders
        .slice(0, 5)
        .map((o) => o.id)
        .reverse(),
    );
    expect(body.next_cursor).toBeNull();
    expect(body.orders.at(-1)).toEqual({
      id: orders[0]?.id,
      no: orders[0]?.no,
      created_at: "2030-06-02T17:00:00.000Z",
      date: "2030-06-02",
      buyer_name: "Avery Tester",
      email: "maya.chen@cedar.example.edu",
      student_id: "CR2045183",
      total_cents: 84_900,
      payment_type: "Credit card",
      status: "placed",
      refunded_cents: 0,
    });
    expect(body.orders.find((row) => row.id === orders[3]?.id)?.status).toBe(
      "awaiting_confirmation",
    );
  });

  it("reads the range in campus days", async () => {
    const ninth = await list({ from: "2030-06-09", to: "2030-06-09" });
    expect(ninth.body.orders.map((row) => row.id)).toEqual([orders[4]?.id]);
    expect((await list({ from: "2030-06-10", to: "2030-06-10" })).body.orders).toEqual([]);
  });

  it("filters by payment type and status", async () => {
    const card = await list({ payment_type: "Credit card" });
    expect(card.body.orders.map((row) => row.id)).toEqual([orders[4]?.id, orders[0]?.id]);
    const held = await list({ status: "awaiting_confirmation" });
    expect(held.body.orders.map((row) => row.id)).toEqual([orders[3]?.id]);
  });

  it("finds an order number, a student id, part of an email, and an order id anywhere", async () => {
    const byNo = await list({ q: orders[2]?.no.toLowerCase() });
    expect(byNo.body.orders.map((row) => row.id)).toEqual([orders[2]?.id]);
    const byStudent = await list({ q: "cr2045183" });
    expect(byStudent.body.orders.map((row) => row.id)).toEqual([orders[0]?.id]);
    const byEmail = await list({ q: "maya.chen" });
    expect(byEmail.body.orders.map((row) => row.id)).toEqual([orders[0]?.id]);
    // July's order, outside the range: an id is read by key.
    const byId = await list({ q: orders[5]?.id });
    expect(byId.body.orders.map((row) => row.id)).toEqual([orders[5]?.id]);
  });

  it("pages with a cursor, every order once", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: Listing } = await list({ limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.body.orders.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.orders.map((row) => row.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(
      orders
        .slice(0, 5)
        .map((o) => o.id)
        .reverse(),
    );
  });

  it("refuses a range over a year, a reversed range and a foreign cursor (400)", async () => {
    expect((await list({ from: "2029-01-01", to: "2030-06-30" })).status).toBe(400);
    expect((await list({ from: "2030-06-30", to: "2030-06-01" })).status).toBe(400);
    const bad = Buffer.from("2031-01-01T00:00:00.000Z#x").toString("base64url");
    expect((await list({ cursor: bad })).status).toBe(400);
  });

  it("exports one row per line, matching the orders of the range", async () => {
    const twoLines = await putOrder({
      siteId: campus.id,
      created_at: "2030-06-20T17:00:00.000Z",
      prices: [84_900, 25_000],
      first_name: '=HYPERLINK("http://evil")',
    });
    await listing.call("POST", REFUND, {
      site_id: campus.id,
      order_id: twoLines.id,
      lines: [{ line_id: "line-2", amount_cents: 5_000 }],
    });
    const result = await listing.call("GET", EXPORT, {
      site_id: campus.id,
      from: "2030-06-01",
      to: "2030-06-30",
    });
    expect(result.status).toBe(200);
    expect(result.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(String(result.headers["content-disposition"])).toMatch(
      new RegExp(`^attachment; filename="orders-${campus.id}-2030-06-01-to-2030-06-30.csv"$`),
    );
    const [header, ...lines] = result.raw
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toBe(ORDER_EXPORT_COLUMNS.join(","));
    const rows = lines.map((line) => parseCsvLine(line));
    const column = (row: string[], name: (typeof ORDER_EXPORT_COLUMNS)[number]) =>
      row[ORDER_EXPORT_COLUMNS.indexOf(name)] ?? "";
    // Every placed order of the range, one row per line, oldest first; the held one is left out.
    const expected = [orders[0], orders[1], orders[2], orders[4], twoLines].flatMap((o) =>
      (o as Order).items.map((item) => [(o as Order).no, item.name]),
    );
    expect(rows.map((row) => [column(row, "order_no"), column(row, "item")])).toEqual(expected);
    const last = rows.at(-1) as string[];
    expect(column(last, "refunded")).toBe("50.00");
    expect(column(last, "net")).toBe("200.00");
    expect(column(last, "order_status")).toBe("partially_refunded");
    expect(column(last, "buyer_name")).toBe(`'=HYPERLINK("http://evil") Tester`);
    // The nets add up to what the orders kept.
    const net = rows.reduce((sum, row) => sum + Math.round(Number(column(row, "net")) * 100), 0);
    const kept = [orders[0], orders[1], orders[2], orders[4], twoLines].reduce(
      (sum, o) => sum + (o as Order).total,
      0,
    );
    expect(net).toBe(kept - 5_000);
  });
});

/** One RFC 4180 line (no line breaks inside cells in these tests). */
function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

describe("an order from the real checkout", () => {
  it("shows its lines, payment, state and the mail sent for it, and refunds in full once", async () => {
    const cartId = await putCart([block100Item()]);
    const token = await sandboxToken(TEST_CARDS.approved);
    const placed = await callCheckout(
      "create_cc_order",
      checkoutBody({ card_token: token, card_brand: "Visa", card_last4: "1111" }),
      { cartId },
    );
    expect(placed.status, placed.body.msg).toBe(200);
    const orderId = placed.body.order?.id as string;

    const detail = await admin.call<Detail>("GET", ONE, {
      site_id: "cedar-ridge",
      order_id: orderId,
    });
    expect(detail.status, detail.body.msg).toBe(200);
    const order = detail.body.order;
    // Its number finds it by key, whatever range the list shows (here: last year's).
    const byNumber = await admin.call<{ orders: { id: string }[] }>("GET", LIST, {
      site_id: "cedar-ridge",
      from: "2025-01-01",
      to: "2025-01-31",
      q: String(placed.body.order?.no).toLowerCase(),
    });
    expect(byNumber.body.orders.map((row) => row.id)).toEqual([orderId]);
    expect(order).toMatchObject({
      id: orderId,
      no: placed.body.order?.no,
      status: "placed",
      state: "placed",
      total_cents: BLOCK_100,
      refundable_cents: BLOCK_100,
      payment: {
        type: "Credit card",
        card_brand: "Visa",
        card_last4: "1111",
        refund_kind: "refund",
      },
      buyer: { first_name: "Dana", last_name: "O'Neil", student_id: "CR1234567" },
      fulfilment: null,
      can: { refund: true, fulfil: true },
    });
    expect(order.payment.transaction_id).toBeTruthy();
    expect(order.lines).toEqual([
      expect.objectContaining({
        name: "Block 100",
        charged_cents: BLOCK_100,
        refundable_cents: BLOCK_100,
      }),
    ]);
    expect(order.mails).toEqual([
      expect.objectContaining({ kind: "order_confirmation", to: [order.buyer.email] }),
    ]);

    // The manager of another campus is refused; Cedar Ridge's order is not on the test campus.
    expect(
      (await manager.call("GET", ONE, { site_id: "cedar-ridge", order_id: orderId })).status,
    ).toBe(403);
    expect((await manager.call("GET", ONE, { site_id: site.id, order_id: orderId })).status).toBe(
      404,
    );

    const refunded = await admin.call<Refunded>("POST", REFUND, {
      site_id: "cedar-ridge",
      order_id: orderId,
      reason: "Bought twice",
    });
    expect(refunded.status, refunded.body.msg).toBe(200);
    expect(refunded.body.refund).toMatchObject({
      kind: "refund",
      state: "succeeded",
      amount_cents: BLOCK_100,
    });
    expect(refunded.body.order).toMatchObject({
      status: "refunded",
      refunded_cents: BLOCK_100,
      refundable_cents: 0,
    });
    const [record] = await refundsOf("cedar-ridge", orderId);
    const ledger = await getItem(
      gatewayRefundEntity.key({
        siteId: "cedar-ridge",
        idempotencyKey: record?.idempotency_key ?? "",
      }),
    );
    expect(ledger).toMatchObject({ data: expect.objectContaining({ amount_cents: BLOCK_100 }) });
    expect((await storedOrder("cedar-ridge", orderId)).refunded_cents).toBe(BLOCK_100);

    const again = await admin.call("POST", REFUND, { site_id: "cedar-ridge", order_id: orderId });
    expect(again.status).toBe(409);
    const [audit] = await auditOf("cedar-ridge", `order:${orderId}`);
    expect(audit).toMatchObject({
      action: "order.refund",
      staff_id: admin.account.id,
      before: { status: "placed", refunded_cents: 0, refundable_cents: BLOCK_100 },
      after: { kind: "refund", amount_cents: BLOCK_100, reason: "Bought twice" },
    });
  });

  it("cannot fulfil or refund a Student ID order held for its owner's confirmation", async () => {
    const cartId = await putCart([block100Item()]);
    const heldEmail = `dana.${Date.now()}@cedarridge.example.edu`;
    const held = await callCheckout(
      "checkout",
      checkoutBody({ payment_type: "Student ID", email: heldEmail, email_confirmation: heldEmail }),
      { cartId },
    );
    expect(held.status, held.body.msg).toBe(200);
    const orderId = held.body.order?.id as string;
    const detail = await admin.call<Detail>("GET", ONE, {
      site_id: "cedar-ridge",
      order_id: orderId,
    });
    expect(detail.body.order).toMatchObject({
      status: "awaiting_confirmation",
      can: { refund: false, fulfil: false },
    });
    expect(detail.body.order.mails.map((mail) => mail.kind)).toEqual(["order_hold"]);
    const fulfil = await admin.call("POST", FULFIL, { site_id: "cedar-ridge", order_id: orderId });
    expect(fulfil.status).toBe(409);
    const refund = await admin.call("POST", REFUND, { site_id: "cedar-ridge", order_id: orderId });
    expect(refund.status).toBe(409);
    expect(await auditOf("cedar-ridge", `order:${orderId}`)).toEqual([]);
  });
});

describe("refunds", () => {
  it("refund by line: an amount, then the rest; never more than is left", async () => {
    const order = await putOrder({ prices: [84_900, 25_000] });
    const part = await cardOffice.call<Refunded>("POST", REFUND, {
      site_id: site.id,
      order_id: order.id,
      lines: [{ line_id: "line-2", amount_cents: 10_000 }],
    });
    expect(part.status, part.body.msg).toBe(200);
    expect(part.body.order).toMatchObject({ status: "partially_refunded", refunded_cents: 10_000 });
    expect(part.body.order.lines.map((l) => l.refundable_cents)).toEqual([84_900, 15_000]);

    const over = await cardOffice.call("POST", REFUND, {
      site_id: site.id,
      order_id: order.id,
      lines: [{ line_id: "line-2", amount_cents: 15_001 }],
    });
    expect(over.status).toBe(409);
    expect(over.body.msg).toBe("At most $150.00 is left to refund on that line.");
    const unknown = await cardOffice.call("POST", REFUND, {
      site_id: site.id,
      order_id: order.id,
      lines: [{ line_id: "line-9" }],
    });
    expect(unknown.status).toBe(400);

    const rest = await cardOffice.call<Refunded>("POST", REFUND, {
      site_id: site.id,
      order_id: order.id,
    });
    expect(rest.status, rest.body.msg).toBe(200);
    expect(rest.body.refund.amount_cents).toBe(99_900);
    expect(rest.body.order).toMatchObject({
      status: "refunded",
      refunded_cents: 109_900,
      refundable_cents: 0,
    });
    expect((await storedOrder(site.id, order.id)).refunded_cents).toBe(109_900);
    const audits = await auditOf(site.id, `order:${order.id}`);
    expect(audits.map((a) => a.action)).toEqual(["order.refund", "order.refund"]);
  });

  it("refunds once under ten concurrent identical clicks", async () => {
    const order = await putOrder({ prices: [84_900, 25_000] });
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        cardOffice.call<Refunded>("POST", REFUND, { site_id: site.id, order_id: order.id }),
      ),
    );
    expect(clicks.filter((c) => c.status === 200)).toHaveLength(1);
    for (const click of clicks.filter((c) => c.status !== 200)) expect(click.status).toBe(409);
    const records = await refundsOf(site.id, order.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ state: "succeeded", amount_cents: 109_900 });
    expect(
      await getItem(
        gatewayRefundEntity.key({
          siteId: site.id,
          idempotencyKey: records[0]?.idempotency_key ?? "",
        }),
      ),
    ).toBeDefined();
    expect((await storedOrder(site.id, order.id)).refunded_cents).toBe(109_900);
    expect((await auditOf(site.id, `order:${order.id}`)).map((a) => a.action)).toEqual([
      "order.refund",
    ]);
  });

  it("answers a retried request_id with the refund it made, even ten at once", async () => {
    const order = await putOrder({ prices: [84_900, 25_000] });
    const request = {
      site_id: site.id,
      order_id: order.id,
      lines: [{ line_id: "line-1", amount_cents: 4_900 }],
      request_id: `retry-${randomUUID()}`,
    };
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () => cardOffice.call<Refunded>("POST", REFUND, request)),
    );
    for (const click of clicks) expect(click.status, click.body.msg).toBe(200);
    expect(new Set(clicks.map((c) => c.body.refund.id)).size).toBe(1);
    const records = await refundsOf(site.id, order.id);
    expect(records).toHaveLength(1);
    expect((await storedOrder(site.id, order.id)).refunded_cents).toBe(4_900);
  });

  it("reverses a Student ID order for the card office without the gateway", async () => {
    const order = await putOrder({ payment_type: "Student ID" });
    const reversed = await cardOffice.call<Refunded>("POST", REFUND, {
      site_id: site.id,
      order_id: order.id,
      reason: "Withdrew",
    });
    expect(reversed.status, reversed.body.msg).toBe(200);
    expect(reversed.body.refund).toMatchObject({
      kind: "reversal",
      state: "succeeded",
      amount_cents: 84_900,
    });
    expect(reversed.body.order).toMatchObject({
      status: "reversed",
      refunded_cents: 84_900,
      payment: { refund_kind: "reversal" },
    });
    const [record] = await refundsOf(site.id, order.id);
    expect(
      await getItem(
        gatewayRefundEntity.key({ siteId: site.id, idempotencyKey: record?.idempotency_key ?? "" }),
      ),
    ).toBeUndefined();
    const [audit] = await auditOf(site.id, `order:${order.id}`);
    expect(audit).toMatchObject({
      action: "order.reverse",
      after: { kind: "reversal", amount_cents: 84_900 },
    });
  });

  it("finishes a refund the gateway left unanswered with the same key, once", async () => {
    const order = await putOrder();
    const sandbox = sandboxGateway();
    let calls = 0;
    const down = {
      store: ordersStore,
      gatewayFor: () => ({
        ...sandbox,
        refund: async () => {
          calls += 1;
          throw new GatewayUnavailableError("no answer");
        },
      }),
    };
    const t0 = new Date();
    const input = { site_id: site.id, order_id: order.id, reason: "" };
    await expect(refundOrder(staffOf(cardOffice), input, t0, down)).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(calls).toBe(1);
    const [pending] = await refundsOf(site.id, order.id);
    expect(pending).toMatchObject({ state: "pending", amount_cents: 84_900 });

    // A second click soon after: the first is still in flight for all it knows.
    const up = { store: ordersStore, gatewayFor: () => sandbox };
    await expect(refundOrder(staffOf(cardOffice), input, new Date(), up)).rejects.toMatchObject({
      statusCode: 409,
    });
    // A minute later, the next refund call finishes it under its own key, then has nothing left.
    const later = new Date(t0.getTime() + STALE_PENDING_MS + 1_000);
    await expect(refundOrder(staffOf(cardOffice), input, later, up)).rejects.toMatchObject({
      statusCode: 409,
    });
    const [finished] = await refundsOf(site.id, order.id);
    expect(finished).toMatchObject({ id: pending?.id, state: "succeeded" });
    expect(
      await getItem(
        gatewayRefundEntity.key({
          siteId: site.id,
          idempotencyKey: pending?.idempotency_key ?? "",
        }),
      ),
    ).toBeDefined();
    expect((await storedOrder(site.id, order.id)).refunded_cents).toBe(84_900);
  });

  it("agrees with the processor's webhook: the larger total stands, nothing counted twice", async () => {
    const order = await putOrder({ prices: [84_900, 25_000] });
    await cardOffice.call("POST", REFUND, {
      site_id: site.id,
      order_id: order.id,
      lines: [{ line_id: "line-2", amount_cents: 10_000 }],
    });
    // Stripe's charge.refunded reports the same refund: unchanged.
    expect(await dynamoWebhookStore.recordRefund(site.id, order.id, 10_000)).toBe(false);
    // A refund made in the processor's dashboard: the webhook's larger total stands.
    expect(await dynamoWebhookStore.recordRefund(site.id, order.id, 30_000)).toBe(true);
    const detail = await cardOffice.call<Detail>("GET", ONE, {
      site_id: site.id,
      order_id: order.id,
    });
    expect(detail.body.order).toMatchObject({ refunded_cents: 30_000, refundable_cents: 79_900 });
    const over = await cardOffice.call("POST", REFUND, {
      site_id: site.id,
      order_id: order.id,
      lines: [{ line_id: "line-1", amount_cents: 79_901 }],
    });
    expect(over.status).toBe(409);
    const rest = await cardOffice.call<Refunded>("POST", REFUND, {
      site_id: site.id,
      order_id: order.id,
    });
    expect(rest.body.refund.amount_cents).toBe(79_900);
    // The console knows its own 89,900; the processor's next total (with the dashboard's
    // 20,000) raises it to the whole charge.
    expect(rest.body.order.refunded_cents).toBe(89_900);
    expect(await dynamoWebhookStore.recordRefund(site.id, order.id, 109_900)).toBe(true);
    const after = await cardOffice.call<Detail>("GET", ONE, {
      site_id: site.id,
      order_id: order.id,
    });
    expect(after.body.order).toMatchObject({
      status: "refunded",
      refunded_cents: 109_900,
      refundable_cents: 0,
    });
  });
});

describe("fulfilment", () => {
  it("marks an order fulfilled once under concurrent clicks, with one audit entry", async () => {
    const order = await putOrder({ payment_type: "Student ID" });
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () =>
        manager.call<Detail>("POST", FULFIL, {
          site_id: site.id,
          order_id: order.id,
          note: "Credited",
        }),
      ),
    );
    expect(clicks.filter((c) => c.status === 200)).toHaveLength(1);
    for (const click of clicks.filter((c) => c.status !== 200)) {
      expect(click.status).toBe(409);
      expect(click.body.msg).toBe("This order was already marked fulfilled.");
    }
    const detail = await manager.call<Detail>("GET", ONE, { site_id: site.id, order_id: order.id });
    expect(detail.body.order).toMatchObject({
      status: "fulfilled",
      fulfilment: { staff_email: manager.account.email, note: "Credited" },
      can: { fulfil: false, refund: true },
    });
    const audits = await auditOf(site.id, `order:${order.id}`);
    expect(audits).toEqual([
      expect.objectContaining({
        action: "order.fulfil",
        staff_email: manager.account.email,
        before: { status: "placed", fulfilled_at: null },
        after: expect.objectContaining({ status: "fulfilled", note: "Credited" }),
      }),
    ]);
  });

  it("has nothing to credit once refunded in full", async () => {
    const order = await putOrder();
    await cardOffice.call("POST", REFUND, { site_id: site.id, order_id: order.id });
    const fulfil = await cardOffice.call("POST", FULFIL, { site_id: site.id, order_id: order.id });
    expect(fulfil.status).toBe(409);
    expect(fulfil.body.msg).toBe("This order was refunded in full; there is nothing to credit.");
  });
});

describe("the demo orders", () => {
  it("seeds 25 orders of every status over three weeks, and nothing more on a second run", async () => {
    const demo = createSite({ name: "Demo Orders Campus", time_zone: "America/Los_Angeles" });
    await dynamoSiteStore.put(demo, false, new Date());
    const now = new Date();
    await seedOrdersDemo(demo.id, now);
    await seedOrdersDemo(demo.id, now);
    const staff = await inProcessStaff("card_office", demo.id);
    const to = campusDate(now, demo.time_zone);
    const listed = await staff.call<Listing>("GET", LIST, {
      site_id: demo.id,
      from: addDays(to, -21),
      to,
      limit: 100,
    });
    expect(listed.status, listed.body.msg).toBe(200);
    expect(listed.body.orders).toHaveLength(25);
    expect(new Set(listed.body.orders.map((row) => row.status))).toEqual(
      new Set([
        "placed",
        "fulfilled",
        "refunded",
        "partially_refunded",
        "reversed",
        "awaiting_confirmation",
      ]),
    );
    expect(new Set(listed.body.orders.map((row) => row.payment_type)).size).toBe(3);
    const example = await staff.call<Detail>("GET", ONE, {
      site_id: demo.id,
      order_id: demoOrderId(1),
    });
    expect(example.status).toBe(200);
    expect(example.body.order.status).toBe("fulfilled");
  });
});
