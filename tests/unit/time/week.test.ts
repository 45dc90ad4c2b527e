import { describe, expect, it } from "vitest";
import { dayHoursCell, weekHours, weekStartOf, weekView } from "../../../shared/platform/time/week";
import { createSchedule } from "../../support/factories/schedule";

const LA = "America/Los_Angeles";
const NY = "America/New_York";

describe("weekView", () => {
  it("starts on Sunday, labels 'Week of {M/D/YY}', days Sun to Sat with dates", () => {
    const view = weekView("2026-03-11", Date.parse("2026-03-11T19:00:00Z"), LA);
    expect(view.start).toBe("2026-03-08");
    expect(view.end).toBe("2026-03-14");
    expect(view.label).toBe("Week of 3/8/26");
    expect(view.days.map((d) => d.weekday)).toEqual([
      "Sun",
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
    ]);
    expect(view.days.map((d) => d.dateLabel)).toEqual([
      "3/8/26",
      "3/9/26",
      "3/10/26",
      "3/11/26",
      "3/12/26",
      "3/13/26",
      "3/14/26",
    ]);
    expect(view.previousStart).toBe("2026-03-01");
    expect(view.nextStart).toBe("2026-03-15");
  });

  // requirements: public-browsing §4: the previous arrow only when not on the current week.
  it.each([
    ["current week", "2026-03-08", "2026-03-11T19:00:00Z", LA, true],
    ["next week", "2026-03-15", "2026-03-11T19:00:00Z", LA, false],
    ["week crossing new year", "2027-01-01", "2026-12-29T19:00:00Z", NY, true],
    // Saturday 10:30p in Los Angeles is already Sunday in New York: a new week there only.
    ["LA still last week", "2026-03-01", "2026-03-08T06:30:00Z", LA, true],
    ["NY already this week", "2026-03-01", "2026-03-08T06:30:00Z", NY, false],
    ["NY new week", "2026-03-08", "2026-03-08T06:30:00Z", NY, true],
    ["autumn change Sunday", "2026-11-07", "2026-11-01T09:30:00Z", LA, true],
  ])("%s", (_, date, nowIso, timeZone, current) => {
    const view = weekView(date, new Date(nowIso), timeZone);
    expect(view.isCurrentWeek).toBe(current);
    expect(view.showPrevious).toBe(!current);
  });

  it.each([
    ["2026-03-08", "2026-03-08"],
    ["2026-03-14", "2026-03-08"],
    ["2026-11-04", "2026-11-01"],
    ["2027-01-01", "2026-12-27"],
  ])("the week of %s starts %s", (date, start) => {
    expect(weekStartOf(date)).toBe(start);
  });
});

describe("hours cells", () => {
  const schedules = [
    createSchedule({ days: [1, 2, 3, 4, 5], start_hour: 9, start_minutes: 30, end_hour: 17 }),
    createSchedule({ days: [5], start_hour: 18, end_hour: 2 }),
    createSchedule({ days: [6], start_hour: 11, end_hour: 14 }),
    createSchedule({
      type: "special_hours",
      start: "2026-03-11",
      end: "2026-03-11",
      days: [3],
      start_hour: 12,
      end_hour: 0,
    }),
    createSchedule({ type: "closed", start: "2026-03-12", end: "2026-03-12", days: [4] }),
  ];

  it("shows Closed or ranges like 9:30a - 5:00p, several per day", () => {
    expect(weekHours(schedules, "2026-03-10").map((cell) => cell.texts)).toEqual([
      ["Closed"], // Sun
      ["9:30a - 5:00p"],
      ["9:30a - 5:00p"],
      ["12:00p - 12:00a"], // special hours
      ["Closed"], // closed schedule
      ["9:30a - 5:00p", "6:00p - 2:00a"],
      ["11:00a - 2:00p"],
    ]);
  });

  it("reads the same wall-clock hours on the autumn changeover week", () => {
    const cells = weekHours(schedules, "2026-11-01");
    expect(cells.map((cell) => cell.date)).toEqual([
      "2026-11-01",
      "2026-11-02",
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
      "2026-11-07",
    ]);
    expect(cells.map((cell) => cell.texts)).toEqual([
      ["Closed"],
      ["9:30a - 5:00p"],
      ["9:30a - 5:00p"],
      ["9:30a - 5:00p"],
      ["9:30a - 5:00p"],
      ["9:30a - 5:00p", "6:00p - 2:00a"],
      ["11:00a - 2:00p"],
    ]);
  });

  it("marks closed cells", () => {
    expect(dayHoursCell(schedules, "2026-03-08")).toEqual({
      date: "2026-03-08",
      closed: true,
      ranges: [],
      texts: ["Closed"],
    });
    expect(dayHoursCell(schedules, "2026-03-09").closed).toBe(false);
  });
});
