import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { demoShiftDays, shiftDemoDates } from "../../../scripts/demo/shift-dates";
import { campusMoment } from "../../../shared/platform/time/campus-clock";
import { dayOfWeek } from "../../../shared/platform/time/ymd";

const TZ = "America/New_York";

describe("demo date shifting", () => {
  it("moves by whole weeks, to the nearest week of campus today", () => {
    expect(demoShiftDays("2026-11-22", new Date("2026-11-22T12:00:00Z"), TZ)).toBe(0);
    expect(demoShiftDays("2026-11-22", new Date("2026-11-25T12:00:00Z"), TZ)).toBe(0);
    expect(demoShiftDays("2026-11-22", new Date("2026-11-26T12:00:00Z"), TZ)).toBe(7);
    expect(demoShiftDays("2026-11-22", new Date("2027-03-10T12:00:00Z"), TZ)).toBe(105);
  });

  it("keeps weekdays of every shifted date (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offsetDays) => {
        const now = new Date(Date.UTC(2026, 10, 22 + offsetDays, 15));
        const raw = { site: { time_zone: TZ }, schedules: [{ start: "2026-11-23" }] };
        const shifted = shiftDemoDates(raw, "2026-11-22", now) as typeof raw;
        const start = shifted.schedules[0]?.start ?? "";
        expect(dayOfWeek(start)).toBe(dayOfWeek("2026-11-23"));
      }),
    );
  });

  it("keeps the campus wall-clock time of instants across daylight saving", () => {
    const raw = { site: { time_zone: TZ }, events: [{ start: "2026-11-20T17:00:00Z" }] };
    const shifted = shiftDemoDates(
      raw,
      "2026-11-22",
      new Date("2027-05-02T12:00:00Z"),
    ) as typeof raw;
    const start = shifted.events[0]?.start ?? "";
    expect(start).toBe("2027-04-30T16:00:00.000Z");
    expect(campusMoment(new Date(start), TZ).minute).toBe(12 * 60);
  });

  it("moves a newsletter's year with its date and leaves other text alone", () => {
    const raw = {
      site: { time_zone: TZ },
      newsletters: [{ year: 2026, date: "2026-12-28", name: "2026-12-28 issue" }],
    };
    const shifted = shiftDemoDates(
      raw,
      "2026-11-22",
      new Date("2026-12-06T12:00:00Z"),
    ) as typeof raw;
    expect(shifted.newsletters[0]).toEqual({
      year: 2027,
      date: "2027-01-11",
      name: "2026-12-28 issue",
    });
  });

  it("returns the file untouched in the anchor's week", () => {
    const raw = { site: { time_zone: TZ }, date: "2026-11-22" };
    expect(shiftDemoDates(raw, "2026-11-22", new Date("2026-11-23T12:00:00Z"))).toBe(raw);
  });
});
