import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  campusDate,
  campusInstant,
  wallTimeExists,
} from "../../../shared/platform/time/campus-clock";
import { formatCampusClock, formatShortDate } from "../../../shared/platform/time/format";
import { hoursForDate } from "../../../shared/platform/time/hours";
import { campusWhen, isOpenAt, locationStatus } from "../../../shared/platform/time/status";
import { weekView } from "../../../shared/platform/time/week";
import { WEEKDAY_LONG } from "../../../shared/platform/time/weekdays";
import { addDays, dayOfWeek } from "../../../shared/platform/time/ymd";
import { createSchedule } from "../../support/factories/schedule";

const MINUTE = 60_000;
const zones = fc.constantFrom("America/Los_Angeles", "America/New_York");
/** Dates of 2026, weighted towards both daylight-saving changes. */
const dates = fc.oneof(
  fc.constantFrom("2026-03-07", "2026-03-08", "2026-03-09", "2026-10-31", "2026-11-01"),
  fc.integer({ min: 0, max: 364 }).map((offset) => addDays("2026-01-01", offset)),
);
const instants = fc.oneof(
  fc.integer({ min: Date.parse("2026-03-07T00:00:00Z"), max: Date.parse("2026-03-10T00:00:00Z") }),
  fc.integer({ min: Date.parse("2026-10-30T00:00:00Z"), max: Date.parse("2026-11-03T00:00:00Z") }),
  fc.integer({ min: Date.parse("2026-01-08T00:00:00Z"), max: Date.parse("2026-12-20T00:00:00Z") }),
);
const times = fc.record({
  start_hour: fc.integer({ min: 0, max: 23 }),
  start_minutes: fc.constantFrom(0, 15, 30, 45, 59),
  end_hour: fc.integer({ min: 0, max: 23 }),
  end_minutes: fc.constantFrom(0, 15, 30, 45, 59),
  open_late: fc.boolean(),
});
const schedules = fc
  .array(
    fc.record({
      type: fc.constantFrom("location", "location", "special_hours", "closed") as fc.Arbitrary<
        "location" | "special_hours" | "closed"
      >,
      days: fc.subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 }),
      from: fc.integer({ min: 0, max: 364 }),
      length: fc.integer({ min: 0, max: 120 }),
      times,
    }),
    { maxLength: 4 },
  )
  .map((specs) =>
    specs.map(({ type, days, from, length, times: t }) =>
      createSchedule({
        type,
        days,
        start: addDays("2026-01-01", from),
        end: addDays("2026-01-01", from + length),
        ...t,
      }),
    ),
  );

describe("week view properties", () => {
  it("has 7 days starting on Sunday and covers the given date", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20_000, max: 40_000 }).map((d) => addDays("2000-01-01", d)),
        instants,
        zones,
        (date, now, timeZone) => {
          const view = weekView(date, now, timeZone);
          expect(view.days).toHaveLength(7);
          expect(dayOfWeek(view.days[0]!.date)).toBe(0);
          view.days.forEach((day, index) => {
            expect(day.date).toBe(addDays(view.start, index));
          });
          expect(view.days.map((d) => d.date)).toContain(date);
          expect(view.label).toBe(`Week of ${formatShortDate(view.start)}`);
          const today = campusDate(now, timeZone);
          expect(view.showPrevious).toBe(!view.days.some((d) => d.date === today));
        },
      ),
    );
  });
});

describe("open status properties", () => {
  it("is open at a window's start and closed one minute after its end", () => {
    fc.assert(
      fc.property(times, dates, zones, (t, date, timeZone) => {
        const schedule = [createSchedule({ ...t, end: "2027-12-31" })];
        const [range] = hoursForDate(schedule, date);
        const start = campusInstant(date, range!.start, timeZone);
        const end = campusInstant(date, range!.end, timeZone);
        fc.pre(end > start);
        expect(isOpenAt(schedule, start, timeZone)).toBe(true);
        expect(isOpenAt(schedule, end - MINUTE, timeZone)).toBe(end - MINUTE >= start);
        // Unless the next day's window has already begun by then.
        const nextStart = campusInstant(addDays(date, 1), range!.start, timeZone);
        if (end + MINUTE < nextStart) {
          expect(isOpenAt(schedule, end + MINUTE, timeZone)).toBe(false);
          // A next-day start inside a spring-forward gap does not exist; the status then looks
          // further ahead (the seed-1830157526 case: 02:00 on 2026-03-08 in Los Angeles).
          if (wallTimeExists(addDays(date, 1), range!.start, timeZone)) {
            expect(locationStatus(schedule, end + MINUTE, timeZone).changesAt).toBe(nextStart);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("agrees with itself: the badge, the open test and the next change", () => {
    fc.assert(
      fc.property(schedules, instants, zones, (list, now, timeZone) => {
        const status = locationStatus(list, now, timeZone);
        expect(status.open).toBe(isOpenAt(list, now, timeZone));
        // The message completes the badge's label and never repeats it.
        expect(status.message).not.toMatch(new RegExp(`^${status.label}\\b`));
        if (status.changesAt !== null) {
          const verb = status.open ? "Closes" : "Opens";
          expect(status.message).toBe(`${verb} ${campusWhen(status.changesAt, now, timeZone)}`);
        }
        if (status.changesAt !== null) {
          expect(status.changesAt).toBeGreaterThan(now);
          expect(isOpenAt(list, status.changesAt, timeZone)).toBe(!status.open);
          expect(isOpenAt(list, status.changesAt - 1, timeZone)).toBe(status.open);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("when a location opens or closes, in campus days", () => {
  it("says today or tomorrow when true, otherwise the weekday with its date", () => {
    fc.assert(
      fc.property(
        instants,
        fc.integer({ min: 1, max: 9 * 24 * 60 }),
        zones,
        (now, minutesAhead, timeZone) => {
          const at = now + minutesAhead * MINUTE;
          const text = campusWhen(at, now, timeZone);
          const day = campusDate(at, timeZone);
          const today = campusDate(now, timeZone);
          expect(text.endsWith(` at ${formatCampusClock(at, timeZone)}`)).toBe(true);
          expect(text.startsWith("today ")).toBe(day === today);
          expect(text.startsWith("tomorrow ")).toBe(day === addDays(today, 1));
          if (day !== today && day !== addDays(today, 1)) {
            expect(
              text.startsWith(`${WEEKDAY_LONG[dayOfWeek(day)]}, ${formatShortDate(day)} `),
            ).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("on a Monday, next Monday's opening carries its date", () => {
    // 2026-11-23 is a Monday; 9:00a PST is 17:00Z.
    const now = Date.parse("2026-11-23T17:00:00Z");
    const nextMonday = Date.parse("2026-11-30T15:30:00Z");
    expect(campusWhen(nextMonday, now, "America/Los_Angeles")).toBe("Monday, 11/30/26 at 7:30a");
    expect(campusWhen(now + 3 * 3_600_000, now, "America/Los_Angeles")).toBe("today at 12:00p");
    // 11:30p in Los Angeles is already tomorrow in New York.
    const late = Date.parse("2026-11-24T07:30:00Z");
    expect(campusWhen(late, now, "America/Los_Angeles")).toBe("today at 11:30p");
    expect(campusWhen(late, now, "America/New_York")).toBe("tomorrow at 2:30a");
  });
});
