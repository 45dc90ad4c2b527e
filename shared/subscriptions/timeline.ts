import { formatCents } from "../platform/money/format";
import { formatDateRange, formatMediumDate } from "../platform/time/format";
import type { Ymd } from "../platform/time/ymd";
import { CANCEL_NOTICE_DAYS } from "./account";
import { periodsOf, type SubscriptionCalendar } from "./periods";

// The money timeline in words, as the cart line, the order mail and the account show it: each
// charge's day and amount and the days it pays for (docs/decisions/subscription-schedule.md).

export interface ScheduledCharge {
  date: Ymd;
  /** cents */
  amount: number;
  from: Ymd;
  to: Ymd;
}

/** One charge per period, each of the period's amount. */
export function chargesOf(calendar: SubscriptionCalendar, amount: number): ScheduledCharge[] {
  return periodsOf(calendar).map((period) => ({
    date: period.bill_day,
    amount,
    from: period.from,
    to: period.to,
  }));
}

/** "Dec 1 – Dec 31, 2026": the days a subscription pays for. */
export const planDatesText = (calendar: Pick<SubscriptionCalendar, "start" | "end">): string =>
  formatDateRange(calendar.start, calendar.end);

/** "$249.00 for Dec 1 – Dec 31, 2026" */
export const chargeForText = (charge: Pick<ScheduledCharge, "amount" | "from" | "to">): string =>
  `${formatCents(charge.amount)} for ${formatDateRange(charge.from, charge.to)}`;

/**
 * One line per charge: the first under `firstLabel` (it is paid by the checkout, "Today at
 * checkout" in the cart, the order's day in its mail), the others under their day in words.
 */
export function chargeLines(charges: readonly ScheduledCharge[], firstLabel: string): string[] {
  return charges.map(
    (charge, i) =>
      `${i === 0 ? firstLabel : formatMediumDate(charge.date)}: ${chargeForText(charge)}`,
  );
}

/** "2 charges, $498.00 in all" (or "1 charge of $249.00"). */
export function chargesTotalText(charges: readonly ScheduledCharge[]): string {
  const total = charges.reduce((sum, charge) => sum + charge.amount, 0);
  return charges.length === 1
    ? `1 charge of ${formatCents(total)}`
    : `${charges.length} charges, ${formatCents(total)} in all`;
}

/** "Next charge: $249.00 on Jan 1, 2027" */
export const nextChargeText = (charge: Pick<ScheduledCharge, "amount" | "date">): string =>
  `Next charge: ${formatCents(charge.amount)} on ${formatMediumDate(charge.date)}`;

export const HOW_TO_CANCEL = `To cancel, sign in to your account and open Subscriptions. Subscriptions can be canceled up to ${CANCEL_NOTICE_DAYS} days before the next delivery.`;

/** The start a cart line chose has passed since it was added (lineCalendar answered null). */
export const startPassedText = (name: string): string =>
  `The start date you chose for ${name} is no longer available. Please remove it from your cart and add it again with new dates.`;

/** A block of the order mail (the receipt's ReceiptSection): rows of a label and cents. */
export interface ScheduleSection {
  heading: string;
  rows: { label: string; amount: number }[];
  note?: string;
}

/**
 * The order mail's schedule of each subscription the order created: its dates in words, each
 * charge's day (the first "with this order") and the days it pays for, and what they come to.
 */
export function scheduleSections(
  subscriptions: readonly (SubscriptionCalendar & { amount: number; item: { name: string } })[],
): ScheduleSection[] {
  return subscriptions.map((sub) => {
    const charges = chargesOf(sub, sub.amount);
    return {
      heading: `${sub.item.name}: ${planDatesText(sub)}`,
      rows: charges.map((charge, i) => ({
        label: `${formatMediumDate(charge.date)}${i === 0 ? ", with this order" : ""} (for ${formatDateRange(charge.from, charge.to)})`,
        amount: charge.amount,
      })),
      note: chargesTotalText(charges),
    };
  });
}
