import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConflictError } from "../../../shared/platform/errors";
import {
  addCartItem,
  COFFEE_ALREADY_IN_CART,
  canAddCoffeeSubscription,
  clearCart,
  removeCartItem,
} from "../../../shared/purchase/cart/cart-actions";
import {
  customPlanCartItem,
  decliningBalanceCartItem,
  decliningBalanceInCart,
  mealPlanCartItem,
} from "../../../shared/purchase/cart/cart-items";
import {
  cartTotals,
  recomputeCart,
  recomputeItem,
} from "../../../shared/purchase/cart/cart-pricing";
import type { CartItemType } from "../../../shared/purchase/schemas/cart";
import { CART_ITEM_TYPES } from "../../../shared/purchase/schemas/cart";
import {
  createCart,
  createCartItem,
  createDecliningBalanceSettings,
  createMealPlan,
  createOrderFormSettings,
  createPricingContext,
} from "../../support/factories/purchases";

const dbSettings = createDecliningBalanceSettings({
  id: "db-1",
  name: "Dining Dollars",
  is_discount: true,
  discount: 5,
  is_bonus: true,
  bonus: 1000,
  minimum_purchase: 5000,
});
const context = createPricingContext({
  settings: createOrderFormSettings({
    tax_rate: 6.25,
    tax_meal_plans: true,
    tax_declining_balance: true,
    tax_custom_meal_plans: true,
    custom_meal_plan_as: "discount",
  }),
  customerTypeAppliesTax: true,
  decliningBalances: [dbSettings],
});

describe("recomputing lines", () => {
  it("prices a meal plan: tax on price when plan and customer type apply tax", () => {
    const item = mealPlanCartItem("l1", createMealPlan({ price: 150_000, apply_tax: true }));
    expect(recomputeItem(item, context)).toMatchObject({ price: 150_000, discount: 0, tax: 9375 });
    expect(recomputeItem(item, { ...context, customerTypeAppliesTax: false }).tax).toBe(0);
  });

  it("prices declining balance: discount, bonus, tax on the discounted amount", () => {
    const item = decliningBalanceCartItem("l2", dbSettings, 10_000);
    // 5 % of $100 = $5 off; $10 bonus above the $50 minimum; 6.25 % of $95 = $5.9375 → $5.93.
    expect(recomputeItem(item, context)).toMatchObject({
      price: 10_000,
      discount: 500,
      bonus: 1000,
      tax: 593,
    });
  });

  it("declining balance with unknown settings gets no discount or bonus", () => {
    const item = createCartItem({ type: "Declining balance", price: 10_000, db_id: "gone" });
    expect(recomputeItem(item, context)).toMatchObject({ discount: 0, bonus: 0, tax: 625 });
  });

  it("prices a custom plan as swipe + db price and shows the percent off", () => {
    const item = customPlanCartItem(
      "l3",
      "Create your plan",
      { id: "s1", type: "swipe", value: 50, price: 40_000 },
      { id: "d1", type: "db", value: 50_000, price: 45_000 },
    );
    expect(recomputeItem(item, context)).toMatchObject({
      price: 85_000,
      discount: 0,
      dbDiscount: 10,
      dbBonus: null,
      tax: 5312,
    });
  });

  it("a custom plan without options costs nothing", () => {
    const item = createCartItem({ type: "Create your plan", price: 999 });
    expect(recomputeItem(item, context)).toMatchObject({ price: 0, tax: 0, dbDiscount: 0 });
  });

  it("never taxes coffee", () => {
    const item = createCartItem({ type: "Coffee subscription", price: 2999, discount: 100 });
    expect(recomputeItem(item, context)).toMatchObject({ price: 2999, discount: 0, tax: 0 });
  });
});

describe("cart totals", () => {
  it("sums subtotal, discount, tax and total over the lines", () => {
    const cart = recomputeCart(
      createCart([
        mealPlanCartItem("a", createMealPlan({ price: 150_000, apply_tax: true })),
        decliningBalanceCartItem("b", dbSettings, 10_000),
      ]),
      context,
    );
    expect(cartTotals(cart)).toEqual({
      lines: [
        { id: "a", subtotal: 150_000, discount: 0, tax: 9375, total: 159_375 },
        { id: "b", subtotal: 10_000, discount: 500, tax: 593, total: 10_093 },
      ],
      subtotal: 160_000,
      discount: 500,
      tax: 9968,
      total: 169_468,
    });
  });

  it("an empty cart totals zero", () => {
    expect(cartTotals(createCart())).toMatchObject({ subtotal: 0, discount: 0, tax: 0, total: 0 });
  });

  const itemArb = fc.record({
    type: fc.constantFrom<CartItemType>(...CART_ITEM_TYPES),
    price: fc.integer({ min: 0, max: 2_000_000 }),
    apply_tax: fc.boolean(),
    db_id: fc.constantFrom("db-1", "other"),
    swipePrice: fc.integer({ min: 0, max: 100_000 }),
    dbPrice: fc.integer({ min: 0, max: 100_000 }),
    dbValue: fc.integer({ min: 0, max: 100_000 }),
  });

  it("the cart total always equals the sum of its lines, and each line is price − discount + tax", () => {
    fc.assert(
      fc.property(
        fc.array(itemArb, { maxLength: 8 }),
        fc.integer({ min: 0, max: 150_000 }),
        (specs, ratePpm) => {
          const items = specs.map((spec, i) => createCartItem({ ...spec, id: `i${i}` }));
          const ctx = { ...context, settings: { ...context.settings, tax_rate: ratePpm / 10_000 } };
          const totals = cartTotals(recomputeCart(createCart(items), ctx));
          expect(totals.total).toBe(totals.lines.reduce((sum, line) => sum + line.total, 0));
          expect(totals.total).toBe(totals.subtotal - totals.discount + totals.tax);
          for (const line of totals.lines) {
            expect(line.total).toBe(line.subtotal - line.discount + line.tax);
            expect(line.discount).toBeLessThanOrEqual(line.subtotal);
            expect(line.tax).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe("cart actions recompute after every change", () => {
  const plan = mealPlanCartItem("a", createMealPlan({ price: 100_000, apply_tax: true }));
  const coffee = createCartItem({ id: "c", type: "Coffee subscription", price: 2999 });

  it("adding a line prices it", () => {
    const cart = addCartItem(createCart(), plan, context);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.tax).toBe(6250);
  });

  it("deleting a line drops it from the totals", () => {
    const cart = addCartItem(addCartItem(createCart(), plan, context), coffee, context);
    const after = removeCartItem(cart, "a", context);
    expect(after.items.map((item) => item.id)).toEqual(["c"]);
    expect(cartTotals(after).total).toBe(2999);
  });

  it("allows one coffee subscription per cart", () => {
    const cart = addCartItem(createCart(), coffee, context);
    expect(canAddCoffeeSubscription(createCart())).toBe(true);
    expect(canAddCoffeeSubscription(cart)).toBe(false);
    expect(() => addCartItem(cart, { ...coffee, id: "c2" }, context)).toThrow(ConflictError);
    expect(() => addCartItem(cart, { ...coffee, id: "c2" }, context)).toThrow(
      COFFEE_ALREADY_IN_CART,
    );
  });

  it("clearing issues a new cart identifier", () => {
    expect(clearCart("cart-2")).toEqual({ id: "cart-2", items: [] });
  });

  it("counts the declining balance already in the cart", () => {
    const items = [
      plan,
      decliningBalanceCartItem("b", dbSettings, 2000),
      decliningBalanceCartItem("d", dbSettings, 500),
    ];
    expect(decliningBalanceInCart(items)).toBe(2500);
  });
});
