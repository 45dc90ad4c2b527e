import { describe, expect, it } from "vitest";
import { publishedSite } from "../../functions/platform/site-cache";
import { getItem, queryAll } from "../../functions/platform/table";
import { ATTEMPT_LEASE_MS } from "../../functions/purchase/cart/checkout-context";
import { placeOrder } from "../../functions/purchase/cart/checkout-service";
import { dynamoCheckoutStore } from "../../functions/purchase/cart/checkout-store";
import type { CheckoutInput } from "../../functions/purchase/cart/checkout-validate";
import { type AttemptStore, attemptStore } from "../../functions/purchase/checkout/attempt-store";
import {
  GatewayUnavailableError,
  type PaymentGateway,
  paymentGatewayFor,
} from "../../functions/purchase/gateway";
import { sandboxGateway } from "../../functions/purchase/gateway/sandbox-gateway";
import { reconcile, STUCK_AFTER_MS } from "../../functions/purchase/reconcile/reconcile-service";
import { refundStore } from "../../functions/purchase/refunds/refund-store";
import { mailIntentEntity } from "../../shared/platform/entities/mail-intent";
import { CHECKOUT_TEXT } from "../../shared/purchase/checkout/messages";
import { cartEntity } from "../../shared/purchase/entities/cart";
import { checkoutClaimEntity } from "../../shared/purchase/entities/checkout-claim";
import { chargesWithKeyPrefix } from "../../shared/purchase/entities/gateway-charge";
import { cardCheckoutInput } from "../../shared/purchase/routes/cart-checkout";
import { CartClient, CEDAR_STUDENT } from "../support/cart-client";
import { callCheckout } from "../support/checkout";
import { BLOCK_100, block100Item, checkoutBody, putCart } from "../support/factories/checkout";
import { sandboxToken, TEST_CARDS } from "../support/payments";

const SITE = "cedar-ridge";
const MASTERCARD = "5555 5555 5555 4444";
const chargesOf = async (orderId: string) =>
  (await queryAll(chargesWithKeyPrefix(SITE, orderId))).length;
const attemptOf = async (cartId: string) => {
  const item = await getItem(checkoutClaimEntity.key({ siteId: SITE, cartId }));
  return item ? checkoutClaimEntity.fromItem(item) : undefined;
};

async function cardBody(number: string = TEST_CARDS.approved, overrides = {}) {
  return checkoutBody({
    card_token: await sandboxToken(number),
    card_brand: "Visa",
    card_last4: number.replace(/\s/g, "").slice(-4),
    ...overrides,
  });
}

/** The sandbox, except that its answer to the first charge is lost after it was made. */
function answerLostOnce(): PaymentGateway {
  const sandbox = sandboxGateway();
  let lost = false;
  return {
    ...sandbox,
    charge: async (request) => {
      const result = await sandbox.charge(request);
      if (lost) return result;
      lost = true;
      throw new GatewayUnavailableError("the answer was lost on the way back");
    },
  };
}

async function request(body: Record<string, unknown>, cartId: string, now = new Date()) {
  return {
    site: await publishedSite(SITE, new Date()),
    input: cardCheckoutInput.parse(body) as CheckoutInput,
    cartId,
    session: undefined,
    clientId: "money-integrity",
    now,
  };
}

const deps = (gateway: PaymentGateway = sandboxGateway(), attempts = attemptStore) => ({
  store: dynamoCheckoutStore,
  attempts,
  gateway,
  webOrigin: "https://dining.example.edu",
});

/** These sweeps settle attempts only: the console's pending refunds are another file's. */
const noRefunds = { ...refundStore, pendingRefunds: async () => [] };

/** A sweep of this test's own attempt only, so files running beside it keep theirs. */
async function sweepOnly(cartId: string, now: Date) {
  const only: AttemptStore = {
    ...attemptStore,
    open: async (siteId) =>
      (await attemptStore.open(siteId)).filter((claim) => claim.cart_id === cartId),
  };
  return reconcile(
    {
      attempts: only,
      refunds: noRefunds,
      gatewayFor: paymentGatewayFor,
      siteIds: async () => [SITE],
      site: async (siteId) => publishedSite(siteId, new Date()),
      redeliver: async () => ({ delivered: 0, failed: 0, oldestPendingMs: null }),
      webOrigin: "https://dining.example.edu",
    },
    now,
  );
}

describe("a checkout attempt is fixed when it is claimed", () => {
  it("refuses cart changes and other payments while a charged attempt is pending, then completes it for exactly its charge", async () => {
    const client = new CartClient(SITE);
    await client.select(CEDAR_STUDENT);
    expect((await client.addMealPlan({ meal_plan: "block-100" })).status).toBe(200);
    const cartId = client.cartId ?? "";
    const body = await cardBody();
    const gateway = answerLostOnce();

    await expect(placeOrder(deps(gateway), await request(body, cartId))).rejects.toThrow(
      CHECKOUT_TEXT.gatewayUnavailable,
    );
    const pending = await attemptOf(cartId);
    expect(pending).toMatchObject({ state: "pending", amount_cents: BLOCK_100 });
    expect(await chargesOf(pending?.order_id ?? "-")).toBe(1);

    // The buyer adds a plan: refused, so the retry cannot price a bigger cart.
    const added = await client.addMealPlan({ meal_plan: "flex-50" });
    expect(added.status).toBe(409);
    expect(added.body.msg).toBe(
      "Your cart can't be changed while its payment is being processed. Please wait a moment and try again.",
    );
    // Student ID on the same cart while the card attempt is open: refused, nothing billed.
    const studentId = await callCheckout("checkout", checkoutBody({ payment_type: "Student ID" }), {
      cartId,
    });
    expect(studentId.status).toBe(409);
    expect(studentId.body.msg).toBe(CHECKOUT_TEXT.paymentInProgress);

    const retried = await placeOrder(deps(gateway), await request(body, cartId));
    expect(retried.order.id).toBe(pending?.order_id);
    expect(retried.order).toMatchObject({ total: BLOCK_100, payment_type: "Credit card" });
    expect(await chargesOf(retried.order.id)).toBe(1);
    expect((await client.fetch()).body.cart.items).toEqual([]);
  });

  it("a slow card checkout and a Student ID checkout 200 ms later on one cart give one order, paid once", async () => {
    const cartId = await putCart([block100Item()]);
    const [card, student] = await Promise.all([
      callCheckout("create_cc_order", await cardBody(TEST_CARDS.slow), { cartId }),
      new Promise((resolve) => setTimeout(resolve, 200)).then(() =>
        callCheckout("checkout", checkoutBody({ payment_type: "Student ID" }), { cartId }),
      ),
    ]);
    expect(card.status, card.body.msg).toBe(200);
    expect(student.status).toBe(409);
    expect(student.body.msg).toBe(CHECKOUT_TEXT.paymentInProgress);
    const orderId = card.body.order?.id ?? "";
    expect(await chargesOf(orderId)).toBe(1);
    expect(await attemptStore.getOrder(SITE, orderId)).toMatchObject({
      payment_type: "Credit card",
      total: BLOCK_100,
    });
    // The Student ID retry after the card order finds the cart checked out.
    const late = await callCheckout("checkout", checkoutBody({ payment_type: "Student ID" }), {
      cartId,
    });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(CHECKOUT_TEXT.alreadyPlaced);
  });

  it("records the card's brand and last four from the gateway, never from the request", async () => {
    const cartId = await putCart([block100Item()]);
    const forged = await cardBody(MASTERCARD, {
      card_brand: "American Express",
      card_last4: "0000",
    });
    const placed = await callCheckout("create_cc_order", forged, { cartId });
    expect(placed.status).toBe(200);
    expect(placed.body.order).toMatchObject({ card_last4: "4444" });
    expect(await attemptStore.getOrder(SITE, placed.body.order?.id ?? "")).toMatchObject({
      card_brand: "MasterCard",
      card_last4: "4444",
    });
  });
});

describe("the reconciliation sweeper", () => {
  it("completes a charged attempt whose order write failed, with its mail, without the buyer", async () => {
    const cartId = await putCart([block100Item()]);
    const body = await cardBody(MASTERCARD);
    const failing: AttemptStore = {
      ...attemptStore,
      complete: async () => {
        throw new Error("DynamoDB went away between the charge and the order");
      },
    };
    const started = new Date();
    await expect(placeOrder(deps(undefined, failing), await request(body, cartId))).rejects.toThrow(
      "DynamoDB went away",
    );
    const pending = await attemptOf(cartId);
    const orderId = pending?.order_id ?? "-";
    expect(await chargesOf(orderId)).toBe(1);
    expect(await attemptStore.getOrder(SITE, orderId)).toBeUndefined();

    // Still inside its lease: a sweep leaves it to the request that may be running.
    const early = await sweepOnly(cartId, new Date(started.getTime() + 30_000));
    expect(early.completed).toEqual([]);

    const swept = await sweepOnly(cartId, new Date(started.getTime() + 4 * 60_000));
    expect(swept.completed).toEqual([orderId]);
    expect(await attemptOf(cartId)).toMatchObject({ state: "complete" });
    expect(await attemptStore.getOrder(SITE, orderId)).toMatchObject({
      total: BLOCK_100,
      card_brand: "MasterCard",
      card_last4: "4444",
    });
    expect(await chargesOf(orderId)).toBe(1);
    expect(await getItem(cartEntity.key({ siteId: SITE, cartId }))).toBeUndefined();
    const mail = await getItem(
      mailIntentEntity.key({ siteId: SITE, kind: "order_confirmation", ref: orderId }),
    );
    expect(mail).toBeDefined();
    // The buyer's late retry answers with the order the sweeper recorded.
    const retry = await placeOrder(deps(), await request(body, cartId));
    expect(retry.order.id).toBe(orderId);
    expect(await chargesOf(orderId)).toBe(1);
  });

  it("releases an attempt the processor never saw, freeing the cart, and counts what stays stuck", async () => {
    const client = new CartClient(SITE);
    await client.select(CEDAR_STUDENT);
    await client.addMealPlan({ meal_plan: "block-100" });
    const cartId = client.cartId ?? "";
    const down = await callCheckout("create_cc_order", await cardBody(TEST_CARDS.unavailable), {
      cartId,
    });
    expect(down.status).toBe(503);
    const pending = await attemptOf(cartId);
    expect(pending?.state).toBe("pending");

    const swept = await sweepOnly(cartId, new Date(Date.now() + 4 * 60_000));
    expect(swept.released).toEqual([pending?.order_id]);
    expect(await attemptOf(cartId)).toMatchObject({ state: "released", resolution: "not charged" });
    expect(await chargesOf(pending?.order_id ?? "-")).toBe(0);
    expect((await client.addMealPlan({ meal_plan: "flex-50" })).status).toBe(200);
    const paid = await callCheckout(
      "create_cc_order",
      await cardBody(TEST_CARDS.approved, { total: (await client.fetch()).body.cart.totals.total }),
      { cartId },
    );
    expect(paid.status, paid.body.msg).toBe(200);
    expect(paid.body.order?.id).not.toBe(pending?.order_id);
  });

  it("counts an attempt it cannot settle as stuck once it is 15 minutes old", async () => {
    const cartId = await putCart([block100Item()]);
    const body = await cardBody();
    const started = new Date();
    await expect(placeOrder(deps(answerLostOnce()), await request(body, cartId))).rejects.toThrow(
      CHECKOUT_TEXT.gatewayUnavailable,
    );
    const unreachable: PaymentGateway = {
      ...sandboxGateway(),
      lookup: async () => {
        throw new GatewayUnavailableError("still down");
      },
    };
    const only: AttemptStore = {
      ...attemptStore,
      open: async (siteId) => (await attemptStore.open(siteId)).filter((c) => c.cart_id === cartId),
    };
    const sweep = (at: Date) =>
      reconcile(
        {
          attempts: only,
          refunds: noRefunds,
          gatewayFor: () => unreachable,
          siteIds: async () => [SITE],
          site: async (siteId) => publishedSite(siteId, new Date()),
          redeliver: async () => ({ delivered: 0, failed: 0, oldestPendingMs: null }),
          webOrigin: undefined,
        },
        at,
      );
    expect((await sweep(new Date(started.getTime() + 4 * 60_000))).stuck).toBe(0);
    const late = await sweep(new Date(started.getTime() + STUCK_AFTER_MS + 60_000));
    expect(late).toMatchObject({ stuck: 1, failed: 1 });
    // Once the processor answers again, the next sweep completes it.
    const done = await sweepOnly(cartId, new Date(started.getTime() + STUCK_AFTER_MS + 5 * 60_000));
    expect(done.completed).toHaveLength(1);
    expect(ATTEMPT_LEASE_MS).toBeLessThan(STUCK_AFTER_MS);
  });
});
