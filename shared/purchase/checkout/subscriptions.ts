import { ConflictError } from "../../platform/errors";
import type { Subscription } from "../../subscriptions/entities/subscription";
import type { SubscriptionPayment } from "../../subscriptions/entities/subscription-payment";
import {
  checkedOutCalendar,
  lineStartOffered,
  periodAmount,
  type SubscriptionCalendar,
} from "../../subscriptions/periods";
import {
  type ScheduleSection,
  scheduleSections,
  startPassedText,
} from "../../subscriptions/timeline";
import type { CartItem } from "../schemas/cart";

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

/**
 * Refuses (409) a subscription line whose chosen start is no longer on offer today: a cart
 * kept for days could otherwise buy a month already half gone, or a week already begun.
 */
export function refuseStaleSubscriptions(items: readonly CartItem[], today: string): void {
  const stale = items.find((item) => isSubscriptionItem(item) && !lineStartOffered(item, today));
  if (stale) throw new ConflictError(startPassedText(stale.name));
}

/**
 * A line's calendar as checked out on `today` (shared/subscriptions/periods.ts). The
 * checkout refused a stale line before charging; an attempt completed later (its `today` is
 * the attempt's) still gets a calendar that charges each period once.
 */
export const calendarOfLine = (item: CartItem, today: string): SubscriptionCalendar =>
  checkedOutCalendar(item, today);

/**
 * The subscription records a checkout creates (docs/decisions/subscription-schedule.md): the
 * checkout's charge pays the first period, recorded as that period's payment under the first
 * billing day (the checkout's own), so the billing worker starts from the second period.
 */
export function subscriptionsFromCart(
  items: readonly CartItem[],
  context: SubscriptionContext,
): { subscription: Subscription; payment: SubscriptionPayment | null }[] {
  return items.filter(isSubscriptionItem).map((item) => {
    const { kind, start, end, billing_days } = calendarOfLine(item, context.today);
    const id = context.newId();
    const firstPeriod = billing_days[0] ?? context.today;
    const subscription: Subscription = {
      id,
      site_id: context.siteId,
      customer_id: context.customerId,
      order_id: context.orderId,
      order_created_at: context.orderCreatedAt,
      kind,
      item,
      start,
      end,
      billing_days: [...billing_days],
      next_bill_day: billing_days[1] ?? null,
      amount: periodAmount(item),
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

/**
 * The order mail's schedule of its subscription lines as checked out on `today`: the same
 * calendars subscriptionsFromCart records.
 */
export function orderSchedule(items: readonly CartItem[], today: string): ScheduleSection[] {
  return scheduleSections(
    items
      .filter(isSubscriptionItem)
      .map((item) => ({ ...calendarOfLine(item, today), amount: periodAmount(item), item })),
  );
}
