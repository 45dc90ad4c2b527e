import { campusDate, campusInstant, campusMoment } from "../../shared/platform/time/campus-clock";
import { addDays, daysBetween } from "../../shared/platform/time/ymd";

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/**
 * Whole weeks from the day the demo content was written to campus "today", rounded to the
 * nearest week: weekdays stay put, so weekly hours and "every Tuesday" copy still read right.
 */
export function demoShiftDays(anchor: string, now: Date, timeZone: string): number {
  return Math.round(daysBetween(anchor, campusDate(now, timeZone)) / 7) * 7;
}

/** An instant moved by whole campus days, keeping its campus wall-clock time across DST. */
function shiftInstant(iso: string, days: number, timeZone: string): string {
  const { date, minute } = campusMoment(new Date(iso), timeZone);
  return new Date(campusInstant(addDays(date, days), minute, timeZone)).toISOString();
}

function shift(value: unknown, days: number, timeZone: string): unknown {
  if (typeof value === "string") {
    if (YMD.test(value)) return addDays(value, days);
    if (UTC_INSTANT.test(value)) return shiftInstant(value, days, timeZone);
    return value;
  }
  if (Array.isArray(value)) return value.map((entry) => shift(entry, days, timeZone));
  if (value === null || typeof value !== "object") return value;
  const shifted = Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, shift(entry, days, timeZone)]),
  );
  // A newsletter's year follows its date (requirements: public-browsing §2 Newsletters groups by year).
  if (typeof shifted.year === "number" && typeof shifted.date === "string") {
    shifted.year = Number(shifted.date.slice(0, 4));
  }
  return shifted;
}

/**
 * Demo content is written around `anchor`; this moves every calendar date and UTC instant of
 * a raw campus file so that the anchor lands in the week of `now`, keeping past, current and
 * upcoming events where they were.
 */
export function shiftDemoDates(raw: unknown, anchor: string, now: Date): unknown {
  const site = (raw as { site?: { time_zone?: unknown } }).site;
  const timeZone = typeof site?.time_zone === "string" ? site.time_zone : "UTC";
  const days = demoShiftDays(anchor, now, timeZone);
  return days === 0 ? raw : shift(raw, days, timeZone);
}
