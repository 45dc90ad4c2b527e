import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { campusMoment, MINUTES_PER_DAY, type MinuteOfDay } from "./campus-clock";
import { type Ymd, ymdParts } from "./ymd";

/**
 * "9:30a", "12:00p", "12:00a": 12-hour with an a or p suffix and 12 for noon and midnight
 * (requirements: public-browsing §9). Minutes past 1439 wrap, so an end of 26:00 reads "2:00a".
 */
export function formatClock(minute: MinuteOfDay): string {
  const wrapped = ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour24 = Math.floor(wrapped / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const suffix = hour24 < 12 ? "a" : "p";
  return `${hour12}:${String(wrapped % 60).padStart(2, "0")}${suffix}`;
}

/** "9:30a - 5:00p", the cell text of the hours table (requirements: public-browsing §2 Hours of operation). */
export function formatClockRange(start: MinuteOfDay, end: MinuteOfDay): string {
  return `${formatClock(start)} - ${formatClock(end)}`;
}

/** "3/8/26": dates are M/D/YY (requirements: public-browsing §9). */
export function formatShortDate(date: Ymd): string {
  const { year, month, day } = ymdParts(date);
  return `${month}/${day}/${String(year % 100).padStart(2, "0")}`;
}

/**
 * "3/8/26 7:00 pm": the meeting time format M/D/YY h:mm a (requirements: public-browsing §2 Director's
 * meetings), with the lower-case am/pm that the spec's moment-style "a" token prints.
 */
export function formatCampusDateTime(instant: Date | number, timeZone: string): string {
  const local = new TZDate(typeof instant === "number" ? instant : instant.getTime(), timeZone);
  return format(local, "M/d/yy h:mm aaa");
}

/** "7:00a" for an instant, as campus clocks show it (the remembered conversion: statuses print many). */
export function formatCampusClock(instant: Date | number, timeZone: string): string {
  return formatClock(campusMoment(instant, timeZone).minute);
}

/**
 * "Monday, November 23, 2026" for a campus date (YYYY-MM-DD). A campus date is a calendar day,
 * so it is read at noon UTC and printed in UTC: the same day in any server or browser zone.
 */
export function formatLongDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}

const mediumDate = (date: string, withYear: boolean): string =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));

/** "Dec 1, 2026" for a campus date: the date in words, for money timelines. */
export function formatMediumDate(date: string): string {
  return mediumDate(date, true);
}

/**
 * "Dec 1 – Dec 31, 2026", "Dec 28, 2026 – Jan 3, 2027", or "Dec 1, 2026" for one day: the year
 * is written once when both ends share it.
 */
export function formatDateRange(from: string, to: string): string {
  if (from === to) return formatMediumDate(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${mediumDate(from, !sameYear)} – ${formatMediumDate(to)}`;
}
