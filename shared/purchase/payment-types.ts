import type { OrderFormSettings } from "../visitor-forms/schemas/order-form-settings";
import type { CartItem } from "./schemas/cart";
import type { PaymentType } from "./schemas/meal-plan";

type PaymentSettings = Pick<
  OrderFormSettings,
  "custom_meal_plan_payment_types" | "declining_balance_payment_types"
>;

/** Coffee subscriptions accept credit cards only (requirements: purchases §4, §6). */
export const COFFEE_PAYMENT_TYPES: readonly PaymentType[] = ["Credit card"];

/** The payment types a single line allows. */
export function itemPaymentTypes(
  item: Pick<CartItem, "type" | "payment_types">,
  settings: PaymentSettings,
): readonly PaymentType[] {
  switch (item.type) {
    case "Meal plan":
      return item.payment_types;
    case "Create your plan":
      return settings.custom_meal_plan_payment_types;
    case "Declining balance":
      return settings.declining_balance_payment_types;
    case "Coffee subscription":
      return COFFEE_PAYMENT_TYPES;
  }
}

/**
 * Payment types left for checkout: the customer type's, narrowed by every line in the cart.
 * The customer type's order is kept so the "Pay with {type}" buttons are stable.
 */
export function availablePaymentTypes(
  customerTypePaymentTypes: readonly PaymentType[],
  items: readonly Pick<CartItem, "type" | "payment_types">[],
  settings: PaymentSettings,
): PaymentType[] {
  return customerTypePaymentTypes.filter((paymentType) =>
    items.every((item) => itemPaymentTypes(item, settings).includes(paymentType)),
  );
}

export function payWithLabel(paymentType: PaymentType): string {
  return `Pay with ${paymentType}`;
}
