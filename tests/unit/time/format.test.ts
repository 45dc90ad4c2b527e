import { describe, expect, it } from "vitest";
import {
  formatCampusClock,
  formatCampusDateTime,
  formatClock,
  formatClockRange,
  formatDateRange,
  formatLongDate,
  formatMediumDate,
  formatShortDate,
} from "../../../shared/platform/time/format";

const LA = "America/Los_Angeles";
const NY = "America/New_York";

// requirements: public-browsing §9: 12-hour with a or p suffix, 12 for noon and midnight. Dates M/D/YY.
describe("formatClock", () => {
  it.each([
    [0, "12:00a"],
    [5, "12:05a"],
    [9 * 60 + 30, "9:30a"],
    [11 * 60 + 59, "11:59a"],
    [12 * 60, "12:00p"],
    [12 * 60 + 59, "12:59p"],
    [17 * 60, "5:00p"],
    [23 * 60 + 45, "11:45p"],
    [24 * 60, "12:00a"],
    [26 * 60, "2:00a"],
    [-60, "11:00p"],
  ])("minute %i reads %s", (minute, text) => {
    expect(formatClock(minute)).toBe(text);
  });

  it("writes ranges like the hours table", () => {
    expect(formatClockRange(9 * 60 + 30, 17 * 60)).toBe("9:30a - 5:00p");
    expect(formatClockRange(17 * 60, 26 * 60)).toBe("5:00p - 2:00a");
  });
});

describe("dates", () => {
  it.each([
    ["2026-03-08", "3/8/26"],
    ["2026-11-01", "11/1/26"],
    ["2009-12-31", "12/31/09"],
    ["2000-01-05", "1/5/00"],
  ])("%s reads %s", (date, text) => {
    expect(formatShortDate(date)).toBe(text);
  });

  // Director's meetings: time (M/D/YY h:mm a).
  it.each([
    ["2026-03-08T02:05:00Z", LA, "3/7/26 6:05 pm"],
    ["2026-03-08T02:05:00Z", NY, "3/7/26 9:05 pm"],
    ["2026-03-08T10:00:00Z", LA, "3/8/26 3:00 am"],
    ["2026-11-01T09:30:00Z", LA, "11/1/26 1:30 am"],
    ["2026-11-01T17:00:00Z", NY, "11/1/26 12:00 pm"],
  ])("meeting time %s in %s", (iso, timeZone, text) => {
    expect(formatCampusDateTime(new Date(iso), timeZone)).toBe(text);
    expect(formatCampusDateTime(Date.parse(iso), timeZone)).toBe(text);
  });

  it("reads campus clocks", () => {
    expect(formatCampusClock(new Date("2026-03-08T10:00:00Z"), LA)).toBe("3:00a");
    expect(formatCampusClock(Date.parse("2026-11-01T04:00:00Z"), NY)).toBe("12:00a");
  });
});

describe("formatLongDate", () => {
  it("spells a campus date out, the same day whatever the process's time zone", () => {
    expect(formatLongDate("2026-11-23")).toBe("Monday, November 23, 2026");
    expect(formatLongDate("2027-01-01")).toBe("Friday, January 1, 2027");
    expect(formatLongDate("2028-02-29")).toBe("Tuesday, February 29, 2028");
  });
});

describe("dates in words for money timelines", () => {
  it.each([
    ["2026-12-01", "2026-12-31", "Dec 1 – Dec 31, 2026"],
    ["2026-12-21", "2026-12-27", "Dec 21 – Dec 27, 2026"],
    ["2026-12-28", "2027-01-03", "Dec 28, 2026 – Jan 3, 2027"],
    ["2026-12-21", "2026-12-21", "Dec 21, 2026"],
  ])("%s – %s → %s", (from, to, text) => {
    expect(formatDateRange(from, to)).toBe(text);
  });

  it("reads a campus date as that day in any zone", () => {
    expect(formatMediumDate("2027-01-01")).toBe("Jan 1, 2027");
  });
});
