import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { refundOrder } from "../../functions/operations/operations/orders-refund";
import { ordersStore } from "../../functions/operations/operations/orders-store";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { getItem, queryAll } from "../../functions/platform/table";
import {
  GatewayUnavailableError,
  IdempotencyMismatchError,
  type PaymentGateway,
} from "../../functions/purchase/gateway";
import { sandboxGateway } from "../../functions/purchase/gateway/sandbox-gateway";
import { reconcileDeps } from "../../functions/purchase/reconcile/handler";
import { reconcile, STUCK_AFTER_MS } from "../../functions/purchase/reconcile/reconcile-service";
import { STALE_PENDING_MS } from "../../functions/purchase/refunds/finish-refund";
import { gatewayRefundEntity } from "../../shared/purchase/entities/gateway-charge";
import { type Order, orderEntity } from "../../shared/purchase/entities/order";
import {
  type OrderRefund,
  orderRefundEntity,
  orderWithRefunds,
} from "../../shared/purchase/entities/order-refund";
import { storeOrder } from "../support/factories/order";
import { createSite } from "../support/factories/site";
import { type InProcessStaff, inProcessStaff } from "../support/staff";

// The scheduled reconciliation sweep finishes the console refunds a crash or an unanswered
// gateway left pending (docs/operations/orders.md "Refunds exactly once"), under the key each
// was claimed with: the gateway refunds once, and a second sweep changes nothing. Each sweep
// here walks this file's own campus only, so refunds other files leave pending stay theirs.

const site = createSite({ name: "Refund Reconciliation Campus" });
const sandbox = sandboxGateway();
const PRICE = 84_900;
let cardOffice: InProcessStaff;

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
  cardOffice = await inProcessStaff("card_office", site.id);
});

/** A card order as the checkout stores it, charged in the sandbox under its id. */
function putCardOrder(): Promise<Order> {
  const id = randomUUID();
  return storeOrder(site.id, {
    id,
    no: id.slice(0, 8).toUpperCase(),
    created_at: new Date().toISOString(),
    payment_type: "Credit card",
    prices: [PRICE],
    email: `buyer.${id.slice(0, 8)}@students.example.edu`,
    buyer: { first_name: "Avery", last_name: "Tester", student_id: "CR1234567" },
  });
}

/** The sandbox, whose refund calls are counted (and their keys kept). */
function counted(refund: PaymentGateway["refund"] = sandbox.refund) {
  const keys: string[] = [];
  const gateway: PaymentGateway = {
    ...sandbox,
    refund: (siteId, transactionId, amountCents, idempotencyKey) => {
      keys.push(idempotencyKey);
      return refund(siteId, transactionId, amountCents, idempotencyKey);
    },
  };
  return { gateway, keys };
}

/** Claims a full refund in the console; the gateway call "crashes" as `refund` does. */
async function claimThenCrash(order: Order, refund: PaymentGateway["refund"], at: Date) {
  const crashing = { store: ordersStore, gatewayFor: () => ({ ...sandbox, refund }) };
  await expect(
    refundOrder(
      { account: cardOffice.account, signedInAt: at, version: 1 },
      { site_id: site.id, order_id: order.id, reason: "Withdrew" },
      at,
      crashing,
    ),
  ).rejects.toMatchObject({ statusCode: 503 });
  const [pending] = await refundsOf(order.id);
  expect(pending).toMatchObject({ state: "pending", amount_cents: PRICE });
  return pending as OrderRefund;
}

const sweep = (gateway: PaymentGateway, at: Date) =>
  reconcile(
    {
      ...reconcileDeps,
      gatewayFor: () => gateway,
      siteIds: async () => [site.id],
      redeliver: async () => ({ delivered: 0, failed: 0, oldestPendingMs: null }),
    },
    at,
  );

const refundsOf = async (orderId: string) =>
  (await queryAll({ ...orderWithRefunds(site.id, orderId), sk: { beginsWith: "REFUND#" } })).map(
    (item) => orderRefundEntity.fromItem(item),
  );

/** The sandbox's refunds of the order's console refunds (its ledger, by key prefix). */
const gatewayRefundsOf = async (orderId: string) =>
  (
    await queryAll({
      pk: gatewayRefundEntity.key({ siteId: site.id, idempotencyKey: "-" }).pk,
      sk: { beginsWith: `REFUND#order-refund:${orderId}:` },
    })
  ).map((item) => gatewayRefundEntity.fromItem(item));

const refundedCents = async (orderId: string) =>
  orderEntity.fromItem((await getItem(orderEntity.key({ siteId: site.id, orderId }))) ?? {})
    .refunded_cents;

const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

describe("the reconciliation sweep finishes pending console refunds", () => {
  it("finishes a refund whose answer was lost once, under its own key, and a second sweep changes nothing", async () => {
    const order = await putCardOrder();
    const t0 = new Date();
    // The processor refunds, then its answer is lost on the way back.
    const pending = await claimThenCrash(
      order,
      async (...call) => {
        await sandbox.refund(...call);
        throw new GatewayUnavailableError("the answer was lost on the way back");
      },
      t0,
    );
    const [made] = await gatewayRefundsOf(order.id);
    expect(await gatewayRefundsOf(order.id)).toHaveLength(1);
    expect(await refundedCents(order.id)).toBeUndefined();

    // Still fresh: a request may yet be finishing it, so the sweep leaves it.
    const { gateway, keys } = counted();
    const early = await sweep(gateway, later(t0, STALE_PENDING_MS / 2));
    expect(early.refunds).toEqual({ finished: 0, refused: 0, unavailable: 0, stuck: 0 });
    expect(keys).toEqual([]);

    const swept = await sweep(gateway, later(t0, 5 * 60_000));
    expect(swept.refunds).toEqual({ finished: 1, refused: 0, unavailable: 0, stuck: 0 });
    expect(swept.failed).toBe(0);
    expect(keys).toEqual([pending.idempotency_key]);
    const [finished] = await refundsOf(order.id);
    expect(finished).toMatchObject({
      id: pending.id,
      state: "succeeded",
      // The refund the processor made before the crash, not a second one.
      gateway_refund_id: made?.refund_id,
    });
    expect(await gatewayRefundsOf(order.id)).toHaveLength(1);
    expect(await refundedCents(order.id)).toBe(PRICE);

    const again = await sweep(gateway, later(t0, 10 * 60_000));
    expect(again.refunds).toEqual({ finished: 0, refused: 0, unavailable: 0, stuck: 0 });
    expect(keys).toHaveLength(1);
    expect(await refundsOf(order.id)).toEqual([finished]);
    expect(await gatewayRefundsOf(order.id)).toHaveLength(1);
    expect(await refundedCents(order.id)).toBe(PRICE);
  });

  it("keeps a refund pending while the gateway does not answer, counts it stuck after 15 minutes, then finishes it once", async () => {
    const order = await putCardOrder();
    const t0 = new Date();
    const unanswered = async () => {
      throw new GatewayUnavailableError("no answer");
    };
    const pending = await claimThenCrash(order, unanswered, t0);
    expect(await gatewayRefundsOf(order.id)).toHaveLength(0);

    const down = counted(unanswered);
    const first = await sweep(down.gateway, later(t0, 5 * 60_000));
    expect(first.refunds).toEqual({ finished: 0, refused: 0, unavailable: 1, stuck: 0 });
    const late = await sweep(down.gateway, later(t0, STUCK_AFTER_MS + 60_000));
    expect(late.refunds).toEqual({ finished: 0, refused: 0, unavailable: 1, stuck: 1 });
    expect(down.keys).toEqual([pending.idempotency_key, pending.idempotency_key]);
    expect((await refundsOf(order.id))[0]?.state).toBe("pending");

    const up = counted();
    const done = await sweep(up.gateway, later(t0, STUCK_AFTER_MS + 5 * 60_000));
    expect(done.refunds).toEqual({ finished: 1, refused: 0, unavailable: 0, stuck: 0 });
    expect(up.keys).toEqual([pending.idempotency_key]);
    expect((await refundsOf(order.id))[0]).toMatchObject({ id: pending.id, state: "succeeded" });
    expect(await gatewayRefundsOf(order.id)).toHaveLength(1);
    expect(await refundedCents(order.id)).toBe(PRICE);

    const again = await sweep(up.gateway, later(t0, STUCK_AFTER_MS + 10 * 60_000));
    expect(again.refunds).toEqual({ finished: 0, refused: 0, unavailable: 0, stuck: 0 });
    expect(up.keys).toHaveLength(1);
  });

  it("records a refund the gateway refuses as failed, its cents refundable again", async () => {
    const order = await putCardOrder();
    const t0 = new Date();
    await claimThenCrash(
      order,
      async () => {
        throw new GatewayUnavailableError("no answer");
      },
      t0,
    );
    const refusing = counted(async (_site, _transaction, _amount, key) => {
      throw new IdempotencyMismatchError(`Idempotency key ${key} was first used elsewhere.`);
    });
    const swept = await sweep(refusing.gateway, later(t0, 5 * 60_000));
    expect(swept.refunds).toEqual({ finished: 0, refused: 1, unavailable: 0, stuck: 0 });
    expect((await refundsOf(order.id))[0]).toMatchObject({ state: "failed" });
    expect(await refundedCents(order.id)).toBeUndefined();
    expect(await gatewayRefundsOf(order.id)).toHaveLength(0);
  });
});
