import { addDays, addMonths, firstOfMonth, lastOfMonth, type Ymd } from "../platform/time/ymd";
import type { CartItem } from "../purchase/schemas/cart";
import { earliestMonthlyStart, monthlyBillingDates } from "./monthly";
import { earliestWeeklyStart } from "./weekly";

// What a subscription buys and when each part of it is paid (docs/decisions/subscription-schedule.md).
// A period is one month (monthly plans, coffee) or one plan week (weekly plans). The checkout's
// charge pays the first period, whenever it starts, because the cart's total holds one period of
// each subscription line; every later period is charged by scheduled billing on its billing day.
// One calendar serves the cart line, the order mail, the subscription record and the account.

export type SubscriptionKind = "meal_plan_monthly" | "meal_plan_weekly" | "coffee";

/** A subscription's calendar as its record keeps it: the days paid for and the charge days. */
export interface SubscriptionCalendar {
  kind: SubscriptionKind;
  /** First day paid for, campus-local, inclusive. */
  start: Ymd;
  /** Last day paid for, inclusive. */
  end: Ymd;
  /** The charge day of each period, ascending, one per period; the first is the checkout's day. */
  billing_days: readonly Ymd[];
}

/** One period: the days it pays for and the day it is charged (also its payment's key). */
export interface SubscriptionPeriod {
  bill_day: Ymd;
  from: Ymd;
  to: Ymd;
}

const min = (a: Ymd, b: Ymd) => (a < b ? a : b);

export function kindOfLine(item: CartItem): SubscriptionKind {
  if (item.type === "Coffee subscription") return "coffee";
  return item.subscription_frequency === "weekly" ? "meal_plan_weekly" : "meal_plan_monthly";
}

/** The days period `index` pays for; periods follow each other without gaps up to the end. */
function periodDays(
  calendar: Pick<SubscriptionCalendar, "kind" | "start" | "end">,
  index: number,
): { from: Ymd; to: Ymd } {
  const { kind, start, end } = calendar;
  if (kind === "meal_plan_weekly") {
    const from = addDays(start, 7 * index);
    return { from, to: min(addDays(from, 6), end) };
  }
  if (kind === "coffee") {
    return {
      from: addMonths(start, index),
      to: min(addDays(addMonths(start, index + 1), -1), end),
    };
  }
  // Monthly: the first period may start mid-month (a start in the current month starts today).
  const from = index === 0 ? start : addMonths(firstOfMonth(start), index);
  return { from, to: min(lastOfMonth(from), end) };
}

/** Every period of a calendar, in order. */
export function periodsOf(calendar: SubscriptionCalendar): SubscriptionPeriod[] {
  return calendar.billing_days.map((bill_day, index) => ({
    bill_day,
    ...periodDays(calendar, index),
  }));
}

/**
 * Whether a line's chosen start is still on offer on `today` (the pickers' own rule): a cart
 * kept for days may hold a start that has passed since. Coffee starts on the day it is bought.
 */
export function lineStartOffered(item: CartItem, today: Ymd): boolean {
  const kind = kindOfLine(item);
  if (kind === "coffee") return true;
  const start = item.first_plan_date;
  if (start === null || item.last_plan_date === null) return false;
  return kind === "meal_plan_weekly"
    ? start >= earliestWeeklyStart(today)
    : firstOfMonth(start) >= earliestMonthlyStart(today);
}

/**
 * The calendar a subscription line buys when checked out on `today`, or null when its start is
 * no longer on offer. Monthly: every month from the chosen one to the chosen end, the first
 * starting today when it is the current month, later ones charged on their 1st. Weekly: every
 * plan week from the start through the spec's last plan day (the last week's Monday), later
 * weeks charged a week ahead. Coffee: 1–5 months from today, charged on the purchase day.
 */
export function lineCalendar(item: CartItem, today: Ymd): SubscriptionCalendar | null {
  return lineStartOffered(item, today) ? checkedOutCalendar(item, today) : null;
}

/** A period as the chosen dates lay it out, before the checkout day is applied. */
interface Nominal {
  from: Ymd;
  to: Ymd;
  bill: Ymd;
}

function nominalPeriods(item: CartItem, today: Ymd): Nominal[] {
  const kind = kindOfLine(item);
  if (kind === "coffee") {
    const months = Math.max(1, item.months ?? item.payments.length);
    return Array.from({ length: months }, (_, i) => ({
      from: addMonths(today, i),
      to: addDays(addMonths(today, i + 1), -1),
      bill: addMonths(today, i),
    }));
  }
  const chosen = item.first_plan_date ?? today;
  const last = item.last_plan_date ?? chosen;
  if (kind === "meal_plan_weekly") {
    const weeks: Nominal[] = [];
    for (let week = chosen; week <= last || weeks.length === 0; week = addDays(week, 7)) {
      weeks.push({ from: week, to: addDays(week, 6), bill: addDays(week, -7) });
    }
    return weeks;
  }
  const months = monthlyBillingDates(firstOfMonth(chosen), last);
  return (months.length > 0 ? months : [firstOfMonth(chosen)]).map((month) => ({
    from: month,
    to: min(lastOfMonth(month), last),
    bill: month,
  }));
}

/**
 * The calendar whatever the line's start: periods already over are not sold, the first left
 * starts no earlier than today and is charged today, each later one on its own billing day but
 * always after the one before. For a line whose start is on offer nothing is dropped or moved
 * but the first charge, so this is lineCalendar's answer; for one whose start has passed (a
 * checkout completed after the line went stale) it still gives each period one charge day.
 */
export function checkedOutCalendar(item: CartItem, today: Ymd): SubscriptionCalendar {
  const nominal = nominalPeriods(item, today);
  const current = nominal.filter((period) => period.to >= today);
  const periods = current.length > 0 ? current : nominal.slice(-1);
  const billing_days: Ymd[] = [];
  for (const period of periods) {
    const previous = billing_days.at(-1);
    if (previous === undefined) billing_days.push(today);
    else billing_days.push(period.bill > previous ? period.bill : addDays(previous, 1));
  }
  const kind = kindOfLine(item);
  const first = periods[0] as Nominal;
  // A month bought mid-month starts today; a plan week keeps its Monday (later weeks are
  // counted from it).
  const startsToday = kind !== "meal_plan_weekly" && first.from < today && first.to >= today;
  return {
    kind,
    start: startsToday ? today : first.from,
    end: (periods.at(-1) as Nominal).to,
    billing_days,
  };
}

/** What one period of a line costs: its price less its discount, plus its tax. */
export const periodAmount = (item: Pick<CartItem, "price" | "discount" | "tax">): number =>
  item.price - item.discount + item.tax;
