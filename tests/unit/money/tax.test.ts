import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentToPpm } from "../../../shared/platform/money/percent";
import type { CartItemType } from "../../../shared/purchase/schemas/cart";
import { isTaxable, salesTax, type TaxSettings } from "../../../shared/purchase/tax";

const allOn: TaxSettings = {
  tax_rate: 6.25,
  tax_meal_plans: true,
  tax_declining_balance: true,
  tax_custom_meal_plans: true,
};

describe("sales tax (requirements: purchases §9: percent from tax_rate, rounded down)", () => {
  it.each([
    [1000, 6.25, 62],
    [150_000, 6.25, 9375],
    [199, 7, 13],
    [999, 8.875, 88],
    [100_000, 0, 0],
    [0, 6.25, 0],
    [-500, 6.25, 0],
  ])("%i cents at %f %% → %i cents", (amount, rate, tax) => {
    expect(salesTax(amount, rate)).toBe(tax);
  });

  it("is never negative and never exceeds rate × amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, ppm) => {
          const tax = salesTax(amount, ppm / 10_000);
          expect(tax).toBeGreaterThanOrEqual(0);
          // Compared exactly in integers: tax ≤ amount × rate / 100.
          expect(BigInt(tax) * 1_000_000n).toBeLessThanOrEqual(
            BigInt(amount) * BigInt(percentToPpm(ppm / 10_000)),
          );
          // and rounding down loses less than one cent
          expect(BigInt(tax + 1) * 1_000_000n).toBeGreaterThan(
            BigInt(amount) * BigInt(percentToPpm(ppm / 10_000)),
          );
        },
      ),
    );
  });
});

describe("isTaxable: per product-type flag", () => {
  const cases: [string, CartItemType, Partial<TaxSettings>, boolean, boolean, boolean][] = [
    ["meal plan with all three flags", "Meal plan", {}, true, true, true],
    ["meal plan, plan does not apply tax", "Meal plan", {}, false, true, false],
    ["meal plan, customer type does not apply tax", "Meal plan", {}, true, false, false],
    ["meal plan, tax_meal_plans off", "Meal plan", { tax_meal_plans: false }, true, true, false],
    ["declining balance on", "Declining balance", {}, false, false, true],
    [
      "declining balance off",
      "Declining balance",
      { tax_declining_balance: false },
      true,
      true,
      false,
    ],
    ["custom plan on", "Create your plan", {}, false, false, true],
    ["custom plan off", "Create your plan", { tax_custom_meal_plans: false }, true, true, false],
    ["coffee never", "Coffee subscription", {}, true, true, false],
  ];
  it.each(cases)("%s", (_, type, settings, planApplies, typeApplies, expected) => {
    expect(
      isTaxable({ type, apply_tax: planApplies }, { ...allOn, ...settings }, typeApplies),
    ).toBe(expected);
  });
});
