import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/platform/time/ymd";
import {
  bookableDates,
  bookableRange,
  isBookableDate,
} from "../../../shared/reservations/bookable-dates";
import { LA, MONDAY_NOON, scenario } from "./scenario";

function datesFrom(first: string, last: string, except: string[] = []): string[] {
  const dates: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) if (!except.includes(d)) dates.push(d);
  return dates;
}

describe("bookable dates (requirements: purchases §5)", () => {
  it("runs from today to today + 14 days, skipping closed dates", () => {
    const { location, now } = scenario();
    expect(bookableDates(location, now, LA)).toEqual(
      datesFrom("2026-03-09", "2026-03-23", ["2026-03-11"]),
    );
  });

  it("starts tomorrow when same_day_reservations is off", () => {
    const { location, now } = scenario({ settings: { same_day_reservations: false } });
    expect(bookableRange(location, now, LA)).toEqual({ first: "2026-03-10", last: "2026-03-23" });
    expect(bookableDates(location, now, LA)[0]).toBe("2026-03-10");
    expect(isBookableDate(location, "2026-03-09", now, LA)).toBe(false);
  });

  it("takes the per-location horizon, e.g. 30 days", () => {
    const { location, now } = scenario({ settings: { reservation_horizon_days: 30 } });
    const dates = bookableDates(location, now, LA);
    expect(dates.at(-1)).toBe("2026-04-08");
    expect(isBookableDate(location, "2026-04-08", now, LA)).toBe(true);
    expect(isBookableDate(location, "2026-04-09", now, LA)).toBe(false);
  });

  it("offers only schedule days: weekend dates need a weekend schedule", () => {
    const lunchOnly = scenario().location.schedules.filter((s) => s.id === "lunch");
    const { location, now } = scenario({ schedules: lunchOnly });
    const dates = bookableDates(location, now, LA);
    expect(dates).not.toContain("2026-03-14");
    expect(dates).not.toContain("2026-03-15");
    expect(dates).toContain("2026-03-13");
  });

  it("drops today once its last time has passed, keeps it through the current minute", () => {
    const lastSlot = Date.parse("2026-03-10T01:30:40Z"); // 6:30:40p PDT, dinner's last time
    expect(isBookableDate(scenario().location, "2026-03-09", lastSlot, LA)).toBe(true);
    const after = lastSlot + 60_000;
    expect(isBookableDate(scenario().location, "2026-03-09", after, LA)).toBe(false);
    expect(bookableDates(scenario().location, after, LA)[0]).toBe("2026-03-10");
  });

  it("without reservation hours uses the opening hours", () => {
    const { location } = scenario({ settings: { use_reservation_hours: false } });
    const dates = bookableDates(location, MONDAY_NOON, LA);
    // Weekday hours 7:00a-9:00a; Monday's are over by noon; Wednesday is closed.
    expect(dates).toEqual([
      "2026-03-10",
      "2026-03-12",
      "2026-03-13",
      "2026-03-16",
      "2026-03-17",
      "2026-03-18",
      "2026-03-19",
      "2026-03-20",
      "2026-03-23",
    ]);
  });

  it("offers nothing when the location does not take reservations", () => {
    const { location } = scenario({ settings: { use_reservations: false } });
    expect(bookableDates(location, MONDAY_NOON, LA)).toEqual([]);
    expect(isBookableDate(location, "2026-03-10", MONDAY_NOON, LA)).toBe(false);
  });
});
