import { describe, expect, it } from "vitest";
import {
  addMonths,
  dayOfMonth,
  firstOfMonth,
  lastOfMonth,
} from "../../../shared/subscriptions/calendar-date";

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
