import type { Subscription } from "../../data/entities/subscription";
import type { SubscriptionPayment } from "../../data/entities/subscription-payment";
import type { CartItem } from "../../schemas/cart";
import { monthlySchedule } from "../subscriptions/monthly";
import { weeklySchedule } from "../subscriptions/weekly";
import { addDays } from "../time/ymd";

export interface SubscriptionContext {
  siteId: string;
  customerId: string;
  orderId: string;
  orderCreatedAt: string;
  /** The campus's calendar date of the checkout. */
  today: string;
  paymentMethod: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** Result text of the checkout charge that paid the first period. */
  result: string;
  /** The checkout charge's gateway transaction, recorded on the first period's payment. */
  transactionId?: string | null;
  /** Where billing mail (past due) goes. */
  email?: string | null;
  newId: () => string;
}

export const isSubscriptionItem = (item: CartItem) =>
  item.subscription || item.type === "Coffee subscription";

/** Every billing day of a line, campus-local, from its dates and the domain calendars. */
export function billingDaysOf(
  item: CartItem,
  today: string,
): { start: string; end: string; days: string[] } {
  if (item.type === "Coffee subscription") {
    const days = item.payments.map((payment) => payment.date);
    const start = days[0] ?? today;
    return { start, end: item.last_bill_date ?? days.at(-1) ?? start, days };
  }
  const start = item.first_plan_date ?? today;
  const end = item.last_plan_date ?? start;
  if (item.subscription_frequency === "weekly") {
    // The line keeps the last plan day, a week before the chosen end the calendar takes.
    return { start, end, days: weeklySchedule(today, start, addDays(end, 7)).billingDates };
  }
  return { start, end, days: monthlySchedule(today, start, end).billingDates };
}

/**
 * The subscription records a checkout creates (docs/decisions/payments.md): the checkout's
 * charge pays the first billing day, recorded as that period's payment, so the billing worker
 * starts from the second.
 */
export function subscriptionsFromCart(
  items: readonly CartItem[],
  context: SubscriptionContext,
): { subscription: Subscription; payment: SubscriptionPayment | null }[] {
  return items.filter(isSubscriptionItem).map((item) => {
    const { start, end, days } = billingDaysOf(item, context.today);
    const id = context.newId();
    const firstPeriod = days[0] ?? context.today;
    const subscription: Subscription = {
      id,
      site_id: context.siteId,
      customer_id: context.customerId,
      order_id: context.orderId,
      order_created_at: context.orderCreatedAt,
      kind:
        item.type === "Coffee subscription"
          ? "coffee"
          : item.subscription_frequency === "weekly"
            ? "meal_plan_weekly"
            : "meal_plan_monthly",
      item,
      start,
      end,
      billing_days: days.length > 0 ? days : [firstPeriod],
      next_bill_day: days[1] ?? null,
      amount: item.price - item.discount + item.tax,
      payment_method: context.paymentMethod,
      card_brand: context.cardBrand,
      card_last4: context.cardLast4,
      canceled: false,
      canceled_at: null,
      status: "active",
      failed_attempts: 0,
      email: context.email ?? null,
    };
    const payment: SubscriptionPayment = {
      subscription_id: id,
      period: firstPeriod,
      amt: subscription.amount,
      created_at: context.orderCreatedAt,
      result: context.result,
      attempts: 1,
      attempt_day: context.today,
      transaction_id: context.transactionId ?? null,
    };
    return { subscription, payment };
  });
}
