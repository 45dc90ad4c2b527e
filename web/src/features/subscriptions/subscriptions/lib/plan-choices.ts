import { monthlyEndChoices, monthlyStartChoices } from "@shared/subscriptions/monthly";
import type { SubscriptionWindow } from "@shared/subscriptions/schedule";

/** "Monday, November 30, 2026": the shared campus long date. */
export { formatLongDate as longDate } from "@shared/platform/time/format";

export interface Choice {
  id: string;
  label: string;
}

const format = (ymd: string, options: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

/** "December 2026" for a start month. */
export const monthLabel = (ymd: string): string => format(ymd, { month: "long", year: "numeric" });

/** Start dropdown: the 1st of each month from the earliest start (after the 18th: next month). */
export function monthlyStartOptions(today: string, window: SubscriptionWindow): Choice[] {
  return monthlyStartChoices(today, window).map((id) => ({ id, label: monthLabel(id) }));
}

/** End dropdown: month ends, at least one full month after the start. */
export function monthlyEndOptions(start: string, window: SubscriptionWindow): Choice[] {
  return monthlyEndChoices(start, window).map((id) => ({
    id,
    label: format(id, { month: "long", day: "numeric", year: "numeric" }),
  }));
}
