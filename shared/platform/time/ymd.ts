/**
 * Campus calendar dates written Y-M-D ("2026-03-08"). A date has no time zone of its own: it is
 * always a day on the campus calendar, so the arithmetic here is plain day counting in UTC,
 * where every day is 24 hours long.
 */
export type Ymd = string;

export interface YmdParts {
  year: number;
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;
const YMD_PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** Parses "2026-03-08" (or the unpadded "2026-3-8"); null when it is not a real calendar date. */
export function parseYmd(value: string): YmdParts | null {
  const match = YMD_PATTERN.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

export function isYmd(value: string): boolean {
  return parseYmd(value) !== null;
}

/** Like parseYmd for dates the caller already validated (schemas); throws on garbage. */
export function ymdParts(value: Ymd): YmdParts {
  const parts = parseYmd(value);
  if (!parts) throw new RangeError(`Not a Y-M-D date: ${value}`);
  return parts;
}

export function formatYmd({ year, month, day }: YmdParts): Ymd {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function toEpochDay(value: Ymd): number {
  const { year, month, day } = ymdParts(value);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromEpochDay(epochDay: number): Ymd {
  const date = new Date(epochDay * MS_PER_DAY);
  return formatYmd({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

/** The date of year, month and day, rolling over as Date.UTC does (month 13, day 0). */
function fromParts(year: number, month: number, day: number): Ymd {
  return fromEpochDay(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function addDays(value: Ymd, days: number): Ymd {
  return fromEpochDay(toEpochDay(value) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Ymd, to: Ymd): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** 0 = Sunday .. 6 = Saturday, the numbering schedules use (requirements: public-browsing §3 Schedule). */
export function dayOfWeek(value: Ymd): number {
  // 1970-01-01 was a Thursday (4).
  return (((toEpochDay(value) + 4) % 7) + 7) % 7;
}

// Month arithmetic: subscriptions bill monthly, on the day they started.

export function dayOfMonth(value: Ymd): number {
  return ymdParts(value).day;
}

export function firstOfMonth(value: Ymd): Ymd {
  const { year, month } = ymdParts(value);
  return fromParts(year, month, 1);
}

export function lastOfMonth(value: Ymd): Ymd {
  const { year, month } = ymdParts(value);
  return fromParts(year, month + 1, 0);
}

/** Adds months, keeping the day but clamping to the month's end (Jan 31 + 1 → Feb 28/29). */
export function addMonths(value: Ymd, months: number): Ymd {
  const { year, month, day } = ymdParts(value);
  const lastDay = dayOfMonth(lastOfMonth(fromParts(year, month + months, 1)));
  return fromParts(year, month + months, Math.min(day, lastDay));
}
