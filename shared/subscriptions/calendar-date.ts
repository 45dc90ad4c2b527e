import { formatYmd, ymdParts } from "../platform/time/ymd";
import type { CalendarDate } from "../purchase/schemas/school-term";

// Month arithmetic on "YYYY-MM-DD" dates; day arithmetic, weekdays and M/D/YY formatting come
// from shared/platform/time and are re-exported so the subscription rules read from one place.

export { campusDate } from "../platform/time/campus-clock";
export { formatShortDate } from "../platform/time/format";
export { addDays, dayOfWeek, daysBetween } from "../platform/time/ymd";

function fromParts(year: number, month: number, day: number): CalendarDate {
  const date = new Date(Date.UTC(year, month - 1, day));
  return formatYmd({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

export function dayOfMonth(date: CalendarDate): number {
  return ymdParts(date).day;
}

export function firstOfMonth(date: CalendarDate): CalendarDate {
  const { year, month } = ymdParts(date);
  return fromParts(year, month, 1);
}

export function lastOfMonth(date: CalendarDate): CalendarDate {
  const { year, month } = ymdParts(date);
  return fromParts(year, month + 1, 0);
}

/** Adds months, keeping the day but clamping to the month's end (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = ymdParts(date);
  const lastDay = dayOfMonth(lastOfMonth(fromParts(year, month + months, 1)));
  return fromParts(year, month + months, Math.min(day, lastDay));
}
