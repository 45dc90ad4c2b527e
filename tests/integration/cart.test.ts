import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays } from "../../shared/platform/time/ymd";
import { customPlanBonus, customPlanDiscountPercent } from "../../shared/purchase/custom-plan";
import {
  decliningBalanceBonus,
  decliningBalanceDiscount,
} from "../../shared/purchase/declining-balance";
import { cartEntity } from "../../shared/purchase/entities/cart";
import { promoEffect } from "../../shared/purchase/promo-effect";
import { salesTax } from "../../shared/purchase/tax";
import {
  monthlyEndChoices,
  monthlySchedule,
  monthlyStartChoices,
} from "../../shared/subscriptions/monthly";
import { earliestWeeklyStart, weeklySchedule } from "../../shared/subscriptions/weekly";
import { CartClient, CEDAR_FACULTY, CEDAR_STUDENT, demoOrderForm } from "../support/cart-client";
import { createSignUp } from "../support/factories/customer";

const cedar = demoOrderForm("cedar-ridge");
const harbor = demoOrderForm("harbor-state");
const plan = (id: string) => {
  const found = cedar.meal_plans.find((p) => p.id === id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};
const option = (form: typeof cedar, id: string) => {
  const found = form.custom_plan_options.find((o) => o.id === id);
  if (!found) throw new Error(`no option ${id}`);
  return found;
};
const promo = (code: string) => {
  const found = cedar.promo_codes.find((p) => p.code === code);
  if (!found) throw new Error(`no promo ${code}`);
  return found;
};
const rate = cedar.settings.tax_rate;

async function cedarCart(selection = CEDAR_STUDENT) {
  const client = new CartClient("cedar-ridge");
  const selected = await client.select(selection);
  expect(selected.status, selected.body.msg).toBe(200);
  return client;
}

describe("cart: an HttpOnly cookie names it", () => {
  it("answers an empty cart without a cookie and sets a 7-day HttpOnly cookie on the first change", async () => {
    const client = new CartClient("cedar-ridge");
    const empty = await client.fetch();
    expect(empty.status).toBe(200);
    expect(empty.body.cart).toMatchObject({ items: [], text: "Your shopping cart is empty." });
    expect(empty.headers.getSetCookie()).toEqual([]);

    const added = await client.addMealPlan({ meal_plan: "block-100" });
    expect(added.status, added.body.msg).toBe(200);
    const cookie = added.headers.getSetCookie().find((c) => c.startsWith("doc_cart_cedar-ridge="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(client.cartId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(JSON.stringify(added.body)).not.toContain(client.cartId);
    expect((await client.fetch()).body.cart.text).toBe("There is 1 item in your shopping cart.");
  });

  it("ignores a cart id the server did not issue", async () => {
    const client = new CartClient("cedar-ridge");
    client.cookies.set("doc_cart_cedar-ridge", "chosen-by-client");
    const added = await client.addMealPlan({ meal_plan: "block-100" });
    expect(added.status).toBe(200);
    expect(client.cartId).not.toBe("chosen-by-client");
  });
});

describe("cart: every figure is the domain's arithmetic on the stored plans", () => {
  it("prices a meal plan from the stored plan and refuses a client price", async () => {
    const client = await cedarCart(CEDAR_FACULTY);
    // Routes read only what they declare (docs/security.md): a price is never an input.
    const priced = await client.addMealPlan({ meal_plan: "block-100", price: 1, tax: 0 });
    expect(priced.status).toBe(400);
    expect(priced.body.msg).toMatch(/^Unknown parameter\./);
    const { body } = await client.addMealPlan({ meal_plan: "block-100" });
    const [line] = body.cart.items;
    const price = plan("block-100").price;
    // Faculty/staff is taxed and so is Block 100 (plan, type and tax_meal_plans all on).
    expect(line).toMatchObject({ price, discount: 0, tax: salesTax(price, rate) });
    expect(body.cart.totals.total).toBe(price + salesTax(price, rate));
    expect(body.cart.payment_types).toEqual(["Credit card", "Payroll deduction"]);
  });

  it("does not tax a meal plan when the customer type does not apply tax", async () => {
    const client = await cedarCart();
    const { body } = await client.addMealPlan({ meal_plan: "block-100" });
    expect(body.cart.items[0]?.tax).toBe(0);
    expect(body.cart.totals.total).toBe(plan("block-100").price);
  });

  it("refuses a plan the selections do not offer", async () => {
    const client = await cedarCart({ ...CEDAR_STUDENT, location_id: "downtown" });
    const refused = await client.addMealPlan({ meal_plan: "unlimited" });
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe("This meal plan is not available for your selections.");
  });

  it("prices a custom plan with the percent-off display and the custom plan tax flag", async () => {
    const client = await cedarCart();
    const { status, body } = await client.addCustomPlan("swipes-25", "db-250");
    expect(status, body.msg).toBe(200);
    const swipe = option(cedar, "swipes-25");
    const db = option(cedar, "db-250");
    const price = swipe.price + db.price;
    expect(body.cart.items[0]).toMatchObject({
      type: "Create your plan",
      price,
      tax: salesTax(price, rate),
      dbDiscount: customPlanDiscountPercent(db.value, db.price),
      dbBonus: null,
    });
    expect(body.cart.totals.total).toBe(price + salesTax(price, rate));
  });

  it("shows bonus dollars for a custom plan where custom_meal_plan_as is bonus", async () => {
    const client = new CartClient("harbor-state");
    const { status, body } = await client.addCustomPlan("hs-swipes-20", "hs-db-100");
    expect(status, body.msg).toBe(200);
    const db = option(harbor, "hs-db-100");
    expect(body.cart.items[0]).toMatchObject({
      dbBonus: customPlanBonus(db.value, db.price),
      dbDiscount: null,
      tax: 0,
    });
  });

  it("refuses custom plans to a customer type not listed", async () => {
    const client = await cedarCart(CEDAR_FACULTY);
    const refused = await client.addCustomPlan("swipes-25", "db-250");
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe("Custom plans are not available for your customer type.");
  });

  it("applies the graduated discount and graduated bonus to declining balance", async () => {
    const client = await cedarCart();
    const refused = await client.addDecliningBalance("600", { price: 1 });
    expect(refused.status).toBe(400);
    const { status, body } = await client.addDecliningBalance("600");
    expect(status, body.msg).toBe(200);
    const settings = cedar.declining_balance[0];
    if (!settings) throw new Error("no declining balance");
    expect(body.cart.items[0]).toMatchObject({
      price: 60_000,
      discount: decliningBalanceDiscount(60_000, settings),
      bonus: decliningBalanceBonus(60_000, settings),
      tax: 0,
    });
    expect(body.cart.items[0]?.discount).toBe(3000);
    expect(body.cart.items[0]?.bonus).toBe(2000);
  });

  it("applies the flat discount, the flat bonus and declining balance tax; shows the upsell", async () => {
    const client = new CartClient("harbor-state");
    await client.addMealPlan({ meal_plan: "anchor-14" });
    const { status, body } = await client.addDecliningBalance("150.25");
    expect(status, body.msg).toBe(200);
    const settings = harbor.declining_balance[0];
    if (!settings) throw new Error("no declining balance");
    const discount = decliningBalanceDiscount(15_025, settings);
    expect(body.cart.items[1]).toMatchObject({
      price: 15_025,
      discount,
      bonus: decliningBalanceBonus(15_025, settings),
      tax: salesTax(15_025 - discount, harbor.settings.tax_rate),
    });
    expect(body.cart.items[1]?.bonus).toBe(1000);
    expect(body.cart.upsell).toBe(true);
  });

  it("adds one coffee subscription, untaxed, credit card only, with a charge per month", async () => {
    const client = await cedarCart(CEDAR_FACULTY);
    const { status, body } = await client.addCoffee(3);
    expect(status, body.msg).toBe(200);
    expect(body.cart.items[0]).toMatchObject({
      type: "Coffee subscription",
      price: cedar.settings.coffee_subscription_price,
      tax: 0,
      months: 3,
    });
    expect(body.cart.items[0]?.payments).toHaveLength(3);
    expect(body.cart.can_add_coffee).toBe(false);
    expect(body.cart.payment_types).toEqual(["Credit card"]);
    const second = await client.addCoffee(1);
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe("A coffee subscription is already in your cart.");
    expect((await client.addCoffee(6)).status).toBe(400);
  });
});

describe("cart: promo codes", () => {
  const cases = [
    ["WELCOME10", "unlimited"],
    ["SAVE25", "block-100"],
    ["BONUS20", "block-100"],
    ["BIG5", "unlimited"],
  ] as const;

  it.each(cases)(
    "%s on %s gives the domain's effect and tax on the discounted price",
    async (code, planId) => {
      const client = await cedarCart();
      await client.addMealPlan({ meal_plan: planId });
      const applied = await client.applyPromo(code.toLowerCase(), { subtotal: 1, item_id: "x" });
      expect(applied.status, applied.body.msg).toBe(200);
      const price = plan(planId).price;
      const effect = promoEffect(price, promo(code));
      expect(applied.body.cart.promo_code).toBe(code);
      expect(applied.body.cart.items[0]).toMatchObject({ price, ...effect, promo_code: code });
      expect(applied.body.cart.totals.total).toBe(price - effect.discount);
      const removed = await client.removePromo();
      expect(removed.body.cart.items[0]).toMatchObject({
        discount: 0,
        promoBonus: 0,
        promo_code: null,
      });
      expect(removed.body.cart.promo_code).toBeNull();
    },
  );

  it("taxes a taxed plan after its discount", async () => {
    const client = await cedarCart(CEDAR_FACULTY);
    await client.addMealPlan({ meal_plan: "block-100" });
    const { body } = await client.applyPromo("WELCOME10");
    const price = plan("block-100").price;
    const { discount } = promoEffect(price, promo("WELCOME10"));
    expect(body.cart.items[0]?.tax).toBe(salesTax(price - discount, rate));
  });

  it("records a track-only code without changing the price", async () => {
    const client = await cedarCart();
    await client.addMealPlan({ meal_plan: "flex-50" });
    const { status, body } = await client.applyPromo("ORIENTATION");
    expect(status).toBe(200);
    expect(body.cart.items[0]).toMatchObject({
      promo_code: "ORIENTATION",
      promo_track_only: true,
      discount: 0,
    });
  });

  it("answers the spec's messages as 400", async () => {
    const client = await cedarCart();
    const empty = await client.applyPromo("  ");
    expect([empty.status, empty.body.msg]).toEqual([400, "A promo code is required"]);
    const noPlan = await client.applyPromo("WELCOME10");
    expect([noPlan.status, noPlan.body.msg]).toEqual([
      400,
      "Promo codes can only be applied to meal plans",
    ]);
    await client.addMealPlan({ meal_plan: "flex-50" });
    const rejected = "None of the plans in your cart meet the requirements of this promo code";
    const unknown = await client.applyPromo("NOSUCHCODE");
    expect([unknown.status, unknown.body.msg]).toEqual([400, rejected]);
    const tooSmall = await client.applyPromo("BIG5");
    expect([tooSmall.status, tooSmall.body.msg]).toEqual([400, rejected]);
  });

  it("drops the code when the last qualifying plan leaves the cart", async () => {
    const client = await cedarCart();
    const { body } = await client.addMealPlan({ meal_plan: "unlimited" });
    await client.applyPromo("BIG5");
    const itemId = body.cart.items[0]?.id ?? "";
    const after = await client.deleteItem(itemId);
    expect(after.body.cart.promo_code).toBeNull();
    expect(after.body.cart.text).toBe("Your shopping cart is empty.");
  });
});

describe("cart: declining balance amounts", () => {
  it.each([
    ["abc", "The specified Dining Dollars amount must be a number."],
    ["1.234", "The specified Dining Dollars amount must be a number."],
    ["-5", "The specified Dining Dollars amount must be a number."],
    ["10", "A minimum amount of $25.00 is required."],
  ])("%s gets '%s' as 400", async (value, message) => {
    const client = await cedarCart();
    const { status, body } = await client.addDecliningBalance(value);
    expect([status, body.msg]).toEqual([400, message]);
  });

  it("counts declining balance already in the cart towards the minimum", async () => {
    const client = await cedarCart();
    expect((await client.addDecliningBalance("25")).status).toBe(200);
    expect((await client.addDecliningBalance("10")).status).toBe(200);
  });

  it("refuses a customer type the campus does not offer declining balance", async () => {
    const client = new CartClient("cedar-ridge");
    const refused = await client.addDecliningBalance("50", { customer_type_id: "guest" });
    expect([refused.status, refused.body.msg]).toEqual([
      403,
      "Sorry, we can't display this button right now.",
    ]);
    const unknown = await client.addDecliningBalance("50", { customer_type_id: "no-such-type" });
    expect(unknown.status).toBe(400);
  });
});

describe("cart: meal plan subscriptions", () => {
  const today = campusDate(new Date(), "America/Los_Angeles");
  const monthly = plan("monthly-club");
  const weekly = plan("weekly-ten");

  async function signedInCart() {
    const client = await cedarCart();
    const signUp = await client.call("/v1/customer/create", {
      method: "POST",
      body: createSignUp({ site_id: "cedar-ridge" }),
    });
    expect(signUp.status, signUp.body.msg).toBe(200);
    return client;
  }

  it("requires a signed-in customer", async () => {
    const client = await cedarCart();
    const start = monthlyStartChoices(today, monthly)[0] ?? "";
    const refused = await client.addMealPlan({
      meal_plan: "monthly-club",
      start_date: start,
      end_date: monthlyEndChoices(start, monthly)[0],
    });
    expect([refused.status, refused.body.msg]).toEqual([
      401,
      "Please log in or sign up to order a subscription.",
    ]);
  });

  it("computes monthly billing and plan dates on the server, refusing the client's", async () => {
    const client = await signedInCart();
    const start = monthlyStartChoices(today, monthly)[0] ?? "";
    const end = monthlyEndChoices(start, monthly)[1] ?? "";
    const { status, body } = await client.addMealPlan({
      meal_plan: "monthly-club",
      start_date: start,
      end_date: end,
    });
    expect(status, body.msg).toBe(200);
    const dated = await client.addMealPlan({
      meal_plan: "monthly-club",
      start_date: start,
      end_date: end,
      bill_today: true,
      first_bill_date: "2000-01-01",
    });
    expect(dated.status).toBe(400);
    const schedule = monthlySchedule(today, start, end);
    expect(body.cart.items[0]).toMatchObject({
      subscription: true,
      bill_today: schedule.billToday,
      first_bill_date: schedule.firstBillDate,
      last_bill_date: schedule.lastBillDate,
      first_plan_date: schedule.firstPlanDate,
      last_plan_date: schedule.lastPlanDate,
    });
  });

  it("computes weekly dates and refuses a start the picker would not offer", async () => {
    const client = await signedInCart();
    const start = earliestWeeklyStart(today);
    const end = addDays(start, 28);
    const { status, body } = await client.addMealPlan({
      meal_plan: "weekly-ten",
      start_date: start,
      end_date: end,
    });
    expect(status, body.msg).toBe(200);
    expect(body.cart.items[0]).toMatchObject({
      first_plan_date: weeklySchedule(today, start, end).firstPlanDate,
      last_plan_date: addDays(end, -7),
      last_bill_date: addDays(end, -14),
    });
    const tuesday = await client.addMealPlan({
      meal_plan: "weekly-ten",
      start_date: addDays(start, 1),
      end_date: addDays(start, 29),
    });
    expect([tuesday.status, tuesday.body.msg]).toEqual([400, "Please choose a valid start date."]);
    expect(weekly.subscription_frequency).toBe("weekly");
  });
});

describe("cart: concurrency, tenancy, expiry", () => {
  it("lands all of 20 concurrent adds to one cart", async () => {
    const client = await cedarCart();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.addMealPlan({ meal_plan: "flex-50" })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const { body } = await client.fetch();
    expect(body.cart.items).toHaveLength(20);
    expect(new Set(body.cart.items.map((item) => item.id)).size).toBe(20);
    expect(body.cart.text).toBe("There are 20 items in your shopping cart.");
    expect(body.cart.totals.total).toBe(20 * plan("flex-50").price);
  }, 60_000);

  it("keeps a cart of one campus invisible and unchangeable through another", async () => {
    const client = await cedarCart();
    const { body } = await client.addMealPlan({ meal_plan: "flex-50" });
    const itemId = body.cart.items[0]?.id ?? "";
    const intruder = new CartClient("harbor-state");
    intruder.cookies.set("doc_cart_harbor-state", client.cartId ?? "");
    expect((await intruder.fetch()).body.cart.items).toEqual([]);
    await intruder.deleteItem(itemId);
    await intruder.applyPromo("WELCOME10");
    const mine = await client.fetch();
    expect(mine.body.cart.items.map((item) => item.id)).toEqual([itemId]);
    expect(mine.body.cart.promo_code).toBeNull();
  });

  it("treats a cart past its expires_at as gone", async () => {
    const client = await cedarCart();
    await client.addMealPlan({ meal_plan: "flex-50" });
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: cartEntity.key({ siteId: "cedar-ridge", cartId: client.cartId ?? "" }),
        UpdateExpression: "SET expires_at = :past",
        ExpressionAttributeValues: { ":past": Math.floor(Date.now() / 1000) - 60 },
      }),
    );
    expect((await client.fetch()).body.cart.items).toEqual([]);
    const again = await client.addMealPlan({ meal_plan: "block-100" });
    expect(again.body.cart.items.map((item) => item.meal_plan_id)).toEqual(["block-100"]);
  });

  it("clears by issuing a new cart id", async () => {
    const client = await cedarCart();
    await client.addMealPlan({ meal_plan: "flex-50" });
    const before = client.cartId;
    const cleared = await client.clear();
    expect(cleared.status).toBe(200);
    expect(cleared.body.cart.items).toEqual([]);
    expect(client.cartId).not.toBe(before);
    const stale = new CartClient("cedar-ridge");
    stale.cookies.set("doc_cart_cedar-ridge", before ?? "");
    expect((await stale.fetch()).body.cart.items).toEqual([]);
  });

  it("drops what new selections no longer offer", async () => {
    const client = await cedarCart();
    await client.addMealPlan({ meal_plan: "unlimited" });
    await client.addCustomPlan("swipes-25", "db-250");
    const changed = await client.select(CEDAR_FACULTY);
    expect(changed.body.cart.items).toEqual([]);
    expect(changed.body.cart.selection).toEqual(CEDAR_FACULTY);
  });
});
