import type { Ymd } from "../platform/time/ymd";

// What the console shows of a subscription (docs/operations/subscriptions.md "Status"). The
// status rule is the account's as well, so it lives with the subscriptions
// (shared/subscriptions/status.ts); the console's names for it are kept here.

export {
  isUnpaidResult,
  type StatusFacts,
  SUBSCRIPTION_STATUSES as OPERATION_SUBSCRIPTION_STATUSES,
  type SubscriptionStatus as OperationSubscriptionStatus,
  subscriptionStatus,
} from "../subscriptions/status";

/**
 * The periods whose payment is the latest one: the next billing day (tried and declined, or
 * not yet run) and the billing day before it (the last one paid). Billing keeps a declined
 * period as the next billing day until it is paid, so no other period can be the latest; the
 * console reads both by key instead of querying each subscription's payments.
 */
export function latestPeriods(sub: {
  billing_days: readonly Ymd[];
  next_bill_day: Ymd | null;
}): Ymd[] {
  const next = sub.next_bill_day;
  const before = sub.billing_days.filter((day) => next === null || day < next).at(-1);
  return [before, next].filter((day): day is Ymd => typeof day === "string");
}

/** Of the payments found for `latestPeriods`, the one of the latest period. */
export function latestPayment<P extends { period: Ymd }>(
  payments: readonly (P | undefined)[],
): P | null {
  let latest: P | null = null;
  for (const payment of payments) {
    if (payment && (latest === null || payment.period > latest.period)) latest = payment;
  }
  return latest;
}

/** Monthly plans and coffee bill monthly; weekly plans weekly. */
export const subscriptionFrequency = (kind: string): "monthly" | "weekly" =>
  kind === "meal_plan_weekly" ? "weekly" : "monthly";
