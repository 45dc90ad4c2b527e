import { describe, expect, it } from "vitest";
import {
  addDays,
  dayOfWeek,
  daysBetween,
  formatYmd,
  isYmd,
  parseYmd,
  ymdParts,
} from "../../../shared/platform/time/ymd";

describe("parseYmd", () => {
  it.each([
    ["2026-03-08", { year: 2026, month: 3, day: 8 }],
    ["2026-3-8", { year: 2026, month: 3, day: 8 }],
    [" 2028-02-29 ", { year: 2028, month: 2, day: 29 }],
  ])("reads %s", (input, expected) => {
    expect(parseYmd(input)).toEqual(expected);
  });

  it.each(["2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "03/08/2026", "", "abcd-ef-gh"])(
    "rejects %s",
    (input) => {
      expect(parseYmd(input)).toBeNull();
      expect(isYmd(input)).toBe(false);
    },
  );

  it("ymdParts throws on something that is not a date", () => {
    expect(() => ymdParts("2026-02-30")).toThrow(RangeError);
  });

  it("formats with padding", () => {
    expect(formatYmd({ year: 2026, month: 3, day: 8 })).toBe("2026-03-08");
  });
});

describe("day arithmetic", () => {
  it.each([
    ["2026-03-07", 1, "2026-03-08"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-08", -7, "2026-03-01"],
    ["2026-11-01", 30, "2026-12-01"],
  ])("%s + %i days = %s", (from, days, to) => {
    expect(addDays(from, days)).toBe(to);
    expect(daysBetween(from, to)).toBe(days);
  });

  // Schedules number days 0 = Sunday .. 6 (requirements: purchases §3 Schedule).
  it.each([
    ["2026-03-08", 0],
    ["2026-03-09", 1],
    ["2026-03-14", 6],
    ["2026-11-01", 0],
    ["1970-01-01", 4],
    ["1969-12-31", 3],
  ])("%s is weekday %i", (date, weekday) => {
    expect(dayOfWeek(date)).toBe(weekday);
  });
});
