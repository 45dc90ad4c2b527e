import { describe, expect, it } from "vitest";
import { publishedSite } from "../../functions/platform/site-cache";
import { getItem, queryAll } from "../../functions/platform/table";
import { ATTEMPT_LEASE_MS } from "../../functions/purchase/cart/checkout-context";
import { placeOrder } from "../../functions/purchase/cart/checkout-service";
import { dynamoCheckoutStore } from "../../functions/purchase/cart/checkout-store";
import type { CheckoutInput } from "../../functions/purchase/cart/checkout-validate";
import { attemptStore } from "../../functions/purchase/checkout/attempt-store";
import { sandboxGateway } from "../../functions/purchase/gateway/sandbox-gateway";
import { cartEntity } from "../../shared/purchase/entities/cart";
import { checkoutClaimEntity } from "../../shared/purchase/entities/checkout-claim";
import { chargesWithKeyPrefix } from "../../shared/purchase/entities/gateway-charge";
import { cardCheckoutInput } from "../../shared/purchase/routes/cart-checkout";
import { AccountClient } from "../support/account-client";
import { callCheckout } from "../support/checkout";
import { block100Item, checkoutBody, putCart } from "../support/factories/checkout";
import { createSignUp } from "../support/factories/customer";
import { sandboxToken, TEST_CARDS } from "../support/payments";

const SITE = "cedar-ridge";
const chargesOf = async (orderId: string) =>
  (await queryAll(chargesWithKeyPrefix(SITE, orderId))).length;

async function cardBody(number: string = TEST_CARDS.approved, overrides = {}) {
  const token = await sandboxToken(number);
  const last4 = number.replace(/\s/g, "").slice(-4);
  return checkoutBody({ card_token: token, card_brand: "Visa", card_last4: last4, ...overrides });
}

describe("exactly one order and one charge per checkout", () => {
  it("50 concurrent submissions of one checkout give one order and one sandbox charge", async () => {
    const account = new AccountClient();
    const signUp = createSignUp({ email: `fifty.${Date.now()}@cedarridge.example.edu` });
    expect(
      (await account.call("/v1/customer/create", { method: "POST", body: signUp })).status,
    ).toBe(200);
    const session = `doc_session=${account.cookies.get("doc_session")}`;
    const cartId = await putCart([block100Item()]);
    const body = await cardBody(TEST_CARDS.approved, {
      email: signUp.email,
      email_confirmation: signUp.email,
    });

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        callCheckout("create_cc_order", body, { cartId, cookies: [session] }),
      ),
    );

    for (const result of results) expect(result.status, result.body.msg).toBe(200);
    const orderIds = new Set(results.map((r) => r.body.order?.id));
    expect(orderIds.size).toBe(1);
    const [orderId = ""] = orderIds;
    expect(await chargesOf(orderId)).toBe(1);
    const orders = await account.call<{ orders: { id: string }[] }>(
      "/v1/customer/orders?site_id=cedar-ridge",
    );
    expect(orders.body.orders.map((o) => o.id)).toEqual([orderId]);
    expect(await getItem(cartEntity.key({ siteId: SITE, cartId }))).toBeUndefined();
  });

  it("completes a checkout that crashed after the charge, on the retry, without charging again", async () => {
    const site = await publishedSite(SITE, new Date());
    const cartId = await putCart([block100Item()]);
    const input = cardCheckoutInput.parse(await cardBody()) as CheckoutInput;
    const crashing = {
      ...attemptStore,
      complete: async () => {
        throw new Error("injected crash between the charge and the order write");
      },
    };
    const deps = {
      store: dynamoCheckoutStore,
      gateway: sandboxGateway(),
      webOrigin: undefined,
    };
    const request = {
      site,
      input,
      cartId,
      session: undefined,
      clientId: "crash-test",
      now: new Date(),
    };

    await expect(placeOrder({ ...deps, attempts: crashing }, request)).rejects.toThrow(
      "injected crash",
    );
    const claim = await getItem(checkoutClaimEntity.key({ siteId: SITE, cartId }));
    const pending = claim ? checkoutClaimEntity.fromItem(claim) : undefined;
    expect(pending?.state).toBe("pending");
    expect(await chargesOf(pending?.order_id ?? "none")).toBe(1);

    const retried = await placeOrder(
      { ...deps, attempts: attemptStore },
      { ...request, now: new Date() },
    );

    expect(retried.order.id).toBe(pending?.order_id);
    expect(retried.order.no).toBe(pending?.order_no);
    expect(await chargesOf(retried.order.id)).toBe(1);
    expect(await attemptStore.getOrder(SITE, retried.order.id)).toMatchObject({
      total: 179_900,
      card_last4: "1111",
    });
    const again = await placeOrder(
      { ...deps, attempts: attemptStore },
      { ...request, now: new Date() },
    );
    expect(again.order.id).toBe(retried.order.id);
    expect(await chargesOf(retried.order.id)).toBe(1);
  });

  it("keeps the attempt when the processor cannot be reached; another card waits for it, then starts a new one", async () => {
    const site = await publishedSite(SITE, new Date());
    const cartId = await putCart([block100Item()]);
    const down = await callCheckout("create_cc_order", await cardBody(TEST_CARDS.unavailable), {
      cartId,
    });
    expect(down.status).toBe(503);
    const stored = await getItem(checkoutClaimEntity.key({ siteId: SITE, cartId }));
    const pending = checkoutClaimEntity.fromItem(stored ?? {});
    expect(pending.state).toBe("pending");

    // Another card while a request may still be charging under the first attempt: it waits.
    const other = await cardBody(TEST_CARDS.approved);
    const early = await callCheckout("create_cc_order", other, { cartId });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe(
      "A payment for this cart is still being processed. Please wait a minute and try again; if it went through, you will receive an email confirmation.",
    );

    // Once its lease has run out, nothing charged under the first key: it is released and
    // the new card is charged under a new attempt's key.
    const later = await placeOrder(
      {
        store: dynamoCheckoutStore,
        attempts: attemptStore,
        gateway: sandboxGateway(),
        webOrigin: undefined,
      },
      {
        site,
        input: cardCheckoutInput.parse(other) as CheckoutInput,
        cartId,
        session: undefined,
        clientId: "lease-test",
        now: new Date(Date.now() + ATTEMPT_LEASE_MS + 1_000),
      },
    );
    expect(later.order.id).not.toBe(pending.order_id);
    expect(await chargesOf(pending.order_id)).toBe(0);
    expect(await chargesOf(later.order.id)).toBe(1);
  });
});
