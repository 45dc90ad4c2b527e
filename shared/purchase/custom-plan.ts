import { wholePercent } from "../platform/money/percent";
import type { OrderFormSettings } from "../visitor-forms/schemas/order-form-settings";

// Custom plan (requirements: purchases §9): the declining-balance part is shown either as bonus
// dollars (value − price) or as a percent off (100 × (1 − price / value)).

/** Bonus cents: value − price, never negative. */
export function customPlanBonus(valueCents: number, priceCents: number): number {
  return Math.max(0, valueCents - priceCents);
}

/** Whole percent off, rounded half up: 100 × (1 − price/value); 0 when value is 0. */
export function customPlanDiscountPercent(valueCents: number, priceCents: number): number {
  return wholePercent(Math.max(0, valueCents - priceCents), valueCents);
}

export interface CustomPlanDisplay {
  dbDiscount: number | null;
  dbBonus: number | null;
}

/** Which of the two figures the cart shows, chosen by custom_meal_plan_as. */
export function customPlanDisplay(
  dbValueCents: number,
  dbPriceCents: number,
  as: OrderFormSettings["custom_meal_plan_as"],
): CustomPlanDisplay {
  return as === "discount"
    ? { dbDiscount: customPlanDiscountPercent(dbValueCents, dbPriceCents), dbBonus: null }
    : { dbDiscount: null, dbBonus: customPlanBonus(dbValueCents, dbPriceCents) };
}
