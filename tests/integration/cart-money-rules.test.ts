import { randomUUID } from "node:crypto";
import { DeleteCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { CART_MESSAGES, MAX_CART_LINES } from "../../shared/purchase/cart/cart-operations";
import { CART_NOTICES } from "../../shared/purchase/cart/cart-text";
import { CHECKOUT_TEXT } from "../../shared/purchase/checkout/messages";
import {
  decliningBalanceBonus,
  decliningBalanceDiscount,
} from "../../shared/purchase/declining-balance";
import { promoCodeEntity } from "../../shared/purchase/entities/promo-code";
import { type PromoCode, promoCodeSchema } from "../../shared/purchase/schemas/promo-code";
import { cedarRidgeCopy } from "../support/campus-copy";
import { CartClient, CEDAR_STUDENT, demoOrderForm } from "../support/cart-client";
import { callCheckout } from "../support/checkout";
import { checkoutBody } from "../support/factories/checkout";
import { sandboxToken, TEST_CARDS } from "../support/payments";

// The cart's money rules through the real cart and promo_codes handlers
// (docs/decisions/purchase.md): the applied code follows the campus's current codes, declining
// balance is one line per product, requires_plan is enforced and a cart holds at most 25 lines.

// Promo codes are campus data: this file changes them on a copy of Cedar Ridge, never on the
// demo campus itself.
const SITE = "cedar-ridge-promos";
const cedar = demoOrderForm("cedar-ridge");
const planPrice = (id: string) => cedar.meal_plans.find((plan) => plan.id === id)?.price ?? NaN;

const written: string[] = [];
/** A promo code of Cedar Ridge as onboarding writes it (re-onboarding replaces or deletes it). */
async function putPromo(promo: Partial<PromoCode> & { code: string }) {
  const definition = promoCodeSchema.parse({
    type: "discount",
    adj: "percent",
    value: 10,
    ...promo,
  });
  written.push(definition.code);
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: promoCodeEntity.toItem({ siteId: SITE, code: definition.code }, definition),
    }),
  );
}
async function deletePromo(code: string) {
  await documentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: promoCodeEntity.key({ siteId: SITE, code }) }),
  );
}
beforeAll(() => cedarRidgeCopy(SITE));
afterAll(async () => {
  await Promise.all(written.map(deletePromo));
});

const uniqueCode = (prefix: string) => `${prefix}${randomUUID().slice(0, 8).toUpperCase()}`;

async function studentCart() {
  const client = new CartClient(SITE);
  const selected = await client.select(CEDAR_STUDENT);
  expect(selected.status, selected.body.msg).toBe(200);
  return client;
}

describe("cart: the applied promo code follows the campus's current codes", () => {
  it("drops a deleted code with a notice, on reads, on later lines and at checkout", async () => {
    const code = uniqueCode("GONE");
    await putPromo({ code });
    const client = await studentCart();
    await client.addMealPlan({ meal_plan: "block-100" });
    const applied = await client.applyPromo(code.toLowerCase());
    expect(applied.status, applied.body.msg).toBe(200);
    const price = planPrice("block-100");
    expect(applied.body.cart.totals.total).toBe(price - Math.floor(price / 10));

    await deletePromo(code);

    const fetched = await client.fetch();
    expect(fetched.body.cart.promo_code).toBeNull();
    expect(fetched.body.cart.totals).toMatchObject({ discount: 0, total: price });
    expect(fetched.body.cart.items[0]).toMatchObject({ promo_code: null, discount: 0 });
    expect(fetched.body.cart.notices).toEqual([CART_NOTICES.promoUnavailable(code)]);

    // Checkout prices the stored cart (still holding the code) the same way: the discounted
    // total is refused and the full price is what gets charged.
    const card = async (total: number) =>
      checkoutBody({
        total,
        card_token: await sandboxToken(TEST_CARDS.approved),
        card_brand: "Visa",
        card_last4: "1111",
        site_id: SITE,
      });
    const cartId = client.cartId ?? "";
    const discounted = await callCheckout(
      "create_cc_order",
      await card(price - Math.floor(price / 10)),
      { cartId, siteId: SITE },
    );
    expect([discounted.status, discounted.body.msg]).toEqual([409, CHECKOUT_TEXT.totalChanged]);

    const later = await client.addMealPlan({ meal_plan: "flex-50" });
    expect(later.status, later.body.msg).toBe(200);
    expect(later.body.cart.items.map((item) => item.discount)).toEqual([0, 0]);
    expect(later.body.cart.notices).toEqual([CART_NOTICES.promoUnavailable(code)]);
    // Stored without the code now: nothing more to say.
    expect((await client.fetch()).body.cart.notices).toBeUndefined();
    expect((await client.applyPromo(code)).status).toBe(400);

    const full = price + planPrice("flex-50");
    const paid = await callCheckout("create_cc_order", await card(full), {
      cartId,
      siteId: SITE,
    });
    expect(paid.status, paid.body.msg).toBe(200);
    expect(paid.body.order?.total).toBe(full);
  });

  it("applies a changed code's current terms, or drops it when the cart no longer meets them", async () => {
    const code = uniqueCode("CHANGE");
    await putPromo({ code, value: 10 });
    const client = await studentCart();
    await client.addMealPlan({ meal_plan: "flex-50" });
    expect((await client.applyPromo(code)).status).toBe(200);
    const price = planPrice("flex-50");

    await putPromo({ code, value: 5 });
    const changed = await client.fetch();
    expect(changed.body.cart.promo_code).toBe(code);
    expect(changed.body.cart.items[0]).toMatchObject({
      discount: Math.floor(price / 20),
      promo_value: 5,
    });
    expect(changed.body.cart.notices).toEqual([CART_NOTICES.promoChanged(code)]);

    await putPromo({ code, value: 5, min_purchase_amnt: price + 1 });
    const unmet = await client.fetch();
    expect(unmet.body.cart.promo_code).toBeNull();
    expect(unmet.body.cart.totals.total).toBe(price);
    expect(unmet.body.cart.notices).toEqual([CART_NOTICES.promoNoLongerMet(code)]);
  });
});

describe("cart: declining-balance bonus caps are per purchase", () => {
  it("gives twenty $500 adds the one line and the capped bonus of one $10,000 add", async () => {
    const settings = cedar.declining_balance[0];
    if (!settings) throw new Error("no declining balance");
    const client = await studentCart();
    for (let i = 0; i < 20; i++) {
      const added = await client.addDecliningBalance("500");
      expect(added.status, added.body.msg).toBe(200);
    }
    const { body } = await client.fetch();
    expect(body.cart.items).toHaveLength(1);
    expect(body.cart.items[0]).toMatchObject({
      price: 1_000_000,
      bonus: decliningBalanceBonus(1_000_000, settings),
      discount: decliningBalanceDiscount(1_000_000, settings),
    });
    expect(body.cart.items[0]?.bonus).toBe(settings.max_grad_bonus);
    const single = await studentCart();
    const one = await single.addDecliningBalance("10000");
    expect(one.body.cart.items[0]).toMatchObject({
      bonus: body.cart.items[0]?.bonus,
      discount: body.cart.items[0]?.discount,
    });
  }, 60_000);
});

describe("cart: requires_plan (Harbor State's Harbor Bucks)", () => {
  it("refuses Harbor Bucks without a meal plan and drops them when the plan leaves", async () => {
    const client = new CartClient("harbor-state");
    const refused = await client.addDecliningBalance("150");
    expect([refused.status, refused.body.msg]).toEqual([
      409,
      CART_MESSAGES.requiresMealPlan("Harbor Bucks"),
    ]);
    const plan = await client.addMealPlan({ meal_plan: "anchor-14" });
    const added = await client.addDecliningBalance("150");
    expect(added.status, added.body.msg).toBe(200);
    expect(added.body.cart.items.map((item) => item.type)).toEqual([
      "Meal plan",
      "Declining balance",
    ]);
    const after = await client.deleteItem(plan.body.cart.items[0]?.id ?? "");
    expect(after.status).toBe(200);
    expect(after.body.cart.items).toEqual([]);
    expect(after.body.cart.notices).toEqual([CART_NOTICES.requiresMealPlanRemoved("Harbor Bucks")]);
  });
});

describe("cart: a line limit instead of DynamoDB's item size", () => {
  it(`answers the ${MAX_CART_LINES + 1}th add with a 409, not a 500`, async () => {
    const client = await studentCart();
    for (let i = 0; i < MAX_CART_LINES; i++) {
      const added = await client.addMealPlan({ meal_plan: "flex-50" });
      expect(added.status, added.body.msg).toBe(200);
    }
    const refusals = [
      await client.addMealPlan({ meal_plan: "flex-50" }),
      await client.addCustomPlan("swipes-25", "db-250"),
      await client.addDecliningBalance("50"),
      await client.addCoffee(1),
    ];
    for (const refused of refusals) {
      expect([refused.status, refused.body.msg]).toEqual([
        409,
        "Your cart can hold at most 25 items.",
      ]);
    }
    const { body } = await client.fetch();
    expect(body.cart.items).toHaveLength(MAX_CART_LINES);
  }, 60_000);
});
