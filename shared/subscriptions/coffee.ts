import { addMonths, type Ymd } from "../platform/time/ymd";
import { type CartItem, type CartPayment, cartItemSchema } from "../purchase/schemas/cart";
import type { OrderFormSettings } from "../visitor-forms/schemas/order-form-settings";

// Coffee subscription (requirements: purchases §4, §9): 1 to 5 months at the monthly price from
// settings, charged monthly on the purchase date, credit card only, never taxed.

export const COFFEE_MIN_MONTHS = 1;
export const COFFEE_MAX_MONTHS = 5;
export const COFFEE_MONTH_CHOICES = [1, 2, 3, 4, 5] as const;

export function isCoffeeMonthsAllowed(months: number): boolean {
  return Number.isInteger(months) && months >= COFFEE_MIN_MONTHS && months <= COFFEE_MAX_MONTHS;
}

/** One charge per month on the purchase day (clamped to short months), the first today. */
export function coffeePayments(
  today: Ymd,
  months: number,
  monthlyPriceCents: number,
): CartPayment[] {
  if (!isCoffeeMonthsAllowed(months)) {
    throw new RangeError(
      `A coffee subscription runs ${COFFEE_MIN_MONTHS}–${COFFEE_MAX_MONTHS} months`,
    );
  }
  return Array.from({ length: months }, (_, i) => ({
    date: addMonths(today, i),
    amount: monthlyPriceCents,
  }));
}

/**
 * The cart line: its price is today's charge (one month); the later charges are listed in
 * `payments` and are not part of today's cart total.
 */
export function coffeeCartItem(
  id: string,
  today: Ymd,
  months: number,
  settings: Pick<OrderFormSettings, "coffee_subscription_price">,
  name = "Coffee Subscription",
): CartItem {
  const payments = coffeePayments(today, months, settings.coffee_subscription_price);
  return cartItemSchema.parse({
    id,
    type: "Coffee subscription",
    name,
    price: settings.coffee_subscription_price,
    payment_types: ["Credit card"],
    subscription: true,
    subscription_frequency: "monthly",
    bill_today: true,
    first_bill_date: today,
    last_bill_date: addMonths(today, months - 1),
    months,
    payments,
  });
}
