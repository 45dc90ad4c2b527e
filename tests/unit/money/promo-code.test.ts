import { describe, expect, it } from "vitest";
import { cartTotals, recomputeCart } from "../../../shared/purchase/cart/cart-pricing";
import {
  appliedPromoCode,
  applyPromoCode,
  PROMO_CODE_MEAL_PLANS_ONLY,
  PROMO_CODE_REQUIRED,
  PROMO_CODE_REQUIREMENTS_NOT_MET,
  removePromoCode,
} from "../../../shared/purchase/promo-code";
import { promoEffect } from "../../../shared/purchase/promo-effect";
import type { Cart } from "../../../shared/purchase/schemas/cart";
import {
  createCart,
  createCartItem,
  createOrderFormSettings,
  createPricingContext,
  createPromoCode,
} from "../../support/factories/purchases";

const context = createPricingContext({
  settings: createOrderFormSettings({ tax_rate: 6.25, tax_meal_plans: true }),
});
const plan = createCartItem({ id: "plan", price: 100_000, apply_tax: true });
const cheapPlan = createCartItem({ id: "cheap", name: "Bronze", price: 20_000, apply_tax: true });
const dining = createCartItem({
  id: "db",
  type: "Declining balance",
  name: "Dining Dollars",
  price: 5000,
});

function applied(cart: Cart, promo = createPromoCode()): Cart {
  const result = applyPromoCode(cart, promo.code, promo, context);
  if (!result.ok) throw new Error(result.message);
  return result.cart;
}

describe("promo code messages (requirements: purchases §5)", () => {
  it.each([
    ["an empty code", createCart([plan]), "  ", createPromoCode(), PROMO_CODE_REQUIRED],
    ["no meal plan", createCart([dining]), "SAVE10", createPromoCode(), PROMO_CODE_MEAL_PLANS_ONLY],
    ["empty cart", createCart([]), "SAVE10", createPromoCode(), PROMO_CODE_MEAL_PLANS_ONLY],
    ["unknown code", createCart([plan]), "NOPE", null, PROMO_CODE_REQUIREMENTS_NOT_MET],
    [
      "minimum not reached",
      createCart([cheapPlan]),
      "BIG",
      createPromoCode({ min_purchase_amnt: 50_000 }),
      PROMO_CODE_REQUIREMENTS_NOT_MET,
    ],
  ])("%s", (_, cart, typed, promo, message) => {
    expect(applyPromoCode(cart, typed, promo, context)).toEqual({ ok: false, message });
  });

  it("keeps the spec's texts verbatim", () => {
    expect(PROMO_CODE_REQUIRED).toBe("A promo code is required");
    expect(PROMO_CODE_MEAL_PLANS_ONLY).toBe("Promo codes can only be applied to meal plans");
    expect(PROMO_CODE_REQUIREMENTS_NOT_MET).toBe(
      "None of the plans in your cart meet the requirements of this promo code",
    );
  });
});

describe("promoEffect", () => {
  it.each([
    ["10 % discount", { type: "discount", adj: "percent", value: 10 }, 100_000, 10_000, 0],
    ["12.5 % discount rounds down", { type: "discount", adj: "percent", value: 12.5 }, 999, 124, 0],
    ["$25 discount", { type: "discount", adj: "fixed", value: 2500 }, 100_000, 2500, 0],
    [
      "fixed discount never below zero",
      { type: "discount", adj: "fixed", value: 9999 },
      5000,
      5000,
      0,
    ],
    ["10 % bonus", { type: "bonus", adj: "percent", value: 10 }, 100_000, 0, 10_000],
    ["$50 bonus", { type: "bonus", adj: "fixed", value: 5000 }, 100_000, 0, 5000],
  ] as const)("%s", (_, promo, price, discount, promoBonus) => {
    expect(promoEffect(price, { ...promo, track_only: false })).toEqual({ discount, promoBonus });
  });

  it("a line whose promo value went missing gets nothing off", () => {
    const item = createCartItem({
      promo_code: "X",
      promo_type: "discount",
      promo_adj: "fixed",
      promo_value: null,
    });
    expect(removePromoCode(createCart([item]), context).items[0]?.discount).toBe(0);
    const kept = applied(createCart([plan]));
    const broken = { ...kept, items: kept.items.map((line) => ({ ...line, promo_value: null })) };
    expect(cartTotals(recomputeCart(broken, context)).discount).toBe(0);
  });

  it("a track-only code changes nothing", () => {
    expect(
      promoEffect(100_000, { type: "discount", adj: "percent", value: 50, track_only: true }),
    ).toEqual({ discount: 0, promoBonus: 0 });
  });
});

describe("applying and removing a code", () => {
  it("discounts every qualifying meal plan and taxes the discounted price", () => {
    const cart = applied(
      createCart([plan, cheapPlan, dining]),
      createPromoCode({ min_purchase_amnt: 50_000 }),
    );
    const [gold, bronze, db] = cart.items;
    expect(gold).toMatchObject({
      promo_code: "SAVE10",
      discount: 10_000,
      promo_price: 90_000,
      tax: 5625,
    });
    expect(bronze).toMatchObject({ promo_code: null, discount: 0, promo_price: null, tax: 1250 });
    expect(db).toMatchObject({ promo_code: null });
    expect(appliedPromoCode(cart)).toBe("SAVE10");
  });

  it("records a track-only code without changing the price", () => {
    const cart = applied(createCart([plan]), createPromoCode({ track_only: true }));
    expect(cart.items[0]).toMatchObject({
      promo_code: "SAVE10",
      promo_track_only: true,
      discount: 0,
      promo_price: 100_000,
      tax: 6250,
    });
  });

  it("a bonus code keeps the price and adds promoBonus", () => {
    const cart = applied(
      createCart([plan]),
      createPromoCode({ type: "bonus", adj: "fixed", value: 5000 }),
    );
    expect(cart.items[0]).toMatchObject({ discount: 0, promoBonus: 5000, tax: 6250 });
  });

  it("removing the code restores the price and tax", () => {
    const before = createCart([plan, dining]);
    const withCode = applied(before);
    const removed = removePromoCode(withCode, context);
    expect(removed.items[0]).toMatchObject({
      promo_code: null,
      discount: 0,
      promoBonus: 0,
      tax: 6250,
    });
    expect(cartTotals(removed)).toEqual(cartTotals(removePromoCode(before, context)));
    expect(appliedPromoCode(removed)).toBeNull();
  });

  it("a second code replaces the first", () => {
    const first = applied(createCart([plan]));
    const second = applied(first, createPromoCode({ code: "FIVE", adj: "fixed", value: 500 }));
    expect(second.items[0]).toMatchObject({ promo_code: "FIVE", discount: 500 });
  });
});
