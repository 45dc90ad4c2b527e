import type { Schedule } from "../schemas/schedule";
import { campusDate, campusInstant } from "./campus-clock";
import { formatCampusClock, formatShortDate } from "./format";
import { hoursForDate } from "./hours";
import { WEEKDAY_LONG } from "./weekdays";
import { addDays, dayOfWeek, type Ymd } from "./ymd";

/** A stretch of real time (epoch ms, end excluded) during which the location is open. */
export interface OpenInterval {
  start: number;
  end: number;
}

export type StatusColor = "green" | "red";

/** The status badge of a location (requirements: public-browsing §3 Location status: label, message, color). */
export interface LocationStatus {
  open: boolean;
  label: "Open" | "Closed";
  message: string;
  color: StatusColor;
  /** When the current state ends, if that happens within the week looked at. */
  changesAt: number | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Looking one day back catches last night's hours past midnight; 8 days ahead finds next week. */
const DAYS_BACK = 1;
const DAYS_AHEAD = 8;

/**
 * Opening hours of the campus dates `from`..`to` as real-time intervals. Consecutive windows
 * that touch (11:00p-12:00a then 12:00a-2:00a) join into one, so closing times are real ones.
 */
export function openIntervals(
  schedules: readonly Schedule[],
  from: Ymd,
  to: Ymd,
  timeZone: string,
): OpenInterval[] {
  const intervals: OpenInterval[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const range of hoursForDate(schedules, date)) {
      const start = campusInstant(date, range.start, timeZone);
      const end = campusInstant(date, range.end, timeZone);
      // A window inside a skipped spring-forward hour is empty in real time.
      if (end > start) intervals.push({ start, end });
    }
  }
  intervals.sort((a, b) => a.start - b.start);
  const joined: OpenInterval[] = [];
  for (const interval of intervals) {
    const last = joined[joined.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else joined.push({ ...interval });
  }
  return joined;
}

function intervalsAround(schedules: readonly Schedule[], now: number, timeZone: string) {
  const today = campusDate(now, timeZone);
  return openIntervals(schedules, addDays(today, -DAYS_BACK), addDays(today, DAYS_AHEAD), timeZone);
}

export function isOpenAt(
  schedules: readonly Schedule[],
  instant: Date | number,
  timeZone: string,
): boolean {
  const now = typeof instant === "number" ? instant : instant.getTime();
  return intervalsAround(schedules, now, timeZone).some((i) => i.start <= now && now < i.end);
}

/**
 * "today at 7:00a", "tomorrow at 7:00a", else "Monday, 11/30/26 at 7:00a": days are campus
 * days, so a weekday alone is never ambiguous (on a Monday, "Monday" would mean next week).
 */
export function campusWhen(at: number, now: number, timeZone: string): string {
  const clock = formatCampusClock(at, timeZone);
  const day = campusDate(at, timeZone);
  const today = campusDate(now, timeZone);
  if (day === today) return `today at ${clock}`;
  if (day === addDays(today, 1)) return `tomorrow at ${clock}`;
  return `${WEEKDAY_LONG[dayOfWeek(day)]}, ${formatShortDate(day)} at ${clock}`;
}

/**
 * Open/closed badge at an instant. The message completes the label and never repeats it
 * (docs/decisions/time-and-reservations.md): 'Closes today at 9:00p', 'Closes tomorrow at
 * 2:00a', 'Around the clock' (no closing within a week), 'Opens today at 7:00a',
 * 'Opens Monday, 11/30/26 at 7:00a', 'No opening hours this week'.
 */
export function locationStatus(
  schedules: readonly Schedule[],
  instant: Date | number,
  timeZone: string,
): LocationStatus {
  const now = typeof instant === "number" ? instant : instant.getTime();
  const intervals = intervalsAround(schedules, now, timeZone);
  const current = intervals.find((i) => i.start <= now && now < i.end);
  if (current) {
    // The scan is cut a week ahead, so a longer stretch has no known closing time.
    const known = current.end - now <= 7 * DAY_MS;
    return {
      open: true,
      label: "Open",
      message: known ? `Closes ${campusWhen(current.end, now, timeZone)}` : ROUND_THE_CLOCK,
      color: "green",
      changesAt: known ? current.end : null,
    };
  }
  const next = intervals.find((i) => i.start > now);
  return {
    open: false,
    label: "Closed",
    message: next ? `Opens ${campusWhen(next.start, now, timeZone)}` : NO_HOURS_THIS_WEEK,
    color: "red",
    changesAt: next ? next.start : null,
  };
}

export const ROUND_THE_CLOCK = "Around the clock";
export const NO_HOURS_THIS_WEEK = "No opening hours this week";
