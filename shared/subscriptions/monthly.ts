import {
  addDays,
  addMonths,
  dayOfMonth,
  firstOfMonth,
  lastOfMonth,
  type Ymd,
} from "../platform/time/ymd";
import type { SubscriptionSchedule, SubscriptionWindow } from "./schedule";

// Monthly meal plan subscriptions (requirements: purchases §4). The reading of the 18th-day rule
// and of "one month out" is recorded in docs/decisions/money-and-subscriptions.md.

/** After this day of the month the current month can no longer be chosen as the start. */
export const MONTHLY_START_CUTOFF_DAY = 18;
/** How many months the dropdowns offer when the plan sets no subscription window. */
export const DEFAULT_HORIZON_MONTHS = 12;

/** The first day of the earliest start month: this month up to the 18th, else next month. */
export function earliestMonthlyStart(today: Ymd): Ymd {
  const thisMonth = firstOfMonth(today);
  return dayOfMonth(today) > MONTHLY_START_CUTOFF_DAY ? addMonths(thisMonth, 1) : thisMonth;
}

/** The earliest end for a start: one full month, i.e. the day before start + 1 month. */
export function minimumMonthlyEnd(start: Ymd): Ymd {
  return addDays(addMonths(start, 1), -1);
}

/** Start dropdown: first days of months from the earliest start, inside the plan's window. */
export function monthlyStartChoices(
  today: Ymd,
  window: SubscriptionWindow,
  horizonMonths = DEFAULT_HORIZON_MONTHS,
): Ymd[] {
  const earliest = earliestMonthlyStart(today);
  const windowStart = window.subscription_start;
  const first =
    windowStart !== null && windowStart > earliest ? firstOnOrAfter(windowStart) : earliest;
  const choices: Ymd[] = [];
  for (let i = 0; i < horizonMonths; i++) {
    const start = addMonths(first, i);
    if (window.subscription_end !== null && minimumMonthlyEnd(start) > window.subscription_end) {
      break;
    }
    choices.push(start);
  }
  return choices;
}

/** End dropdown: last days of months, at least one month after the start, inside the window. */
export function monthlyEndChoices(
  start: Ymd,
  window: SubscriptionWindow,
  horizonMonths = DEFAULT_HORIZON_MONTHS,
): Ymd[] {
  const choices: Ymd[] = [];
  for (let i = 0; i < horizonMonths; i++) {
    const end = lastOfMonth(addMonths(minimumMonthlyEnd(start), i));
    if (window.subscription_end !== null && end > window.subscription_end) break;
    choices.push(end);
  }
  return choices;
}

function firstOnOrAfter(date: Ymd): Ymd {
  return date === firstOfMonth(date) ? date : addMonths(firstOfMonth(date), 1);
}

/** The 1st of every month between start and end, both inclusive (requirements: purchases §4 account subscriptions). */
export function monthlyBillingDates(start: Ymd, end: Ymd): Ymd[] {
  const dates: Ymd[] = [];
  let date = firstOnOrAfter(start);
  while (date <= end) {
    dates.push(date);
    date = addMonths(date, 1);
  }
  return dates;
}

/**
 * Plan and billing dates sent with cart/add_meal_plan (requirements: purchases §7). A start in the current month has
 * its 1st already behind it: that month is billed today and the plan starts today.
 */
export function monthlySchedule(today: Ymd, start: Ymd, end: Ymd): SubscriptionSchedule {
  const billing = monthlyBillingDates(start, end).map((date) => (date < today ? today : date));
  const billingDates = billing.filter((date, i) => billing.indexOf(date) === i);
  const firstBill = billingDates[0] ?? today;
  return {
    billToday: firstBill === today,
    firstBillDate: firstBill,
    lastBillDate: billingDates.at(-1) ?? firstBill,
    firstPlanDate: start < today ? today : start,
    lastPlanDate: end,
    billingDates,
  };
}
