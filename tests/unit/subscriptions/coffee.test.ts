import { describe, expect, it } from "vitest";
import { recomputeItem } from "../../../shared/purchase/cart/cart-pricing";
import { availablePaymentTypes } from "../../../shared/purchase/payment-types";
import {
  COFFEE_MONTH_CHOICES,
  coffeeCartItem,
  coffeePayments,
  isCoffeeMonthsAllowed,
} from "../../../shared/subscriptions/coffee";
import { createOrderFormSettings, createPricingContext } from "../../support/factories/purchases";

describe("coffee subscription (requirements: purchases §4, §9)", () => {
  it("runs 1 to 5 months", () => {
    expect(COFFEE_MONTH_CHOICES).toEqual([1, 2, 3, 4, 5]);
    expect([0, 1, 5, 6, 2.5].map(isCoffeeMonthsAllowed)).toEqual([false, true, true, false, false]);
    expect(() => coffeePayments("2026-11-22", 6, 2999)).toThrow(RangeError);
  });

  it("is charged monthly on the purchase date, clamped in short months", () => {
    expect(coffeePayments("2026-01-31", 3, 2999)).toEqual([
      { date: "2026-01-31", amount: 2999 },
      { date: "2026-02-28", amount: 2999 },
      { date: "2026-03-31", amount: 2999 },
    ]);
  });

  it("the cart line charges one month today, credit card only, never taxed", () => {
    const settings = createOrderFormSettings({ coffee_subscription_price: 2999, tax_rate: 6.25 });
    const item = coffeeCartItem("c1", "2026-11-22", 2, settings);
    expect(item).toMatchObject({
      type: "Coffee subscription",
      name: "Coffee Subscription",
      price: 2999,
      months: 2,
      bill_today: true,
      first_bill_date: "2026-11-22",
      last_bill_date: "2026-12-22",
    });
    expect(recomputeItem(item, createPricingContext({ settings })).tax).toBe(0);
    expect(
      availablePaymentTypes(["Student ID", "Credit card", "Payroll deduction"], [item], settings),
    ).toEqual(["Credit card"]);
  });
});
