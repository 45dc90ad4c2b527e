import { describe, expect, it } from "vitest";
import { cartItemSchema, cartSchema } from "../../../shared/purchase/schemas/cart";
import {
  customPlanOptionSchema,
  mealPlanSchema,
  percentSchema,
} from "../../../shared/purchase/schemas/meal-plan";
import { promoCodeSchema } from "../../../shared/purchase/schemas/promo-code";
import { calendarDateSchema, schoolTermSchema } from "../../../shared/purchase/schemas/school-term";
import {
  customerTypeSchema,
  decliningBalanceSettingsSchema,
  orderFormSettingsSchema,
} from "../../../shared/visitor-forms/schemas/order-form-settings";

describe("purchase schemas", () => {
  it("money fields must be integer cents", () => {
    expect(mealPlanSchema.safeParse({ id: "p", name: "Gold", price: 1500.5 }).success).toBe(false);
    expect(mealPlanSchema.safeParse({ id: "p", name: "Gold", price: -1 }).success).toBe(false);
    expect(mealPlanSchema.parse({ id: "p", name: "Gold", price: 150_000 })).toMatchObject({
      price: 150_000,
      apply_tax: false,
      payment_types: [],
      subscription: false,
    });
  });

  it("percents are 0–100 with at most four decimals", () => {
    expect(percentSchema.safeParse(6.25).success).toBe(true);
    expect(percentSchema.safeParse(8.8755).success).toBe(true);
    expect(percentSchema.safeParse(8.87551).success).toBe(false);
    expect(percentSchema.safeParse(101).success).toBe(false);
  });

  it("order form settings default to untaxed, bonus custom plans", () => {
    const settings = orderFormSettingsSchema.parse({});
    expect(settings).toMatchObject({
      tax_rate: 0,
      custom_meal_plan_as: "bonus",
      coffee_subscription: false,
    });
    expect(orderFormSettingsSchema.safeParse({ custom_meal_plan_as: "free" }).success).toBe(false);
  });

  it("payment types are the three of requirements: purchases §6", () => {
    const base = { id: "t", name: "Student" };
    expect(customerTypeSchema.safeParse({ ...base, payment_types: ["Credit card"] }).success).toBe(
      true,
    );
    expect(customerTypeSchema.safeParse({ ...base, payment_types: ["Cash"] }).success).toBe(false);
  });

  it("declining balance settings and custom plan options parse", () => {
    expect(decliningBalanceSettingsSchema.parse({ id: "d", name: "DD" }).requires_plan).toBe(false);
    expect(
      customPlanOptionSchema.safeParse({ id: "o", type: "card", value: 1, price: 1 }).success,
    ).toBe(false);
  });

  it("cart items use the four item types", () => {
    const base = { id: "i", name: "x", price: 100 };
    expect(cartItemSchema.safeParse({ ...base, type: "Create your plan" }).success).toBe(true);
    expect(cartItemSchema.safeParse({ ...base, type: "Gift card" }).success).toBe(false);
    expect(
      cartItemSchema.safeParse({ ...base, type: "Coffee subscription", months: 6 }).success,
    ).toBe(false);
    expect(cartSchema.parse({ id: "c" }).items).toEqual([]);
  });

  it("promo codes: required code, percent at most 100, fixed in whole cents", () => {
    const base = { code: "SAVE", type: "discount", adj: "percent", value: 10 };
    expect(promoCodeSchema.parse(base)).toMatchObject({ min_purchase_amnt: 0, track_only: false });
    expect(promoCodeSchema.safeParse({ ...base, code: " " }).error?.issues[0]?.message).toBe(
      "A promo code is required",
    );
    expect(promoCodeSchema.safeParse({ ...base, value: 150 }).success).toBe(false);
    expect(promoCodeSchema.safeParse({ ...base, adj: "fixed", value: 12.5 }).success).toBe(false);
    expect(promoCodeSchema.safeParse({ ...base, adj: "fixed", value: 1250 }).success).toBe(true);
  });

  it("school terms use real Y-M-D dates and cannot end before they start", () => {
    expect(calendarDateSchema.safeParse("2026-02-30").success).toBe(false);
    expect(calendarDateSchema.safeParse("2026-2-3").success).toBe(false);
    expect(
      schoolTermSchema.safeParse({ name: "Fall", start: "2026-08-24", end: "2026-12-18" }).success,
    ).toBe(true);
    expect(
      schoolTermSchema.safeParse({ name: "Fall", start: "2026-12-18", end: "2026-08-24" }).success,
    ).toBe(false);
  });
});
