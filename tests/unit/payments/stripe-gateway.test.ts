import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  GatewayUnavailableError,
  IdempotencyMismatchError,
  isActionRequired,
} from "../../../functions/purchase/gateway/gateway";
import { stripeGateway } from "../../../functions/purchase/gateway/stripe-gateway";
import { StripeDouble } from "../../support/stripe-double";
import { describeGatewayContract } from "./gateway-contract";

// The Stripe adapter against Stripe's own client (stripe-node) with its HTTP layer replaced by
// recorded answers in Stripe's documented shapes (tests/support/stripe-double.ts): nothing
// here reaches Stripe. tests/integration/stripe-gateway.test.ts runs the same contract against
// Stripe's test mode when STRIPE_TEST_SECRET_KEY is set.

const SITE = "cedar-ridge";
const contractDouble = new StripeDouble();
const TEST_CARD = {
  approved: "pm_card_visa",
  declined: "pm_card_chargeCustomerFail",
  invalid: "pm_card_incorrectNumber",
  unavailable: "pm_card_unreachable",
} as const;

const gatewayOn = (double: StripeDouble) =>
  stripeGateway({ clientFor: async () => double.client(), keyInUseRetry: { tries: 6, baseMs: 5 } });

describeGatewayContract({
  name: "Stripe, recorded answers",
  gateway: () => gatewayOn(contractDouble),
  siteId: SITE,
  token: (kind) => contractDouble.paymentMethod(TEST_CARD[kind]),
  approvedCard: { brand: "Visa", last4: "4242" },
  countCharges: async (prefix) =>
    [...contractDouble.intents.values()].filter((intent) =>
      String((intent.metadata as Record<string, string>).idempotency_key).startsWith(prefix),
    ).length,
});

function setup() {
  const double = new StripeDouble();
  return { double, gateway: gatewayOn(double), key: randomUUID() };
}

const reference = { cartId: "cart-1", orderNo: "ABCD2345" };
const creates = (double: StripeDouble) =>
  double.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");

describe("Stripe adapter: what it sends", () => {
  it("creates and confirms one PaymentIntent in cents, under the attempt's key, with the order in its metadata", async () => {
    const { double, gateway, key } = setup();
    const token = double.paymentMethod("pm_card_visa");
    const answer = await gateway.charge({
      siteId: SITE,
      token,
      amountCents: 289_500,
      idempotencyKey: key,
      reference,
    });
    expect(answer).toMatchObject({
      resultCode: 0,
      result: "Approved",
      brand: "Visa",
      last4: "4242",
    });
    expect(double.requests).toHaveLength(1);
    expect(double.requests[0]).toEqual({
      method: "POST",
      path: "/v1/payment_intents",
      query: {},
      idempotencyKey: key,
      params: {
        amount: "289500",
        currency: "usd",
        payment_method: token,
        "allowed_payment_method_types[0]": "card",
        confirm: "true",
        use_stripe_sdk: "true",
        "metadata[site_id]": SITE,
        "metadata[idempotency_key]": key,
        "metadata[order_id]": key,
        "metadata[order_no]": "ABCD2345",
        "metadata[cart_id]": "cart-1",
        "expand[0]": "latest_charge",
      },
    });
  });

  it("maps a decline to 12 and an incorrect number to 23, with the card Stripe reports", async () => {
    const { double, gateway } = setup();
    const declined = await gateway.charge({
      siteId: SITE,
      token: double.paymentMethod("pm_card_chargeCustomerFail"),
      amountCents: 500,
      idempotencyKey: randomUUID(),
    });
    const invalid = await gateway.charge({
      siteId: SITE,
      token: double.paymentMethod("pm_card_incorrectNumber"),
      amountCents: 500,
      idempotencyKey: randomUUID(),
    });
    expect(declined).toMatchObject({ resultCode: 12, result: "Declined", last4: "0341" });
    expect(declined).toMatchObject({ transactionId: expect.stringMatching(/^pi_/) });
    expect(invalid).toMatchObject({ resultCode: 23, result: "Invalid account number" });
  });

  it("answers a repeat with Stripe's replay of the first request: one PaymentIntent", async () => {
    const { double, gateway, key } = setup();
    const token = double.paymentMethod("pm_card_visa");
    const request = { siteId: SITE, token, amountCents: 700, idempotencyKey: key, reference };
    const first = await gateway.charge(request);
    const again = await gateway.charge(request);
    expect(again).toEqual(first);
    expect(double.intents.size).toBe(1);
    expect(creates(double).map((r) => r.idempotencyKey)).toEqual([key, key]);
  });

  it("turns Stripe's 400 for a key reused with another amount into IdempotencyMismatchError", async () => {
    const { double, gateway, key } = setup();
    const token = double.paymentMethod("pm_card_visa");
    await gateway.charge({ siteId: SITE, token, amountCents: 3282, idempotencyKey: key });
    await expect(
      gateway.charge({ siteId: SITE, token, amountCents: 539_400, idempotencyKey: key }),
    ).rejects.toBeInstanceOf(IdempotencyMismatchError);
    expect(double.intents.size).toBe(1);
  });

  it("reports a Stripe server error or a failed connection as an unknown outcome", async () => {
    const { double, gateway } = setup();
    double.failNextWith = 500;
    await expect(
      gateway.charge({
        siteId: SITE,
        token: double.paymentMethod("pm_card_visa"),
        amountCents: 500,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(
      gateway.charge({
        siteId: SITE,
        token: "pm_card_unreachable",
        amountCents: 500,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it("refunds a PaymentIntent under the caller's key", async () => {
    const { double, gateway, key } = setup();
    const charged = await gateway.charge({
      siteId: SITE,
      token: double.paymentMethod("pm_card_visa"),
      amountCents: 1200,
      idempotencyKey: key,
    });
    const refund = await gateway.refund(SITE, charged.transactionId, 1200, `refund:${key}`);
    expect(refund).toMatchObject({ amountCents: 1200, refundId: expect.stringMatching(/^re_/) });
    expect(double.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/refunds",
      idempotencyKey: `refund:${key}`,
      params: { payment_intent: charged.transactionId, amount: "1200" },
    });
  });
});

describe("Stripe adapter: 3-D Secure", () => {
  it("answers action_required with the client secret, then the outcome once the buyer authenticated", async () => {
    const { double, gateway, key } = setup();
    const token = double.paymentMethod("pm_card_authenticationRequired");
    const request = { siteId: SITE, token, amountCents: 4500, idempotencyKey: key, reference };
    const first = await gateway.charge(request);
    expect(isActionRequired(first)).toBe(true);
    if (!isActionRequired(first)) return;
    expect(first.nextAction.clientSecret).toMatch(/^pi_.*_secret_/);
    // The buyer repeats before finishing: still waiting, still one PaymentIntent.
    expect(isActionRequired(await gateway.charge(request))).toBe(true);
    double.authenticate(first.transactionId);
    const done = await gateway.charge(request);
    expect(done).toMatchObject({
      resultCode: 0,
      transactionId: first.transactionId,
      last4: "3155",
    });
    expect(double.intents.size).toBe(1);
    // The repeat is the create replayed under the same key, then a read of the intent as it is now.
    expect(double.requests.slice(-2).map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /v1/payment_intents",
      `GET /v1/payment_intents/${first.transactionId}`,
    ]);
  });

  it("declines when the buyer fails their bank's check", async () => {
    const { double, gateway, key } = setup();
    const request = {
      siteId: SITE,
      token: double.paymentMethod("pm_card_authenticationRequired"),
      amountCents: 4500,
      idempotencyKey: key,
    };
    const first = await gateway.charge(request);
    double.authenticate(first.transactionId, false);
    expect(await gateway.charge(request)).toMatchObject({ resultCode: 12, result: "Declined" });
    // Closed: the client secret the browser holds cannot pay it with another card now.
    expect(double.intents.get(first.transactionId)?.status).toBe("canceled");
  });

  it("has lookup cancel a payment still waiting for its buyer, so nothing can be charged after the answer", async () => {
    const { double, gateway, key } = setup();
    const first = await gateway.charge({
      siteId: SITE,
      token: double.paymentMethod("pm_card_authenticationRequired"),
      amountCents: 4500,
      idempotencyKey: key,
    });
    const found = await gateway.lookup(SITE, key);
    expect(found).toMatchObject({ resultCode: 12, amountCents: 4500, paymentMethod: null });
    expect(double.intents.get(first.transactionId)?.status).toBe("canceled");
    expect(double.requests.at(-1)).toMatchObject({
      method: "POST",
      path: `/v1/payment_intents/${first.transactionId}/cancel`,
      idempotencyKey: `cancel:${key}`,
    });
    expect(() => double.authenticate(first.transactionId)).toThrow();
  });

  it("finds an approved charge by its metadata, and nothing under a key Stripe never saw", async () => {
    const { double, gateway, key } = setup();
    await gateway.charge({
      siteId: SITE,
      token: double.paymentMethod("pm_card_visa"),
      amountCents: 900,
      idempotencyKey: key,
    });
    expect(await gateway.lookup(SITE, key)).toMatchObject({ resultCode: 0, amountCents: 900 });
    expect(double.requests.at(-1)).toMatchObject({
      method: "GET",
      path: "/v1/payment_intents/search",
      query: {
        query: `metadata['idempotency_key']:'${key}' AND metadata['site_id']:'${SITE}'`,
        "expand[0]": "data.latest_charge",
      },
    });
    expect(await gateway.lookup(SITE, randomUUID())).toBeNull();
  });
});

describe("Stripe adapter: saved cards", () => {
  it("saves a card as a customer with the card attached, and charges it with the buyer present", async () => {
    const { double, gateway, key } = setup();
    const token = double.paymentMethod("pm_card_visa");
    const saved = await gateway.saveForRecurring(SITE, token);
    expect(saved).toMatchObject({ brand: "Visa", last4: "4242" });
    const [customer, method] = saved.paymentMethod.split("/");
    expect(customer).toMatch(/^cus_/);
    expect(method).toBe(token);
    expect(double.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/payment_methods/${token}`,
      "POST /v1/customers",
      `POST /v1/payment_methods/${token}/attach`,
    ]);
    expect(double.requests[2]?.params).toEqual({ customer });
    // The same token saves as the same customer: a repeated checkout charges the same reference.
    expect((await gateway.saveForRecurring(SITE, token)).paymentMethod).toBe(saved.paymentMethod);

    await gateway.chargeSaved({
      siteId: SITE,
      paymentMethod: saved.paymentMethod,
      amountCents: 4500,
      idempotencyKey: key,
      customerPresent: true,
      reference,
    });
    const sent = creates(double).at(-1);
    expect(sent?.params).toMatchObject({
      customer,
      payment_method: token,
      confirm: "true",
      setup_future_usage: "off_session",
      use_stripe_sdk: "true",
    });
    expect(sent?.params.off_session).toBeUndefined();
  });

  it("bills a saved card off session; a card that needs its holder declines as requiring the customer", async () => {
    const { double, gateway } = setup();
    const visa = await gateway.saveForRecurring(SITE, double.paymentMethod("pm_card_visa"));
    const paid = await gateway.chargeSaved({
      siteId: SITE,
      paymentMethod: visa.paymentMethod,
      amountCents: 4500,
      idempotencyKey: "subscription:cedar-ridge:s1:2026-12-01:1",
    });
    expect(paid).toMatchObject({ resultCode: 0 });
    expect(creates(double).at(-1)?.params).toMatchObject({
      customer: visa.paymentMethod.split("/")[0],
      off_session: "true",
      confirm: "true",
    });
    expect(creates(double).at(-1)?.params.setup_future_usage).toBeUndefined();
    expect(creates(double).at(-1)?.idempotencyKey).toBe("subscription:cedar-ridge:s1:2026-12-01:1");

    const secure = await gateway.saveForRecurring(
      SITE,
      double.paymentMethod("pm_card_authenticationRequired"),
    );
    const needsHolder = await gateway.chargeSaved({
      siteId: SITE,
      paymentMethod: secure.paymentMethod,
      amountCents: 4500,
      idempotencyKey: "subscription:cedar-ridge:s2:2026-12-01:1",
    });
    expect(needsHolder).toMatchObject({ resultCode: 12, requiresCustomer: true });
  });
});
