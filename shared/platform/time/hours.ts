import type { Schedule, ScheduleType } from "../schemas/schedule";
import { MINUTES_PER_DAY, type MinuteOfDay } from "./campus-clock";
import { dayOfWeek, type Ymd } from "./ymd";

/**
 * An opening window on one campus date, in minutes after that date's midnight. `end` is above
 * 1440 when the window runs past midnight: it still belongs to the day it starts on.
 */
export interface DayRange {
  start: MinuteOfDay;
  end: MinuteOfDay;
}

/** A schedule applies only between its start and end dates and on its weekdays. */
export function scheduleCovers(schedule: Schedule, date: Ymd): boolean {
  return schedule.start <= date && date <= schedule.end && schedule.days.includes(dayOfWeek(date));
}

export function schedulesCovering(
  schedules: readonly Schedule[],
  date: Ymd,
  type: ScheduleType,
): Schedule[] {
  return schedules.filter((schedule) => schedule.type === type && scheduleCovers(schedule, date));
}

export function isClosedDate(schedules: readonly Schedule[], date: Ymd): boolean {
  return schedulesCovering(schedules, date, "closed").length > 0;
}

/**
 * The window a schedule describes on the day it starts. Hours past midnight are written with
 * open_late or with an end before the start (an end equal to the start means 24 hours).
 */
export function scheduleRange(schedule: Schedule): DayRange {
  const start = schedule.start_hour * 60 + schedule.start_minutes;
  const end = schedule.end_hour * 60 + schedule.end_minutes;
  const overnight = schedule.open_late || end <= start;
  return { start, end: overnight ? end + MINUTES_PER_DAY : end };
}

/** Sorted, with overlapping or touching windows joined, so each cell lists distinct ranges. */
export function mergeRanges(ranges: readonly DayRange[]): DayRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: DayRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) {
      last.end = Math.max(last.end, range.end);
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/**
 * Opening hours of a location on a campus date (requirements: public-browsing §2 Hours of operation):
 * a covering 'closed' schedule closes the day; covering special_hours replace the weekly
 * 'location' hours; otherwise the weekly hours apply. Reservation schedules are not hours.
 */
export function hoursForDate(schedules: readonly Schedule[], date: Ymd): DayRange[] {
  if (isClosedDate(schedules, date)) return [];
  const special = schedulesCovering(schedules, date, "special_hours");
  const chosen = special.length > 0 ? special : schedulesCovering(schedules, date, "location");
  return mergeRanges(chosen.map(scheduleRange));
}
