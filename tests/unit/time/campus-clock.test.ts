import { describe, expect, it } from "vitest";
import {
  campusDate,
  campusInstant,
  campusMoment,
  floorToMinute,
  wallTimeExists,
} from "../../../shared/platform/time/campus-clock";

const LA = "America/Los_Angeles";
const NY = "America/New_York";

describe("campusMoment", () => {
  it.each([
    // The same instant is still Saturday in Los Angeles and already Sunday in New York.
    [LA, "2026-03-08T06:30:00Z", { date: "2026-03-07", minute: 22 * 60 + 30, weekday: 6 }],
    [NY, "2026-03-08T06:30:00Z", { date: "2026-03-08", minute: 60 + 30, weekday: 0 }],
    // Just after the spring change: 3:00 PDT and 3:00 EDT.
    [LA, "2026-03-08T10:00:00Z", { date: "2026-03-08", minute: 180, weekday: 0 }],
    [NY, "2026-03-08T07:00:00Z", { date: "2026-03-08", minute: 180, weekday: 0 }],
    // Both 1:30s of the autumn change read 1:30.
    [LA, "2026-11-01T08:30:00Z", { date: "2026-11-01", minute: 90, weekday: 0 }],
    [LA, "2026-11-01T09:30:00Z", { date: "2026-11-01", minute: 90, weekday: 0 }],
  ])("%s at %s", (timeZone, iso, expected) => {
    expect(campusMoment(new Date(iso), timeZone)).toEqual(expected);
    expect(campusDate(Date.parse(iso), timeZone)).toBe(expected.date);
  });
});

describe("campusInstant", () => {
  it.each([
    [LA, "2026-03-07", 9 * 60, "2026-03-07T17:00:00.000Z"],
    [LA, "2026-03-08", 9 * 60, "2026-03-08T16:00:00.000Z"],
    [NY, "2026-03-08", 9 * 60, "2026-03-08T13:00:00.000Z"],
    // Minutes past 1440 are on the next day: 2:00a after Saturday 3/7 is 3:00 PDT (skipped hour).
    [LA, "2026-03-07", 26 * 60, "2026-03-08T10:00:00.000Z"],
    [NY, "2026-10-31", 25 * 60 + 30, "2026-11-01T05:30:00.000Z"],
    // A skipped wall time is passed when the clocks jump: 2:30 resolves to 3:00 daylight time.
    [LA, "2026-03-08", 150, "2026-03-08T10:00:00.000Z"],
    [NY, "2026-03-08", 120, "2026-03-08T07:00:00.000Z"],
    // A wall time that happens twice resolves to its first (daylight) occurrence.
    [LA, "2026-11-01", 90, "2026-11-01T08:30:00.000Z"],
    [NY, "2026-11-01", 90, "2026-11-01T05:30:00.000Z"],
  ])("%s %s minute %i", (timeZone, date, minute, iso) => {
    expect(new Date(campusInstant(date, minute, timeZone)).toISOString()).toBe(iso);
  });

  it.each([
    [LA, "2026-03-08", 150, false],
    [NY, "2026-03-08", 120, false],
    [LA, "2026-03-08", 180, true],
    [LA, "2026-03-07", 24 * 60 + 150, false],
    [LA, "2026-11-01", 90, true],
    [NY, "2026-07-01", 150, true],
  ])("%s %s minute %i exists: %s", (timeZone, date, minute, exists) => {
    expect(wallTimeExists(date, minute, timeZone)).toBe(exists);
  });

  it("floors to the minute", () => {
    expect(floorToMinute(new Date("2026-03-08T10:00:59.999Z"))).toBe(
      Date.parse("2026-03-08T10:00:00Z"),
    );
    expect(floorToMinute(Date.parse("2026-03-08T10:01:00Z"))).toBe(
      Date.parse("2026-03-08T10:01:00Z"),
    );
  });
});
