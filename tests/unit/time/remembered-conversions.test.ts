import { TZDate } from "@date-fns/tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Schedule } from "../../../shared/platform/schemas/schedule";
import {
  type CampusMoment,
  campusInstant,
  campusMoment,
  MINUTES_PER_DAY,
  wallTimeExists,
} from "../../../shared/platform/time/campus-clock";
import {
  formatCampusClock,
  formatClock,
  formatShortDate,
} from "../../../shared/platform/time/format";
import { hoursForDate } from "../../../shared/platform/time/hours";
import { boundedMemo } from "../../../shared/platform/time/memo";
import {
  type LocationStatus,
  locationStatus,
  NO_HOURS_THIS_WEEK,
  ROUND_THE_CLOCK,
} from "../../../shared/platform/time/status";
import { WEEKDAY_LONG } from "../../../shared/platform/time/weekdays";
import {
  addDays,
  dayOfWeek,
  formatYmd,
  type Ymd,
  ymdParts,
} from "../../../shared/platform/time/ymd";
import { createSchedule } from "../../support/factories/schedule";

// The campus clock remembers its zone conversions (shared/platform/time/campus-clock.ts). These
// properties hold the remembered path to the conversions as they were computed before, with
// @date-fns/tz on every call, and the statuses built on them to the statuses built on those.

/** The conversions as written before they were remembered: a TZDate on every call. */
const reference = {
  moment(instant: number, timeZone: string): CampusMoment {
    const local = new TZDate(instant, timeZone);
    return {
      date: formatYmd({
        year: local.getFullYear(),
        month: local.getMonth() + 1,
        day: local.getDate(),
      }),
      minute: local.getHours() * 60 + local.getMinutes(),
      weekday: local.getDay(),
    };
  },
  wallClockInstant(date: Ymd, minute: number, timeZone: string): number {
    const dayOffset = Math.floor(minute / MINUTES_PER_DAY);
    const within = minute - dayOffset * MINUTES_PER_DAY;
    const { year, month, day } = ymdParts(addDays(date, dayOffset));
    return new TZDate(
      year,
      month - 1,
      day,
      Math.floor(within / 60),
      within % 60,
      timeZone,
    ).getTime();
  },
  wallTimeExists(date: Ymd, minute: number, timeZone: string): boolean {
    const dayOffset = Math.floor(minute / MINUTES_PER_DAY);
    const back = reference.moment(reference.wallClockInstant(date, minute, timeZone), timeZone);
    return back.date === addDays(date, dayOffset) && back.minute === minute % MINUTES_PER_DAY;
  },
  instant(date: Ymd, minute: number, timeZone: string): number {
    let next = minute;
    while (next < minute + 180 && !reference.wallTimeExists(date, next, timeZone)) next += 1;
    return reference.wallClockInstant(date, next, timeZone);
  },
  clock(instant: number, timeZone: string): string {
    const local = new TZDate(instant, timeZone);
    return formatClock(local.getHours() * 60 + local.getMinutes());
  },
  when(at: number, now: number, timeZone: string): string {
    const clock = reference.clock(at, timeZone);
    const day = reference.moment(at, timeZone).date;
    const today = reference.moment(now, timeZone).date;
    if (day === today) return `today at ${clock}`;
    if (day === addDays(today, 1)) return `tomorrow at ${clock}`;
    return `${WEEKDAY_LONG[dayOfWeek(day)]}, ${formatShortDate(day)} at ${clock}`;
  },
  /** The badge as it was computed: intervals of yesterday to 8 days ahead, joined. */
  status(schedules: readonly Schedule[], now: number, timeZone: string): LocationStatus {
    const today = reference.moment(now, timeZone).date;
    const intervals: { start: number; end: number }[] = [];
    for (let date = addDays(today, -1); date <= addDays(today, 8); date = addDays(date, 1)) {
      for (const range of hoursForDate(schedules, date)) {
        const start = reference.instant(date, range.start, timeZone);
        const end = reference.instant(date, range.end, timeZone);
        if (end > start) intervals.push({ start, end });
      }
    }
    intervals.sort((a, b) => a.start - b.start);
    const joined: { start: number; end: number }[] = [];
    for (const interval of intervals) {
      const last = joined[joined.length - 1];
      if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
      else joined.push({ ...interval });
    }
    const current = joined.find((i) => i.start <= now && now < i.end);
    if (current) {
      const known = current.end - now <= 7 * 86_400_000;
      return {
        open: true,
        label: "Open",
        message: known ? `Closes ${reference.when(current.end, now, timeZone)}` : ROUND_THE_CLOCK,
        color: "green",
        changesAt: known ? current.end : null,
      };
    }
    const next = joined.find((i) => i.start > now);
    return {
      open: false,
      label: "Closed",
      message: next ? `Opens ${reference.when(next.start, now, timeZone)}` : NO_HOURS_THIS_WEEK,
      color: "red",
      changesAt: next ? next.start : null,
    };
  },
};

/** Zones with daylight saving north and south, half- and quarter-hour offsets, and none. */
const zones = fc.constantFrom(
  "America/Los_Angeles",
  "America/New_York",
  "America/Denver",
  "America/Phoenix",
  "America/St_Johns",
  "America/Santiago",
  "Europe/London",
  "Europe/Berlin",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Australia/Lord_Howe",
  "Australia/Adelaide",
  "Pacific/Auckland",
  "Pacific/Chatham",
  "UTC",
);
/** Around the changes of daylight saving of the zones above, and anywhere from 2000 to 2100. */
const dates = fc.oneof(
  fc.constantFrom(
    "2026-03-08",
    "2026-03-28",
    "2026-03-29",
    "2026-04-04",
    "2026-04-05",
    "2026-09-05",
    "2026-09-06",
    "2026-09-27",
    "2026-10-03",
    "2026-10-04",
    "2026-10-25",
    "2026-10-31",
    "2026-11-01",
  ),
  fc.integer({ min: 0, max: 36_889 }).map((offset) => addDays("2000-01-01", offset)),
);
const minutes = fc.integer({ min: 0, max: 2 * MINUTES_PER_DAY - 1 });
const instants = fc.oneof(
  fc
    .tuple(dates, minutes, fc.integer({ min: -90, max: 90 }))
    .map(([date, minute, shift]) => Date.parse(`${date}T00:00:00Z`) + (minute + shift) * 60_000),
  fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2101, 0, 1) - 1 }),
);
const times = fc.record({
  start_hour: fc.integer({ min: 0, max: 23 }),
  start_minutes: fc.constantFrom(0, 15, 30, 45, 59),
  end_hour: fc.integer({ min: 0, max: 23 }),
  end_minutes: fc.constantFrom(0, 15, 30, 45, 59),
  open_late: fc.boolean(),
});
/** Schedules around the instant looked at: from a week before it, for up to a month. */
const schedulesAround = (now: number) =>
  fc
    .array(
      fc.record({
        type: fc.constantFrom("location", "location", "special_hours", "closed") as fc.Arbitrary<
          "location" | "special_hours" | "closed"
        >,
        days: fc.subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 }),
        from: fc.integer({ min: -7, max: 10 }),
        length: fc.integer({ min: 0, max: 30 }),
        times,
      }),
      { maxLength: 4 },
    )
    .map((specs) => {
      const base = new Date(now).toISOString().slice(0, 10);
      return specs.map(({ type, days, from, length, times: t }) =>
        createSchedule({
          type,
          days,
          start: addDays(base, from),
          end: addDays(base, from + length),
          ...t,
        }),
      );
    });

describe("remembered zone conversions", () => {
  it("read the campus clock as a TZDate does, the first time and every time after", () => {
    fc.assert(
      fc.property(instants, zones, (instant, timeZone) => {
        const expected = reference.moment(instant, timeZone);
        expect(campusMoment(instant, timeZone)).toEqual(expected);
        expect(campusMoment(new Date(instant), timeZone)).toEqual(expected);
        expect(formatCampusClock(instant, timeZone)).toBe(reference.clock(instant, timeZone));
      }),
      { numRuns: 1000 },
    );
  });

  it("find a wall time's instant as the minute-by-minute walk through a gap does", () => {
    fc.assert(
      fc.property(dates, minutes, zones, (date, minute, timeZone) => {
        const expected = reference.instant(date, minute, timeZone);
        expect(campusInstant(date, minute, timeZone)).toBe(expected);
        expect(campusInstant(date, minute, timeZone)).toBe(expected);
        expect(wallTimeExists(date, minute, timeZone)).toBe(
          reference.wallTimeExists(date, minute, timeZone),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("walk through every minute of a spring-forward change as before", () => {
    for (const [date, timeZone] of [
      ["2026-03-08", "America/Los_Angeles"],
      ["2026-10-04", "Australia/Lord_Howe"],
      ["2026-09-06", "America/Santiago"],
    ] as const) {
      for (let minute = 0; minute < 6 * 60; minute += 1) {
        expect(campusInstant(date, minute, timeZone), `${timeZone} ${date} ${minute}`).toBe(
          reference.instant(date, minute, timeZone),
        );
      }
    }
  });

  it("give every location the status it had, for random schedules, zones and instants", () => {
    fc.assert(
      fc.property(
        instants
          // Schedules are dates of the platform's calendar, so the week around stays inside it.
          .filter((now) => now >= Date.UTC(2000, 0, 8) && now < Date.UTC(2100, 11, 1))
          .chain((now) => fc.tuple(fc.constant(now), schedulesAround(now))),
        zones,
        ([now, schedules], timeZone) => {
          const expected = reference.status(schedules, now, timeZone);
          expect(locationStatus(schedules, now, timeZone)).toEqual(expected);
          expect(locationStatus(schedules, new Date(now), timeZone)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("hand out copies: a caller changing its moment changes no one else's", () => {
    const instant = Date.parse("2026-11-23T17:00:00Z");
    const first = campusMoment(instant, "America/Chicago");
    first.minute = -1;
    expect(campusMoment(instant, "America/Chicago").minute).toBe(11 * 60);
  });
});

describe("boundedMemo", () => {
  it("computes a key once and empties itself when full", () => {
    const memo = boundedMemo<number>(3);
    let runs = 0;
    const square = (n: number) =>
      memo.get(String(n), () => {
        runs += 1;
        return n * n;
      });
    expect([square(2), square(2), square(3)]).toEqual([4, 4, 9]);
    expect(runs).toBe(2);
    square(4);
    expect(memo.size).toBe(3);
    // The fourth key finds it full: it starts again from that key alone.
    expect(square(5)).toBe(25);
    expect(memo.size).toBe(1);
    expect(square(2)).toBe(4);
    expect(runs).toBe(5);
  });

  it("remembers nothing of a computation that threw", () => {
    const memo = boundedMemo<number>(10);
    expect(() =>
      memo.get("x", () => {
        throw new RangeError("no");
      }),
    ).toThrow(RangeError);
    expect(memo.get("x", () => 1)).toBe(1);
  });
});
