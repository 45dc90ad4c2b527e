import { describe, expect, it } from "vitest";
import { CartClient, CEDAR_STUDENT } from "../support/cart-client";
import { checkoutBody } from "../support/factories/checkout";
import { createSignUp } from "../support/factories/customer";
import { sandboxToken, TEST_CARDS } from "../support/payments";

// Cart fixation and order disclosure (docs/security.md "Money"): the server alone issues cart
// ids, signed for their campus; a signed-in customer's cart is theirs only; a finished
// checkout answers its order only to a repeat of itself.

const SITE = "cedar-ridge";
const COOKIE = `doc_cart_${SITE}`;

async function cartWithPlan(client: CartClient) {
  expect((await client.select(CEDAR_STUDENT)).status).toBe(200);
  const added = await client.addMealPlan({ meal_plan: "block-100" });
  expect(added.status, added.body.msg).toBe(200);
  return added.body.cart;
}

describe("cart cookies", () => {
  it("never adopts a cart id the browser chose, nor a forged or other campus's signature", async () => {
    const issued = new CartClient(SITE);
    await cartWithPlan(issued);
    const signed = issued.cookies.get(COOKIE) ?? "";
    expect(signed).toMatch(/^[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{22}$/);

    for (const planted of [
      "AttackerChosenCartId0001",
      `${issued.cartId}.${"A".repeat(22)}`,
      `${issued.cartId}`,
    ]) {
      const victim = new CartClient(SITE);
      victim.cookies.set(COOKIE, planted);
      expect((await victim.fetch()).body.cart.items).toEqual([]);
      await cartWithPlan(victim);
      expect(victim.cartId).not.toBe(planted.split(".")[0]);
      expect(victim.cookies.get(COOKIE)).not.toBe(planted);
    }
    // The same signed value under another campus's name is no cart there.
    const elsewhere = new CartClient("harbor-state");
    elsewhere.cookies.set("doc_cart_harbor-state", signed);
    expect((await elsewhere.fetch()).body.cart.items).toEqual([]);
  });

  it("keeps a signed-in customer's cart from any other session or an anonymous browser", async () => {
    const owner = new CartClient(SITE);
    const form = createSignUp({
      site_id: SITE,
      email: `owner.${Date.now()}@cedarridge.example.edu`,
    });
    expect((await owner.call("/v1/customer/create", { method: "POST", body: form })).status).toBe(
      200,
    );
    await cartWithPlan(owner);
    const cookie = owner.cookies.get(COOKIE) ?? "";

    const anonymous = new CartClient(SITE);
    anonymous.cookies.set(COOKIE, cookie);
    expect((await anonymous.fetch()).body.cart.items).toEqual([]);
    // A change from the other browser starts its own cart, leaving the owner's alone.
    await cartWithPlan(anonymous);
    expect(anonymous.cartId).not.toBe(owner.cartId);
    expect((await owner.fetch()).body.cart.items).toHaveLength(1);
  });
});

describe("a finished checkout", () => {
  it("answers its order only to a repeat of itself, never to another browser with the cookie", async () => {
    // The attacker's own, validly issued cart cookie ends up in the victim's browser.
    const attacker = new CartClient(SITE);
    await cartWithPlan(attacker);
    const planted = attacker.cookies.get(COOKIE) ?? "";
    const victim = new CartClient(SITE);
    victim.cookies.set(COOKIE, planted);
    const cart = await victim.fetch();
    const total = cart.body.cart.totals.total;
    const payByCard = async (client: CartClient) =>
      client.call<{ order?: { id: string } }>("/v1/cart/create_cc_order", {
        method: "POST",
        body: checkoutBody({
          total,
          card_token: await sandboxToken(TEST_CARDS.approved),
          card_brand: "Visa",
          card_last4: "1111",
        }),
      });
    const paid = await payByCard(victim);
    expect(paid.status, paid.body.msg).toBe(200);

    // The attacker replays a checkout with the same cookie: by card and by Student ID.
    const replayCard = await payByCard(attacker);
    const replayStudent = await attacker.call<{ order?: unknown }>("/v1/cart/checkout", {
      method: "POST",
      body: checkoutBody({ total, payment_type: "Student ID" }),
    });
    for (const replay of [replayCard, replayStudent]) {
      expect(replay.status).toBe(409);
      expect(replay.body.msg).toBe(
        "This cart has already been checked out. Please check your email for the order confirmation.",
      );
      expect(replay.body.order).toBeUndefined();
      expect(JSON.stringify(replay.body)).not.toContain(paid.body.order?.id ?? "-");
    }
  });
});
