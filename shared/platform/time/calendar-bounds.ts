import { parseYmd, type Ymd } from "./ymd";

/**
 * The calendar the platform works in (docs/decisions/validation.md, "Dates and instants"):
 * every date and instant the API accepts lies inside it, so day arithmetic and time-zone
 * conversion never meet a year they cannot write (past 9999, before 100, or an invalid Date).
 * A week view or a campus clock a few days outside it is still well inside what they handle.
 */
export const FIRST_DATE: Ymd = "2000-01-01";
export const LAST_DATE: Ymd = "2100-12-31";

/** Epoch milliseconds of 2000-01-01T00:00:00Z, the first instant accepted. */
export const FIRST_INSTANT = Date.UTC(2000, 0, 1);
/** Epoch milliseconds of 2100-12-31T23:59:59.999Z, the last instant accepted. */
export const LAST_INSTANT = Date.UTC(2101, 0, 1) - 1;

const PADDED_YMD = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** A real calendar date written YYYY-MM-DD, from FIRST_DATE to LAST_DATE. */
export function isCalendarDate(value: string): boolean {
  return (
    PADDED_YMD.test(value) && value >= FIRST_DATE && value <= LAST_DATE && parseYmd(value) !== null
  );
}

/** An instant (epoch milliseconds) from FIRST_INSTANT to LAST_INSTANT. */
export function isCalendarInstant(epochMs: number): boolean {
  return Number.isFinite(epochMs) && epochMs >= FIRST_INSTANT && epochMs <= LAST_INSTANT;
}
