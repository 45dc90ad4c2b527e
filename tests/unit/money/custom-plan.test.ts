import { describe, expect, it } from "vitest";
import {
  customPlanBonus,
  customPlanDiscountPercent,
  customPlanDisplay,
} from "../../../shared/purchase/custom-plan";

describe("custom plan (requirements: purchases §9): bonus = value − price; discount = 100 × (1 − price/value)", () => {
  it.each([
    [50_000, 45_000, 5000, 10],
    [30_000, 30_000, 0, 0],
    [10_000, 6667, 3333, 33],
    [10_000, 6650, 3350, 34],
    [0, 0, 0, 0],
    [10_000, 12_000, 0, 0],
  ])("value %i, price %i → bonus %i cents, %i %% off", (value, price, bonus, percent) => {
    expect(customPlanBonus(value, price)).toBe(bonus);
    expect(customPlanDiscountPercent(value, price)).toBe(percent);
  });

  it("shows the figure chosen by custom_meal_plan_as", () => {
    expect(customPlanDisplay(50_000, 45_000, "discount")).toEqual({
      dbDiscount: 10,
      dbBonus: null,
    });
    expect(customPlanDisplay(50_000, 45_000, "bonus")).toEqual({ dbDiscount: null, dbBonus: 5000 });
  });
});
