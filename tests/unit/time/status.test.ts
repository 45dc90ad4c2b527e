import { describe, expect, it } from "vitest";
import type { Schedule } from "../../../shared/platform/schemas/schedule";
import { isOpenAt, locationStatus, openIntervals } from "../../../shared/platform/time/status";
import { createSchedule } from "../../support/factories/schedule";

const LA = "America/Los_Angeles";
const NY = "America/New_York";

const daily = [createSchedule({ start_hour: 7, end_hour: 21 })];
const lateNight = [createSchedule({ start_hour: 17, end_hour: 2 })];
const openLate = [createSchedule({ start_hour: 18, end_hour: 1, open_late: true })];
const lateAutumn = [createSchedule({ start_hour: 17, end_hour: 1, end_minutes: 30 })];
const untilMidnightThenSmallHours = [
  createSchedule({ start_hour: 17, end_hour: 0 }),
  createSchedule({ start_hour: 0, end_hour: 2 }),
];
const sundaysOnly = [createSchedule({ days: [0], start_hour: 7, end_hour: 21 })];
const weekdaysOnly = [createSchedule({ days: [1, 2, 3, 4, 5], start_hour: 7, end_hour: 21 })];
const roundTheClock = [createSchedule({ start_hour: 0, end_hour: 0 })];
const longWeekend = [
  createSchedule({ days: [6, 0], start_hour: 0, end_hour: 0 }),
  createSchedule({ days: [1], start_hour: 0, end_hour: 2 }),
];

type Row = [string, Schedule[], string, string, boolean, string];

// Status texts: docs/decisions/time-and-reservations.md. Instants are UTC; the comment gives
// the campus wall clock.
const rows: Row[] = [
  // Spring change, 2026-03-08 (2:00 → 3:00).
  ["opens 7:00 PDT", daily, LA, "2026-03-08T14:00:00Z", true, "Closes today at 9:00p"],
  ["6:59 PDT", daily, LA, "2026-03-08T13:59:00Z", false, "Opens today at 7:00a"],
  ["9:00p PDT", daily, LA, "2026-03-09T04:00:00Z", false, "Opens tomorrow at 7:00a"],
  ["8:59p PDT", daily, LA, "2026-03-09T03:59:00Z", true, "Closes today at 9:00p"],
  ["7:00 EDT", daily, NY, "2026-03-08T11:00:00Z", true, "Closes today at 9:00p"],
  ["6:59 EDT", daily, NY, "2026-03-08T10:59:00Z", false, "Opens today at 7:00a"],
  ["7:00 PST the day before", daily, LA, "2026-03-07T15:00:00Z", true, "Closes today at 9:00p"],
  // Saturday's 5:00p-2:00a: 2:00a never happens, clocks jump to 3:00a and it closes then.
  ["1:30 PST after midnight", lateNight, LA, "2026-03-08T09:30:00Z", true, "Closes today at 3:00a"],
  ["1:59 PST", lateNight, LA, "2026-03-08T09:59:00Z", true, "Closes today at 3:00a"],
  ["3:00 PDT", lateNight, LA, "2026-03-08T10:00:00Z", false, "Opens today at 5:00p"],
  ["1:59 PDT Monday", lateNight, LA, "2026-03-09T08:59:00Z", true, "Closes today at 2:00a"],
  ["2:00 PDT Monday", lateNight, LA, "2026-03-09T09:00:00Z", false, "Opens today at 5:00p"],
  ["open_late 12:59 EST", openLate, NY, "2026-03-08T05:59:00Z", true, "Closes today at 1:00a"],
  ["open_late 1:01 EST", openLate, NY, "2026-03-08T06:01:00Z", false, "Opens today at 6:00p"],
  ["open_late 11:00p EDT", openLate, NY, "2026-03-09T03:00:00Z", true, "Closes tomorrow at 1:00a"],
  // Autumn change, 2026-11-01 (2:00 → 1:00).
  ["7:00 EST", daily, NY, "2026-11-01T12:00:00Z", true, "Closes today at 9:00p"],
  ["6:59 EST", daily, NY, "2026-11-01T11:59:00Z", false, "Opens today at 7:00a"],
  ["8:59p EST", daily, NY, "2026-11-02T01:59:00Z", true, "Closes today at 9:00p"],
  ["9:00p EST", daily, NY, "2026-11-02T02:00:00Z", false, "Opens tomorrow at 7:00a"],
  ["7:00 PST", daily, LA, "2026-11-01T15:00:00Z", true, "Closes today at 9:00p"],
  ["6:59 PST", daily, LA, "2026-11-01T14:59:00Z", false, "Opens today at 7:00a"],
  // A 1:30 close is the first 1:30 (daylight time).
  ["1:29 PDT", lateAutumn, LA, "2026-11-01T08:29:00Z", true, "Closes today at 1:30a"],
  ["1:31 PDT", lateAutumn, LA, "2026-11-01T08:31:00Z", false, "Opens today at 5:00p"],
  ["1:15 PST", lateAutumn, LA, "2026-11-01T09:15:00Z", false, "Opens today at 5:00p"],
  // Midnight: 5:00p-12:00a then 12:00a-2:00a is one stretch, through the repeated hour.
  [
    "11:30p EDT",
    untilMidnightThenSmallHours,
    NY,
    "2026-11-01T03:30:00Z",
    true,
    "Closes tomorrow at 2:00a",
  ],
  [
    "12:00a EDT",
    untilMidnightThenSmallHours,
    NY,
    "2026-11-01T04:00:00Z",
    true,
    "Closes today at 2:00a",
  ],
  [
    "1:30 EST",
    untilMidnightThenSmallHours,
    NY,
    "2026-11-01T06:30:00Z",
    true,
    "Closes today at 2:00a",
  ],
  [
    "2:00 EST",
    untilMidnightThenSmallHours,
    NY,
    "2026-11-01T07:00:00Z",
    false,
    "Opens today at 5:00p",
  ],
  // Campus days decide: today, tomorrow, else the weekday with its date (never a bare weekday).
  [
    "Sat 7:30 PST, 22.5h",
    sundaysOnly,
    LA,
    "2026-03-07T15:30:00Z",
    false,
    "Opens tomorrow at 7:00a",
  ],
  [
    "Sat 5:30 PST, 24.5h",
    sundaysOnly,
    LA,
    "2026-03-07T13:30:00Z",
    false,
    "Opens tomorrow at 7:00a",
  ],
  [
    "Sat 7:30 PDT, 24.5h",
    sundaysOnly,
    LA,
    "2026-10-31T14:30:00Z",
    false,
    "Opens tomorrow at 7:00a",
  ],
  [
    "Sat 8:30 PDT, 23.5h",
    sundaysOnly,
    LA,
    "2026-10-31T15:30:00Z",
    false,
    "Opens tomorrow at 7:00a",
  ],
  ["Sat 7:00 PDT, 24h", sundaysOnly, LA, "2026-05-02T14:00:00Z", false, "Opens tomorrow at 7:00a"],
  ["Saturday", weekdaysOnly, LA, "2026-03-14T17:00:00Z", false, "Opens Monday, 3/16/26 at 7:00a"],
  [
    "Friday night",
    weekdaysOnly,
    NY,
    "2026-03-14T02:00:00Z",
    false,
    "Opens Monday, 3/16/26 at 7:00a",
  ],
  [
    "Saturday morning",
    longWeekend,
    LA,
    "2026-03-14T17:00:00Z",
    true,
    "Closes Monday, 3/16/26 at 2:00a",
  ],
  ["always", roundTheClock, NY, "2026-03-08T07:30:00Z", true, "Around the clock"],
  ["no hours", [], LA, "2026-03-08T12:00:00Z", false, "No opening hours this week"],
];

describe("locationStatus", () => {
  it.each(rows)("%s (%s)", (_, schedules, timeZone, iso, open, message) => {
    const status = locationStatus(schedules, new Date(iso), timeZone);
    expect(status).toMatchObject({
      open,
      message,
      label: open ? "Open" : "Closed",
      color: open ? "green" : "red",
    });
    expect(isOpenAt(schedules, Date.parse(iso), timeZone)).toBe(open);
    expect(isOpenAt(schedules, new Date(iso), timeZone)).toBe(open);
  });

  it("says when the state changes", () => {
    const openNow = locationStatus(daily, Date.parse("2026-03-08T14:00:00Z"), LA);
    expect(openNow.changesAt).toBe(Date.parse("2026-03-09T04:00:00Z"));
    const closedNow = locationStatus(daily, Date.parse("2026-03-08T13:00:00Z"), LA);
    expect(closedNow.changesAt).toBe(Date.parse("2026-03-08T14:00:00Z"));
    expect(locationStatus(roundTheClock, 0, LA).changesAt).toBeNull();
    expect(locationStatus([], 0, LA).changesAt).toBeNull();
  });
});

describe("openIntervals", () => {
  it("joins touching windows and drops those swallowed by the spring gap", () => {
    const gap = [createSchedule({ start_hour: 2, end_hour: 2, end_minutes: 30 })];
    expect(openIntervals(gap, "2026-03-08", "2026-03-08", LA)).toEqual([]);
    expect(openIntervals(untilMidnightThenSmallHours, "2026-10-31", "2026-11-01", NY)).toEqual([
      // 10/31 12:00a-2:00a EDT, then 5:00p EDT through 2:00a EST, then 11/1 5:00p-12:00a EST (11/2 is not scanned).
      { start: Date.parse("2026-10-31T04:00:00Z"), end: Date.parse("2026-10-31T06:00:00Z") },
      { start: Date.parse("2026-10-31T21:00:00Z"), end: Date.parse("2026-11-01T07:00:00Z") },
      { start: Date.parse("2026-11-01T22:00:00Z"), end: Date.parse("2026-11-02T05:00:00Z") },
    ]);
  });
});
