import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  dayOfMonth,
  dayOfWeek,
  daysBetween,
  firstOfMonth,
  formatYmd,
  isYmd,
  lastOfMonth,
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

describe("month arithmetic", () => {
  it.each([
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-11-15", 2, "2027-01-15"],
    ["2026-03-31", -1, "2026-02-28"],
    ["2026-12-01", 12, "2027-12-01"],
  ])("%s + %i months = %s", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ["2026-02-14", "2026-02-01", "2026-02-28", 14],
    ["2024-02-29", "2024-02-01", "2024-02-29", 29],
    ["2026-12-31", "2026-12-01", "2026-12-31", 31],
  ])("%s lies in %s..%s", (date, first, last, day) => {
    expect(firstOfMonth(date)).toBe(first);
    expect(lastOfMonth(date)).toBe(last);
    expect(dayOfMonth(date)).toBe(day);
  });
});

describe("addMonths", () => {
  it("lands in the month asked, on the same day or its month's last", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }),
        fc.integer({ min: -36, max: 36 }),
        (instant, months) => {
          const date = instant.toISOString().slice(0, 10);
          const moved = addMonths(date, months);
          const from = ymdParts(date);
          const to = ymdParts(moved);
          expect((to.year - from.year) * 12 + (to.month - from.month)).toBe(months);
          expect(to.day).toBe(Math.min(from.day, dayOfMonth(lastOfMonth(moved))));
          expect(firstOfMonth(moved) <= moved && moved <= lastOfMonth(moved)).toBe(true);
        },
      ),
    );
  });
});
