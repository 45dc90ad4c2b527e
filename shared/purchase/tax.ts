import { percentOfFloor } from "../platform/money/percent";
import type { OrderFormSettings } from "../visitor-forms/schemas/order-form-settings";
import type { CartItemType } from "./schemas/cart";

export type TaxSettings = Pick<
  OrderFormSettings,
  "tax_rate" | "tax_meal_plans" | "tax_declining_balance" | "tax_custom_meal_plans"
>;

export interface TaxableLine {
  type: CartItemType;
  /** the meal plan's own apply_tax flag; only read for "Meal plan" lines */
  apply_tax: boolean;
}

/**
 * Whether a line is taxed (requirements: purchases §9): each product type has its own flag;
 * a meal plan also needs both the plan's and the customer type's apply_tax; coffee never.
 */
export function isTaxable(
  line: TaxableLine,
  settings: TaxSettings,
  customerTypeAppliesTax: boolean,
): boolean {
  switch (line.type) {
    case "Meal plan":
      return settings.tax_meal_plans && line.apply_tax && customerTypeAppliesTax;
    case "Declining balance":
      return settings.tax_declining_balance;
    case "Create your plan":
      return settings.tax_custom_meal_plans;
    case "Coffee subscription":
      return false;
  }
}

/** Sales tax on a taxable amount: tax_rate percent, rounded down to the cent (requirements: purchases §9). */
export function salesTax(amountCents: number, taxRatePercent: number): number {
  if (amountCents <= 0) return 0;
  return percentOfFloor(amountCents, taxRatePercent);
}
