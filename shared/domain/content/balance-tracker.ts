import type { CalendarDate, SchoolTerm } from "../../schemas/school-term";
import { daysBetween } from "../subscriptions/calendar-date";

// Balance tracker (requirements: public-browsing §4). The spec's formula multiplies by the share of the term
// already ELAPSED; it is implemented as written (docs/decisions/money-and-subscriptions.md).

/** The term whose start..end (inclusive) contains today; the first such term if several. */
export function currentTerm<T extends SchoolTerm>(
  terms: readonly T[],
  today: CalendarDate,
): T | null {
  return terms.find((term) => term.start <= today && today <= term.end) ?? null;
}

export interface TermProgress {
  elapsedDays: number;
  totalDays: number;
}

/** Days elapsed since the term started over the term's length, both in whole days. */
export function termProgress(term: SchoolTerm, today: CalendarDate): TermProgress {
  const totalDays = daysBetween(term.start, term.end);
  const elapsedDays = Math.min(Math.max(daysBetween(term.start, today), 0), totalDays);
  return { elapsedDays, totalDays };
}

/** Share of the term elapsed, 0..1; 0 when the term has no length. */
export function termShareElapsed(term: SchoolTerm, today: CalendarDate): number {
  const { elapsedDays, totalDays } = termProgress(term, today);
  return totalDays === 0 ? 0 : elapsedDays / totalDays;
}

/**
 * Shown amount = the plan's amount (cents of dollars, or swipes) × share elapsed, rounded half
 * up in integers; 0 when the amount is missing or not a number.
 */
export function balanceTrackerAmount(
  amount: number | null | undefined,
  term: SchoolTerm,
  today: CalendarDate,
): number {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return 0;
  const { elapsedDays, totalDays } = termProgress(term, today);
  if (totalDays === 0) return 0;
  return Math.floor((2 * Math.round(amount) * elapsedDays + totalDays) / (2 * totalDays));
}

/** Days remaining = term end − today, in days. */
export function daysRemaining(term: SchoolTerm, today: CalendarDate): number {
  return daysBetween(today, term.end);
}
