import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clockTiles } from "../../../functions/site-content/sites/home-service";
import { locationNow, scheduleDay } from "../../../shared/menus/location-now";
import { bySortOrder } from "../../../shared/menus/location-rules";
import type { Location } from "../../../shared/menus/schemas/location";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import { addDays, dayOfWeek } from "../../../shared/platform/time/ymd";
import { createLocation } from "../../support/factories/location";
import { createSchedule } from "../../support/factories/schedule";

// The home tiles' clock-dependent rows, computed once per location for both tiles.

/** The two tiles as they were computed, each on its own (as hours/with_locations and locations/status do). */
function separateTiles(locations: readonly Location[], now: Date, timeZone: string) {
  const today = campusDate(now, timeZone);
  return {
    hours: {
      date: today,
      locations: locations
        .filter((location) => location.active && !location.is_building)
        .sort(bySortOrder)
        .map((location) => ({
          id: location.id,
          name: location.name,
          ...locationNow(location, now, timeZone),
          today: scheduleDay(location.schedules, today, dayOfWeek(today)),
        })),
    },
    status: {
      locations: locations
        .filter((location) => location.active)
        .sort(bySortOrder)
        .map((location) => ({
          id: location.id,
          name: location.name,
          ...locationNow(location, now, timeZone),
        })),
    },
  };
}

const zones = fc.constantFrom(
  "America/Los_Angeles",
  "America/New_York",
  "America/Phoenix",
  "Australia/Lord_Howe",
  "Asia/Kathmandu",
);
const instants = fc.oneof(
  fc.integer({ min: Date.parse("2026-03-07T00:00:00Z"), max: Date.parse("2026-03-10T00:00:00Z") }),
  fc.integer({ min: Date.parse("2026-10-03T00:00:00Z"), max: Date.parse("2026-11-03T00:00:00Z") }),
  fc.integer({ min: Date.parse("2026-01-08T00:00:00Z"), max: Date.parse("2026-12-20T00:00:00Z") }),
);
const schedule = fc
  .record({
    type: fc.constantFrom("location", "location", "special_hours", "closed") as fc.Arbitrary<
      "location" | "special_hours" | "closed"
    >,
    days: fc.subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 }),
    from: fc.integer({ min: 0, max: 364 }),
    length: fc.integer({ min: 0, max: 120 }),
    start_hour: fc.integer({ min: 0, max: 23 }),
    start_minutes: fc.constantFrom(0, 15, 30, 45),
    end_hour: fc.integer({ min: 0, max: 23 }),
    end_minutes: fc.constantFrom(0, 15, 30, 45),
    open_late: fc.boolean(),
  })
  .map(({ from, length, ...rest }) =>
    createSchedule({
      ...rest,
      start: addDays("2026-01-01", from),
      end: addDays("2026-01-01", from + length),
    }),
  );
const locations = fc.array(
  fc
    .record({
      // Few names and sort orders, so ties are broken the same way in both.
      name: fc.constantFrom("Grill", "Cafe", "Market", "Hall"),
      sort_order: fc.integer({ min: 0, max: 3 }),
      active: fc.boolean(),
      is_building: fc.boolean(),
      occupancy: fc.constantFrom("low", "busy"),
      schedules: fc.array(schedule, { maxLength: 3 }),
    })
    .map((fields) => createLocation(fields)),
  { maxLength: 8 },
);

describe("clockTiles", () => {
  it("answers both tiles as they were computed each on its own", () => {
    fc.assert(
      fc.property(locations, instants, zones, (list, now, timeZone) => {
        const at = new Date(now);
        expect(clockTiles(list, at, timeZone)).toEqual(separateTiles(list, at, timeZone));
      }),
      { numRuns: 200 },
    );
  });

  it("leaves the locations it is given in their order", () => {
    const list = [createLocation({ sort_order: 2 }), createLocation({ sort_order: 1 })];
    const ids = list.map((location) => location.id);
    clockTiles(list, new Date("2026-11-23T17:00:00Z"), "America/Chicago");
    expect(list.map((location) => location.id)).toEqual(ids);
  });
});
