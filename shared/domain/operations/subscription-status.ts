import type { CalendarDate } from "../../schemas/school-term";
import { APPROVED_RESULT, PENDING_RESULT } from "../subscriptions/billing";

// What the console shows of a subscription (docs/operations/subscriptions.md "Status"). The
// stored `status` only records what billing last did; "ended" happens by the calendar without
// a write, and a decline is past due for the card office as soon as it happens, so the status
// is derived from the record, its latest payment and the campus's today.

export const OPERATION_SUBSCRIPTION_STATUSES = ["active", "past_due", "canceled", "ended"] as const;
export type OperationSubscriptionStatus = (typeof OPERATION_SUBSCRIPTION_STATUSES)[number];

/** What the status is read from. */
export interface StatusFacts {
  canceled: boolean;
  /** Billing's own status: `past_due` once its attempts ran out. */
  status: string;
  /** Campus-local last plan day. */
  end: CalendarDate;
  /** The latest period's payment (by period), if any was charged or tried. */
  lastPayment: { result: string } | null;
}

/** Declined, invalid card, ...: anything the gateway answered that is not a payment. */
export const isUnpaidResult = (result: string): boolean =>
  result !== APPROVED_RESULT && result !== PENDING_RESULT;

/**
 * Canceled wins (nothing more is billed); then past due, even after the plan ended, because
 * money is still owed and the card office must find it; then ended once the last plan day has
 * passed; otherwise active.
 */
export function subscriptionStatus(
  facts: StatusFacts,
  today: CalendarDate,
): OperationSubscriptionStatus {
  if (facts.canceled || facts.status === "canceled") return "canceled";
  if (facts.status === "past_due") return "past_due";
  if (facts.lastPayment && isUnpaidResult(facts.lastPayment.result)) return "past_due";
  if (facts.end < today) return "ended";
  return "active";
}

/**
 * The periods whose payment is the latest one: the next billing day (tried and declined, or
 * not yet run) and the billing day before it (the last one paid). Billing keeps a declined
 * period as the next billing day until it is paid, so no other period can be the latest; the
 * console reads both by key instead of querying each subscription's payments.
 */
export function latestPeriods(sub: {
  billing_days: readonly CalendarDate[];
  next_bill_day: CalendarDate | null;
}): CalendarDate[] {
  const next = sub.next_bill_day;
  const before = sub.billing_days.filter((day) => next === null || day < next).at(-1);
  return [before, next].filter((day): day is CalendarDate => typeof day === "string");
}

/** Of the payments found for `latestPeriods`, the one of the latest period. */
export function latestPayment<P extends { period: CalendarDate }>(
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
