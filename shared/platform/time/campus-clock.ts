import { TZDate } from "@date-fns/tz";
import { boundedMemo } from "./memo";
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

/**
 * Zone conversions go through Intl (@date-fns/tz), several formats per TZDate, and were most of
 * the CPU of the reads that show open/closed: a location's status converts every opening and
 * closing of ten days, every location of every campus in a zone opens at the same few wall
 * times, and one request reads `now` once per location. Both conversions are pure (zone rules
 * do not change while a process runs), so their results are remembered, within a bound
 * (docs/decisions/public-site.md, "Home tiles under load").
 */
const MEMO_LIMIT = 16_384;
const moments = boundedMemo<Readonly<CampusMoment>>(MEMO_LIMIT);
const instants = boundedMemo<number>(MEMO_LIMIT);

function computeMoment(epochMs: number, timeZone: string): CampusMoment {
  const local = new TZDate(epochMs, timeZone);
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

export function campusMoment(instant: Date | number, timeZone: string): CampusMoment {
  const epochMs = typeof instant === "number" ? instant : instant.getTime();
  // A copy: callers own what they are given.
  return { ...moments.get(`${timeZone} ${epochMs}`, () => computeMoment(epochMs, timeZone)) };
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

/** Whether campus clocks show `minute` of `date` at `instant` (the wall time was not skipped). */
function showsWallTime(instant: number, date: Ymd, minute: MinuteOfDay, timeZone: string) {
  const dayOffset = Math.floor(minute / MINUTES_PER_DAY);
  const back = campusMoment(instant, timeZone);
  return back.date === addDays(date, dayOffset) && back.minute === minute % MINUTES_PER_DAY;
}

/** False for wall times skipped by a spring-forward change (they do not happen on campus). */
export function wallTimeExists(date: Ymd, minute: MinuteOfDay, timeZone: string): boolean {
  return showsWallTime(wallClockInstant(date, minute, timeZone), date, minute, timeZone);
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
  return instants.get(`${timeZone} ${date} ${minute}`, () => {
    for (let next = minute; next < minute + MAX_GAP_MINUTES; next += 1) {
      const instant = wallClockInstant(date, next, timeZone);
      if (showsWallTime(instant, date, next, timeZone)) return instant;
    }
    return wallClockInstant(date, minute + MAX_GAP_MINUTES, timeZone);
  });
}

/** The instant rounded down to its whole minute (epoch ms). */
export function floorToMinute(instant: Date | number): number {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  return Math.floor(ms / 60_000) * 60_000;
}
