import type { Schedule } from "../schemas/schedule";
import { campusDate } from "./campus-clock";
import { formatClockRange, formatShortDate } from "./format";
import { type DayRange, hoursForDate } from "./hours";
import { WEEKDAY_SHORT } from "./weekdays";
import { addDays, dayOfWeek, type Ymd } from "./ymd";

export interface WeekDay {
  date: Ymd;
  /** "Sun".."Sat" */
  weekday: string;
  /** "3/8/26", shown under the weekday */
  dateLabel: string;
}

export interface WeekView {
  /** The Sunday the week starts on. */
  start: Ymd;
  end: Ymd;
  /** "Week of 3/8/26" */
  label: string;
  days: WeekDay[];
  isCurrentWeek: boolean;
  /** The previous arrow shows only away from the current week (requirements: public-browsing §4 Hours). */
  showPrevious: boolean;
  previousStart: Ymd;
  nextStart: Ymd;
}

export interface DayHoursCell {
  date: Ymd;
  closed: boolean;
  ranges: DayRange[];
  /** ["9:30a - 5:00p", "6:00p - 9:00p"], or ["Closed"] */
  texts: string[];
}

export const CLOSED_TEXT = "Closed";

/** Weeks start on Sunday (requirements: public-browsing §9). */
export function weekStartOf(date: Ymd): Ymd {
  return addDays(date, -dayOfWeek(date));
}

/** The week holding `date`, seen at the instant `now` on a campus in `timeZone`. */
export function weekView(date: Ymd, now: Date | number, timeZone: string): WeekView {
  const start = weekStartOf(date);
  const isCurrentWeek = start === weekStartOf(campusDate(now, timeZone));
  const days = WEEKDAY_SHORT.map((weekday, index) => {
    const day = addDays(start, index);
    return { date: day, weekday, dateLabel: formatShortDate(day) };
  });
  return {
    start,
    end: addDays(start, 6),
    label: `Week of ${formatShortDate(start)}`,
    days,
    isCurrentWeek,
    showPrevious: !isCurrentWeek,
    previousStart: addDays(start, -7),
    nextStart: addDays(start, 7),
  };
}

export function dayHoursCell(schedules: readonly Schedule[], date: Ymd): DayHoursCell {
  const ranges = hoursForDate(schedules, date);
  return {
    date,
    closed: ranges.length === 0,
    ranges,
    texts:
      ranges.length === 0 ? [CLOSED_TEXT] : ranges.map((r) => formatClockRange(r.start, r.end)),
  };
}

/** One row of the hours table: a location's seven cells for the week holding `date`. */
export function weekHours(schedules: readonly Schedule[], date: Ymd): DayHoursCell[] {
  const start = weekStartOf(date);
  return WEEKDAY_SHORT.map((_, index) => dayHoursCell(schedules, addDays(start, index)));
}
