import { campusDate } from "../platform/time/campus-clock";
import { formatMediumDate, formatShortDate } from "../platform/time/format";
import { addDays, daysBetween, type Ymd } from "../platform/time/ymd";
import { monthlyBillingDates } from "./monthly";

// A customer's subscription in the account area (requirements: purchases §3, §4).

/** Cancellation must come at least this many days before the next delivery (requirements: purchases §9). */
export const CANCEL_NOTICE_DAYS = 3;

export interface AccountSubscription {
  start: Ymd;
  /** last plan day, inclusive */
  end: Ymd;
  canceled: boolean;
  /**
   * The subscription's own billing calendar when it has one (weekly plans, coffee); without
   * it the account view's monthly schedule is used.
   */
  billing_days?: readonly Ymd[];
}

/** The listing "billed monthly on the 1st of each month between start and end" (requirements: purchases §4). */
export function subscriptionPaymentSchedule(
  subscription: Pick<AccountSubscription, "start" | "end">,
): Ymd[] {
  return monthlyBillingDates(subscription.start, subscription.end);
}

/** The next billing (delivery) date strictly after today, or null when none is left. */
export function nextBillingDate(
  subscription: Pick<AccountSubscription, "start" | "end" | "billing_days">,
  today: Ymd,
): Ymd | null {
  const days = subscription.billing_days ?? subscriptionPaymentSchedule(subscription);
  return days.find((date) => date > today) ?? null;
}

/**
 * Whether the customer may still cancel: not already canceled, not ended, and at least
 * 3 days before the next delivery. With no delivery left there is nothing to be late for.
 */
export function canCancel(subscription: AccountSubscription, today: Ymd): boolean {
  if (subscription.canceled || today > subscription.end) return false;
  const next = nextBillingDate(subscription, today);
  return next === null || daysBetween(today, next) >= CANCEL_NOTICE_DAYS;
}

/**
 * When a subscription that cannot be canceled today can be again: the first day from today on
 * which canCancel holds (the day of the delivery that closed the window, in practice), or null
 * when none comes before the end (canceled, ended).
 */
export function cancelOpensOn(subscription: AccountSubscription, today: Ymd): Ymd | null {
  if (subscription.canceled) return null;
  for (let day = today; day <= subscription.end; day = addDays(day, 1)) {
    if (canCancel(subscription, day)) return day;
  }
  return null;
}

/**
 * Why the Cancel button is missing and until when: the terms' rule, the delivery that closed
 * the window and the day it opens again (requirements: purchases §4, §9).
 */
export function cancelClosedText(nextDelivery: Ymd, opensOn: Ymd): string {
  return `Subscriptions can be canceled up to ${CANCEL_NOTICE_DAYS} days before the next delivery. The next delivery is on ${formatMediumDate(nextDelivery)}, so this subscription can be canceled again from ${formatMediumDate(opensOn)}.`;
}

/**
 * "Canceled on {date}" with the date as M/D/YY. canceled_at may be a calendar date or an
 * instant; an instant is read in the site's time zone.
 */
export function canceledOnText(canceledAt: string, timeZone: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(canceledAt)
    ? canceledAt
    : campusDate(new Date(canceledAt), timeZone);
  return `Canceled on ${formatShortDate(date)}`;
}

/** Active until canceled (requirements: purchases §4): the "Canceled on {date}" label, or null while active. */
export function canceledLabel(
  subscription: Pick<AccountSubscription, "canceled"> & { canceled_at: string | null },
  timeZone: string,
): string | null {
  return subscription.canceled && subscription.canceled_at !== null
    ? canceledOnText(subscription.canceled_at, timeZone)
    : null;
}
