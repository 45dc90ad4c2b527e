import * as z from "zod";
import {
  FIRST_DATE,
  FIRST_INSTANT,
  isCalendarDate,
  isCalendarInstant,
  LAST_DATE,
  LAST_INSTANT,
} from "../time/calendar-bounds";

// The one date schema and the one instant schema (docs/decisions/validation.md, "Dates and
// instants"): every date (a Ymd, shared/platform/time/ymd.ts) and instant a route accepts, and
// every one stored, is a real calendar value from 2000 to 2100; anything else is refused with
// 400 before any date arithmetic runs. OpenAPI documents them as `format: date` and
// `format: date-time`.

const RANGE = `from ${FIRST_DATE} to ${LAST_DATE}`;
export const DATE_MESSAGE = `Dates must be real calendar dates written YYYY-MM-DD, ${RANGE}.`;
export const INSTANT_MESSAGE = `Instants must be ISO-8601 date-times such as 2026-03-08T17:00:00Z, ${RANGE}.`;

/** A campus calendar date `YYYY-MM-DD` (no time, no zone), a real day from 2000 to 2100: a Ymd. */
export const calendarDateSchema = z.iso
  .date({ error: DATE_MESSAGE })
  .refine(isCalendarDate, { error: DATE_MESSAGE })
  .meta({ description: `A calendar date, YYYY-MM-DD, ${RANGE}` });

const inRange = (value: string) => isCalendarInstant(Date.parse(value));

/** An instant as ISO-8601 with `Z` or an offset, from 2000 to 2100 (route parameters). */
export const instantSchema = z.iso
  .datetime({ offset: true, error: INSTANT_MESSAGE })
  .refine(inRange, { error: INSTANT_MESSAGE })
  .meta({ description: `An ISO-8601 date-time, ${RANGE}` });

/** A stored instant: ISO-8601 UTC ending in Z, so that keys built from it sort by time. */
export const utcInstantSchema = z.iso
  .datetime({ error: "Instants must be ISO-8601 UTC, e.g. 2026-03-08T17:00:00Z" })
  .refine(inRange, { error: INSTANT_MESSAGE });

/** An instant as epoch milliseconds, in the same range. */
export const epochMillisSchema = z.coerce
  .number({ error: INSTANT_MESSAGE })
  .int({ error: INSTANT_MESSAGE })
  .min(FIRST_INSTANT, { error: INSTANT_MESSAGE })
  .max(LAST_INSTANT, { error: INSTANT_MESSAGE });
