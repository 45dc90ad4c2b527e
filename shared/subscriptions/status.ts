import type { Ymd } from "../platform/time/ymd";
import { APPROVED_RESULT, PENDING_RESULT } from "./billing";

// A subscription's status as people see it: the customer in the account's Subscriptions tab and
// staff in the operations console read it by one rule (docs/operations/subscriptions.md
// "Status"). The stored `status` only records what billing last did; "ended" happens by the
// calendar without a write, and a decline is past due as soon as it happens, so the status is
// derived from the record, its latest payment and the campus's today.

export const SUBSCRIPTION_STATUSES = ["active", "past_due", "canceled", "ended"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What the status is read from. */
export interface StatusFacts {
  canceled: boolean;
  /** Billing's own status: `past_due` once its attempts ran out. */
  status: string;
  /** Campus-local last plan day. */
  end: Ymd;
  /** The latest period's payment (by period), if any was charged or tried. */
  lastPayment: { result: string } | null;
}

/** Declined, invalid card, ...: anything the gateway answered that is not a payment. */
export const isUnpaidResult = (result: string): boolean =>
  result !== APPROVED_RESULT && result !== PENDING_RESULT;

/**
 * Canceled wins (nothing more is billed); then past due, even after the plan ended, because
 * money is still owed; then ended once the last plan day has passed; otherwise active.
 */
export function subscriptionStatus(facts: StatusFacts, today: Ymd): SubscriptionStatus {
  if (facts.canceled || facts.status === "canceled") return "canceled";
  if (facts.status === "past_due") return "past_due";
  if (facts.lastPayment && isUnpaidResult(facts.lastPayment.result)) return "past_due";
  if (facts.end < today) return "ended";
  return "active";
}
