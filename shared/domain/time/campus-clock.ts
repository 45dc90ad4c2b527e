import { TZDate } from "@date-fns/tz";
import { addDays, formatYmd, type Ymd, ymdParts } from "./ymd";

/** Minutes after local midnight; values of 1440 and more fall on the following days. */
export type MinuteOfDay = number;

export const MINUTES_PER_DAY = 1440;

/** What a wall clock on campus shows at an instant. */
export interface CampusMoment {
  date: Ymd;
  /** 0..1439 */
  minute: MinuteOfDay;
  /** 0 = Sunday .. 6 = Saturday */
  weekday: number;
}

export function campusMoment(instant: Date | number, timeZone: string): CampusMoment {
  const local = new TZDate(typeof instant === "number" ? instant : instant.getTime(), timeZone);
  return {
    date: formatYmd({
      year: local.getFullYear(),
      month: local.getMonth() + 1,
      day: local.getDate(),
    }),
    minute: local.getHours() * 60 + local.getMinutes(),
    weekday: local.getDay(),
  };
}

export function campusDate(instant: Date | number, timeZone: string): Ymd {
  return campusMoment(instant, timeZone).date;
}

function wallClockInstant(date: Ymd, minute: MinuteOfDay, timeZone: string): number {
  const dayOffset = Math.floor(minute / MINUTES_PER_DAY);
  const within = minute - dayOffset * MINUTES_PER_DAY;
  const { year, month, day } = ymdParts(addDays(date, dayOffset));
  return new TZDate(year, month - 1, day, Math.floor(within / 60), within % 60, timeZone).getTime();
}

/** False for wall times skipped by a spring-forward change (they do not happen on campus). */
export function wallTimeExists(date: Ymd, minute: MinuteOfDay, timeZone: string): boolean {
  const dayOffset = Math.floor(minute / MINUTES_PER_DAY);
  const back = campusMoment(wallClockInstant(date, minute, timeZone), timeZone);
  return back.date === addDays(date, dayOffset) && back.minute === minute % MINUTES_PER_DAY;
}

/** Longest daylight-saving gap looked through (some zones have had 2-hour changes). */
const MAX_GAP_MINUTES = 180;

/**
 * The instant (epoch ms) at which campus clocks show `minute` on `date`. A minute past 1439
 * rolls into the next days, which is how hours past midnight are written.
 *
 * Daylight saving: a wall time skipped in spring (2:30 on the changeover day) is passed at the
 * moment the clocks jump, so it resolves to the first instant after the gap (3:00); a wall
 * time that happens twice in autumn resolves to its first occurrence (daylight time).
 * See docs/decisions/time-and-reservations.md.
 */
export function campusInstant(date: Ymd, minute: MinuteOfDay, timeZone: string): number {
  let next = minute;
  while (next < minute + MAX_GAP_MINUTES && !wallTimeExists(date, next, timeZone)) next += 1;
  return wallClockInstant(date, next, timeZone);
}

/** The instant rounded down to its whole minute (epoch ms). */
export function floorToMinute(instant: Date | number): number {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  return Math.floor(ms / 60_000) * 60_000;
}
