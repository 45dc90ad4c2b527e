import { addDays, dayOfWeek, daysBetween, type Ymd } from "../platform/time/ymd";
import type { SubscriptionSchedule, SubscriptionWindow } from "./schedule";

// Weekly meal plan subscriptions (requirements: purchases §4). Each plan week is billed a week
// before it starts, or today when that day has passed; hence "billing today when the start is
// less than a week ahead" and "last billing 14 days before the end".

/** The one weekday the start picker enables: the requirements: purchases §4 formula always lands on a Monday. */
export const WEEKLY_START_DAY = 1;
/** Upper bound of the end picker when the plan sets no subscription_end. */
export const DEFAULT_MAX_WEEKS = 52;

/** Next week boundary: day-of-week 0–3 → today + (8 − day), 4–6 → today + (15 − day). */
export function earliestWeeklyStart(today: Ymd): Ymd {
  const day = dayOfWeek(today);
  return addDays(today, day <= 3 ? 8 - day : 15 - day);
}

/** Whether the start picker enables a date. */
export function isWeeklyStartAllowed(date: Ymd, today: Ymd, window: SubscriptionWindow): boolean {
  return (
    dayOfWeek(date) === WEEKLY_START_DAY &&
    date >= earliestWeeklyStart(today) &&
    (window.subscription_start === null || date >= window.subscription_start) &&
    (window.subscription_end === null || addDays(date, 7) <= window.subscription_end)
  );
}

export interface DateRange {
  min: Ymd;
  max: Ymd;
}

/** End picker range: at least one plan week, at most the plan's subscription_end or 52 weeks. */
export function weeklyEndRange(start: Ymd, window: SubscriptionWindow): DateRange {
  const min = addDays(start, 7);
  const fallbackMax = addDays(start, DEFAULT_MAX_WEEKS * 7);
  const max =
    window.subscription_end !== null && window.subscription_end < fallbackMax
      ? window.subscription_end
      : fallbackMax;
  return { min, max };
}

/** An end is valid inside the range and a whole number of weeks after the start. */
export function isWeeklyEndAllowed(start: Ymd, end: Ymd, window: SubscriptionWindow): boolean {
  const { min, max } = weeklyEndRange(start, window);
  return end >= min && end <= max && daysBetween(start, end) % 7 === 0;
}

/** Last plan day: 7 days before the end (requirements: purchases §4); the end picker's message states it. */
export function weeklyLastPlanDay(end: Ymd): Ymd {
  return addDays(end, -7);
}

/** Last billing: 14 days before the end (requirements: purchases §4). */
export function weeklyLastBillDate(end: Ymd): Ymd {
  return addDays(end, -14);
}

/**
 * Billing happens today when the start is less than a week ahead (requirements: purchases §4). At exactly a week the
 * week-ahead billing day is today itself, so that start bills today as well.
 */
export function weeklyBillsToday(today: Ymd, start: Ymd): boolean {
  return daysBetween(today, start) <= 7;
}

export function weeklySchedule(today: Ymd, start: Ymd, end: Ymd): SubscriptionSchedule {
  const billingDates: Ymd[] = [];
  for (let week = start; week <= weeklyLastPlanDay(end); week = addDays(week, 7)) {
    const bill = addDays(week, -7);
    billingDates.push(bill < today ? today : bill);
  }
  const firstBillDate = billingDates[0] ?? today;
  return {
    billToday: weeklyBillsToday(today, start),
    firstBillDate,
    lastBillDate: weeklyLastBillDate(end) < today ? today : weeklyLastBillDate(end),
    firstPlanDate: start,
    lastPlanDate: weeklyLastPlanDay(end),
    billingDates,
  };
}
