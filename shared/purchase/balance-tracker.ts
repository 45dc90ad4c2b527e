import { daysBetween, type Ymd } from "../platform/time/ymd";
import type { SchoolTerm } from "./schemas/school-term";

// Balance tracker (requirements: public-browsing §4). The spec's formula multiplies by the share of the term
// already ELAPSED; it is implemented as written (docs/decisions/money-and-subscriptions.md).

/** The term whose start..end (inclusive) contains today; the first such term if several. */
export function currentTerm<T extends SchoolTerm>(terms: readonly T[], today: Ymd): T | null {
  return terms.find((term) => term.start <= today && today <= term.end) ?? null;
}

export interface TermProgress {
  elapsedDays: number;
  totalDays: number;
}

/** Days elapsed since the term started over the term's length, both in whole days. */
export function termProgress(term: SchoolTerm, today: Ymd): TermProgress {
  const totalDays = daysBetween(term.start, term.end);
  const elapsedDays = Math.min(Math.max(daysBetween(term.start, today), 0), totalDays);
  return { elapsedDays, totalDays };
}

/** Share of the term elapsed, 0..1; 0 when the term has no length. */
export function termShareElapsed(term: SchoolTerm, today: Ymd): number {
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
  today: Ymd,
): number {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return 0;
  const { elapsedDays, totalDays } = termProgress(term, today);
  if (totalDays === 0) return 0;
  return Math.floor((2 * Math.round(amount) * elapsedDays + totalDays) / (2 * totalDays));
}

/** Days remaining = term end − today, in days. */
export function daysRemaining(term: SchoolTerm, today: Ymd): number {
  return daysBetween(today, term.end);
}

/** Within this share of the plan amount (at least one cent or swipe) the plan is on track. */
export const ON_TRACK_TOLERANCE = 0.05;

export type BalanceVerdict = "low" | "high" | "on-track";

/**
 * Compares what the visitor says is left with what should be left by today (plan amount − shown
 * amount). Less left than that by more than the tolerance → "low" (spending faster than
 * planned); more → "high" (more left than expected); else "on-track". One verdict, so at most
 * one of the low/high messages ever applies (docs/decisions/public-site.md).
 */
export function balanceVerdict(
  planAmount: number,
  expectedUsed: number,
  left: number,
): BalanceVerdict {
  const expectedLeft = planAmount - expectedUsed;
  const tolerance = Math.max(1, Math.round(planAmount * ON_TRACK_TOLERANCE));
  if (left < expectedLeft - tolerance) return "low";
  if (left > expectedLeft + tolerance) return "high";
  return "on-track";
}

export type BalanceMessageKind = "low" | "high" | "budget";

/** The configured messages that apply: the verdict's (if any), then how to stay on budget. */
export function balanceMessageKinds(verdict: BalanceVerdict | null): BalanceMessageKind[] {
  if (verdict === "low") return ["low", "budget"];
  if (verdict === "high") return ["high", "budget"];
  return ["budget"];
}
