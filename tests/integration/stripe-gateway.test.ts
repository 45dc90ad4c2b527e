import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { describe, it, vi } from "vitest";
import type { PaymentGateway } from "../../functions/purchase/gateway/gateway";
import { createStripeClient } from "../../functions/purchase/gateway/stripe-accounts";
import { stripeGateway } from "../../functions/purchase/gateway/stripe-gateway";
import { describeGatewayContract } from "../unit/payments/gateway-contract";

// The gateway contract against Stripe's test mode, only when STRIPE_TEST_SECRET_KEY
// (sk_test_...) is set; tests/unit/payments/stripe-gateway.test.ts runs it on recorded answers
// on every run. Stripe's test cards: tok_visa approves, tok_chargeCustomerFail attaches and
// then declines, an unknown PaymentMethod id is an invalid card; "unreachable" is a connection
// this file fails before it leaves (Stripe has no test card for a network failure).

const SECRET = process.env.STRIPE_TEST_SECRET_KEY;
const UNREACHABLE = "pm_card_unreachable";
const SEARCH_LAG_MS = 70_000;

/** Stripe's own Node HTTP client, except for requests naming the unreachable test card. */
class FailingForMarker extends Stripe.HttpClient {
  readonly #real = Stripe.createNodeHttpClient();
  override getClientName() {
    return "node-with-failures";
  }
  override makeRequest(...args: Parameters<Stripe.HttpClient["makeRequest"]>) {
    const [, , path, , , body] = args;
    if (path.includes(UNREACHABLE) || String(body).includes(UNREACHABLE)) {
      return Promise.reject(
        Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      );
    }
    return this.#real.makeRequest(...args);
  }
}

if (!SECRET) {
  console.info(
    "Stripe test mode contract skipped: set STRIPE_TEST_SECRET_KEY=sk_test_... to run it against Stripe.",
  );
  describe.skip("payment gateway contract: Stripe test mode", () => {
    it("needs STRIPE_TEST_SECRET_KEY", () => {});
  });
} else {
  if (!SECRET.startsWith("sk_test_")) throw new Error("STRIPE_TEST_SECRET_KEY must be a test key");
  vi.setConfig({ testTimeout: 180_000 });
  const client = createStripeClient(SECRET, { httpClient: new FailingForMarker() });
  const charged = new Set<string>();

  /** Search trails writes by up to a minute: a key just charged is looked up until found. */
  function withSearchLag(gateway: PaymentGateway): PaymentGateway {
    return {
      ...gateway,
      async charge(request) {
        const answer = await gateway.charge(request);
        charged.add(request.idempotencyKey);
        return answer;
      },
      async lookup(siteId, key) {
        const until = Date.now() + (charged.has(key) ? SEARCH_LAG_MS : 0);
        for (;;) {
          const found = await gateway.lookup(siteId, key);
          if (found || Date.now() > until) return found;
          await new Promise((resolve) => setTimeout(resolve, 5_000));
        }
      },
    };
  }

  const tokenOf = async (test: string) =>
    (await (await client).paymentMethods.create({ type: "card", card: { token: test } })).id;

  describeGatewayContract({
    name: "Stripe test mode",
    gateway: () => withSearchLag(stripeGateway({ clientFor: () => client })),
    siteId: "stripe-contract",
    token: (kind) => {
      if (kind === "approved") return tokenOf("tok_visa");
      if (kind === "declined") return tokenOf("tok_chargeCustomerFail");
      if (kind === "invalid") return `pm_unknown_${randomUUID().replaceAll("-", "")}`;
      return UNREACHABLE;
    },
    approvedCard: { brand: "Visa", last4: "4242" },
  });
}
