import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { publishedSite } from "../../functions/platform/site-cache";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { getItem } from "../../functions/platform/table";
import { NEXT_ACTION_LEASE_MS } from "../../functions/purchase/cart/checkout-context";
import { PaymentActionRequiredError } from "../../functions/purchase/cart/checkout-errors";
import { placeOrder } from "../../functions/purchase/cart/checkout-service";
import { dynamoCheckoutStore } from "../../functions/purchase/cart/checkout-store";
import type { CheckoutInput } from "../../functions/purchase/cart/checkout-validate";
import { attemptStore } from "../../functions/purchase/checkout/attempt-store";
import { stripeGateway } from "../../functions/purchase/gateway/stripe-gateway";
import { handler } from "../../functions/purchase/payments/handler";
import {
  handleStripeWebhook,
  type WebhookDeps,
} from "../../functions/purchase/payments/webhook-service";
import { dynamoWebhookStore } from "../../functions/purchase/payments/webhook-store";
import { WebhookRefusedError } from "../../functions/purchase/payments/webhook-verify";
import { checkoutClaimEntity } from "../../shared/purchase/entities/checkout-claim";
import { cardCheckoutInput } from "../../shared/purchase/routes/cart-checkout";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";
import { BLOCK_100, block100Item, checkoutBody, putCart } from "../support/factories/checkout";
import { StripeDouble } from "../support/stripe-double";

// Stripe's webhook against DynamoDB Local and the real checkout, with Stripe's client on
// recorded answers (tests/support/stripe-double.ts). Events are signed as Stripe signs them
// (stripe.webhooks.generateTestHeaderString) with the endpoint secret of a test account.

const SITE = "cedar-ridge";
const SECRET = "whsec_payments_webhook_test";
const double = new StripeDouble();
const gateway = stripeGateway({
  clientFor: async () => double.client(),
  keyInUseRetry: { tries: 4, baseMs: 5 },
});

const webhookDeps = (overrides: Partial<WebhookDeps> = {}): WebhookDeps => ({
  accounts: async () => [{ id: "account-a", webhookSecret: SECRET, client: double.client() }],
  accountIdFor: () => "account-a",
  site: async (siteId) => (await dynamoSiteStore.getById(siteId))?.site,
  attempts: attemptStore,
  store: dynamoWebhookStore,
  gatewayFor: () => gateway,
  webOrigin: undefined,
  ...overrides,
});

function eventOf(type: string, object: Record<string, unknown>) {
  return {
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

function signed(event: object, at = new Date(), secret = SECRET) {
  const rawBody = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: rawBody,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
  return { rawBody, signature };
}

const deliver = (event: object, now = new Date(), deps = webhookDeps()) =>
  handleStripeWebhook(deps, { ...signed(event, now), now });

const attemptOf = async (cartId: string) => {
  const item = await getItem(checkoutClaimEntity.key({ siteId: SITE, cartId }));
  return item ? checkoutClaimEntity.fromItem(item) : undefined;
};

async function checkout(cartId: string, token: string) {
  const body = checkoutBody({ card_token: token, card_brand: "Visa", card_last4: "3155" });
  return placeOrder(
    { store: dynamoCheckoutStore, attempts: attemptStore, gateway, webOrigin: undefined },
    {
      site: await publishedSite(SITE, new Date()),
      input: cardCheckoutInput.parse(body) as CheckoutInput,
      cartId,
      session: undefined,
      clientId: "payments-webhook",
      now: new Date(),
    },
  );
}

/** A card checkout whose bank asks for 3-D Secure: 402 with the client secret, attempt kept. */
async function awaitingAuthentication() {
  const cartId = await putCart([block100Item()]);
  const token = double.paymentMethod("pm_card_authenticationRequired");
  const refused = await checkout(cartId, token).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(PaymentActionRequiredError);
  const attempt = await attemptOf(cartId);
  const [intent] = double.intentsOfKey(attempt?.order_id ?? "-");
  return { cartId, token, attempt, intentId: String(intent?.id), refused };
}

describe("3-D Secure and the payment_intent.succeeded webhook", () => {
  it("keeps the attempt pending with a longer lease, completes it from the webhook, and answers the buyer's repeat with that order", async () => {
    const started = Date.now();
    const { cartId, token, attempt, intentId, refused } = await awaitingAuthentication();
    expect((refused as PaymentActionRequiredError).statusCode).toBe(402);
    expect((refused as PaymentActionRequiredError).details).toEqual({
      next_action: { client_secret: `${intentId}_secret_double` },
    });
    expect(attempt).toMatchObject({ state: "pending", amount_cents: BLOCK_100 });
    expect(attempt?.lease_until).toBeGreaterThanOrEqual(started + NEXT_ACTION_LEASE_MS);
    expect(double.intents.get(intentId)?.metadata).toMatchObject({
      site_id: SITE,
      order_id: attempt?.order_id,
      cart_id: cartId,
      order_no: attempt?.order_no,
    });

    double.authenticate(intentId);
    const event = eventOf("payment_intent.succeeded", double.snapshot(intentId));
    expect(await deliver(event)).toEqual({ outcome: "completed" });
    expect(await attemptStore.getOrder(SITE, attempt?.order_id ?? "")).toMatchObject({
      total: BLOCK_100,
      card_brand: "Visa",
      card_last4: "3155",
      transaction_id: intentId,
    });

    // The same event again (a replay): refused, nothing changes.
    await expect(deliver(event)).rejects.toBeInstanceOf(WebhookRefusedError);
    // The buyer's browser repeats the checkout after authenticating: the same order.
    expect((await checkout(cartId, token)).order.id).toBe(attempt?.order_id);
    expect(double.intentsOfKey(attempt?.order_id ?? "-")).toHaveLength(1);

    // Refunds and disputes are recorded on the order; a late smaller refund total is ignored.
    const charge = { object: "charge", id: "ch_x", payment_intent: intentId, amount: BLOCK_100 };
    await deliver(eventOf("charge.refunded", { ...charge, amount_refunded: 50_000 }));
    await deliver(eventOf("charge.refunded", { ...charge, amount_refunded: 20_000 }));
    await deliver(
      eventOf("charge.dispute.created", {
        object: "dispute",
        id: "dp_x",
        charge: "ch_x",
        payment_intent: intentId,
      }),
    );
    expect(await attemptStore.getOrder(SITE, attempt?.order_id ?? "")).toMatchObject({
      refunded_cents: 50_000,
      disputed: true,
    });
  });

  it("settles a failed payment only once its lease has run out, and cancels it at Stripe", async () => {
    const { cartId, intentId } = await awaitingAuthentication();
    double.authenticate(intentId, false);
    const failed = () => eventOf("payment_intent.payment_failed", double.snapshot(intentId));
    expect(await deliver(failed())).toEqual({ outcome: "left to the checkout" });
    expect((await attemptOf(cartId))?.state).toBe("pending");
    const later = new Date(Date.now() + NEXT_ACTION_LEASE_MS + 60_000);
    expect(await deliver(failed(), later)).toEqual({ outcome: "released" });
    expect((await attemptOf(cartId))?.state).toBe("released");
    expect(double.intents.get(intentId)?.status).toBe("canceled");
  });

  it("refunds a charge whose checkout has no order and no open attempt", async () => {
    const orderId = randomUUID();
    const charged = await gateway.charge({
      siteId: SITE,
      token: double.paymentMethod("pm_card_visa"),
      amountCents: 1_500,
      idempotencyKey: orderId,
      reference: { cartId: `gone-${orderId}`, orderNo: "ORPHAN23" },
    });
    const event = eventOf("payment_intent.succeeded", double.snapshot(charged.transactionId));
    expect(await deliver(event)).toEqual({ outcome: "refunded: no order" });
    expect(double.refunds.at(-1)).toMatchObject({
      payment_intent: charged.transactionId,
      amount: 1_500,
    });
    expect(double.requests.at(-1)?.idempotencyKey).toBe(`orphan-refund:${orderId}`);
  });
});

describe("events the webhook refuses with 400", () => {
  const event = () =>
    eventOf("payment_intent.succeeded", { object: "payment_intent", id: "pi_x", metadata: {} });

  it("an unsigned event, one signed with another secret, and a stale one", async () => {
    const now = new Date();
    const { rawBody } = signed(event());
    for (const signature of [undefined, signed(event(), now, "whsec_someone_else").signature]) {
      await expect(
        handleStripeWebhook(webhookDeps(), { rawBody, signature, now }),
      ).rejects.toMatchObject({ statusCode: 400 });
    }
    const stale = signed(event(), new Date(now.getTime() - 10 * 60_000));
    await expect(handleStripeWebhook(webhookDeps(), { ...stale, now })).rejects.toThrow(
      "The Stripe-Signature header does not verify.",
    );
    // A signature over other bytes than those received.
    const good = signed(event(), now);
    await expect(
      handleStripeWebhook(webhookDeps(), {
        rawBody: `${good.rawBody} `,
        signature: good.signature,
        now,
      }),
    ).rejects.toBeInstanceOf(WebhookRefusedError);
  });

  it("an event about a campus that charges into another Stripe account", async () => {
    const charged = await gateway.charge({
      siteId: SITE,
      token: double.paymentMethod("pm_card_visa"),
      amountCents: 900,
      idempotencyKey: randomUUID(),
      reference: { cartId: "c", orderNo: "N" },
    });
    const deps = webhookDeps({ accountIdFor: () => "account-b" });
    await expect(
      deliver(
        eventOf("payment_intent.succeeded", double.snapshot(charged.transactionId)),
        new Date(),
        deps,
      ),
    ).rejects.toThrow("does not use this Stripe account");
  });

  it("answers through the payments group's handler: no signature, 400 with the envelope", async () => {
    const body = JSON.stringify(event());
    const result = (await handler(
      {
        ...structuredClone(httpApiEvent),
        routeKey: "POST /v1/payments/webhook",
        rawPath: "/v1/payments/webhook",
        body,
      },
      lambdaContext,
    )) as { statusCode: number; body: string };
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toEqual({
      status: "error",
      msg: "The Stripe-Signature header is missing.",
    });
  });
});
