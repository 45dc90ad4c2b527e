import { describe, expect, it } from "vitest";
import {
  hoursForDate,
  isClosedDate,
  mergeRanges,
  scheduleCovers,
  scheduleRange,
} from "../../../shared/platform/time/hours";
import { createSchedule } from "../../support/factories/schedule";

const h = (hour: number, minute = 0) => hour * 60 + minute;
const WEEKDAYS = [1, 2, 3, 4, 5];

describe("scheduleCovers: only between its start and end dates and on its days", () => {
  const schedule = createSchedule({ start: "2026-03-02", end: "2026-03-13", days: WEEKDAYS });
  it.each([
    ["2026-03-01", false], // Sunday, before start
    ["2026-03-02", true], // Monday, first day
    ["2026-03-07", false], // Saturday
    ["2026-03-08", false], // Sunday
    ["2026-03-13", true], // Friday, last day
    ["2026-03-16", false], // Monday after end
  ])("%s → %s", (date, covered) => {
    expect(scheduleCovers(schedule, date)).toBe(covered);
  });
});

describe("scheduleRange", () => {
  it.each([
    [
      { start_hour: 9, start_minutes: 30, end_hour: 17, end_minutes: 0 },
      { start: h(9, 30), end: h(17) },
    ],
    // End before start: past midnight, belongs to the day it starts.
    [
      { start_hour: 17, start_minutes: 0, end_hour: 2, end_minutes: 0 },
      { start: h(17), end: h(26) },
    ],
    // Ends at midnight.
    [
      { start_hour: 7, start_minutes: 0, end_hour: 0, end_minutes: 0 },
      { start: h(7), end: h(24) },
    ],
    // Same start and end: round the clock.
    [
      { start_hour: 0, start_minutes: 0, end_hour: 0, end_minutes: 0 },
      { start: 0, end: h(24) },
    ],
    // open_late: the end is on the next day.
    [
      { start_hour: 20, start_minutes: 0, end_hour: 23, end_minutes: 0, open_late: true },
      { start: h(20), end: h(47) },
    ],
  ])("%o → %o", (times, range) => {
    expect(scheduleRange(createSchedule(times))).toEqual(range);
  });
});

describe("mergeRanges", () => {
  it("sorts and joins overlapping or touching ranges, keeps gaps", () => {
    expect(
      mergeRanges([
        { start: h(17), end: h(21) },
        { start: h(7), end: h(10) },
        { start: h(9), end: h(11) },
        { start: h(11), end: h(12) },
        { start: h(18), end: h(19) },
        { start: h(17), end: h(18) },
      ]),
    ).toEqual([
      { start: h(7), end: h(12) },
      { start: h(17), end: h(21) },
    ]);
  });
});

describe("hoursForDate", () => {
  const weekly = createSchedule({ days: WEEKDAYS, start_hour: 7, end_hour: 21 });
  const weekend = createSchedule({ days: [0, 6], start_hour: 10, end_hour: 14 });
  const brunchDinner = [
    createSchedule({ days: [0], start_hour: 10, end_hour: 14 }),
    createSchedule({ days: [0], start_hour: 17, end_hour: 20, end_minutes: 30 }),
  ];
  const springBreak = createSchedule({
    type: "special_hours",
    start: "2026-03-09",
    end: "2026-03-13",
    days: WEEKDAYS,
    start_hour: 11,
    end_hour: 13,
  });
  const holiday = createSchedule({
    type: "closed",
    start: "2026-03-11",
    end: "2026-03-11",
    days: [0, 1, 2, 3, 4, 5, 6],
  });
  const reservations = createSchedule({ type: "reservation", start_hour: 11, end_hour: 12 });

  it.each([
    ["weekly hours on a weekday", [weekly, weekend], "2026-03-06", [{ start: h(7), end: h(21) }]],
    ["weekend hours", [weekly, weekend], "2026-03-07", [{ start: h(10), end: h(14) }]],
    [
      "several ranges in one day",
      brunchDinner,
      "2026-03-08",
      [
        { start: h(10), end: h(14) },
        { start: h(17), end: h(20, 30) },
      ],
    ],
    [
      "special hours replace weekly hours",
      [weekly, springBreak],
      "2026-03-10",
      [{ start: h(11), end: h(13) }],
    ],
    [
      "special hours only on their dates",
      [weekly, springBreak],
      "2026-03-16",
      [{ start: h(7), end: h(21) }],
    ],
    [
      "special hours only on their days",
      [weekly, weekend, springBreak],
      "2026-03-08",
      [{ start: h(10), end: h(14) }],
    ],
    ["a closed schedule closes the day", [weekly, springBreak, holiday], "2026-03-11", []],
    ["reservation schedules are not opening hours", [reservations], "2026-03-11", []],
    ["no schedule, closed", [], "2026-03-11", []],
    ["outside the schedule's dates", [weekly], "2027-01-04", []],
  ])("%s", (_, schedules, date, expected) => {
    expect(hoursForDate(schedules, date)).toEqual(expected);
  });

  it("knows closed dates", () => {
    expect(isClosedDate([weekly, holiday], "2026-03-11")).toBe(true);
    expect(isClosedDate([weekly, holiday], "2026-03-12")).toBe(false);
  });
});
