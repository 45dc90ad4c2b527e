import { describe, expect, it } from "vitest";
import {
  longDate,
  monthLabel,
  monthlyEndOptions,
  monthlyStartOptions,
} from "../../../web/src/features/subscriptions/subscriptions/lib/plan-choices";

const open = { subscription_start: null, subscription_end: null };

describe("the monthly subscription dropdowns", () => {
  it("start this month up to the 18th, next month from the 19th", () => {
    expect(monthlyStartOptions("2026-11-18", open)[0]).toEqual({
      id: "2026-11-01",
      label: "November 2026",
    });
    expect(monthlyStartOptions("2026-11-19", open)[0]).toEqual({
      id: "2026-12-01",
      label: "December 2026",
    });
  });

  it("end at least one full month out, on month ends", () => {
    expect(monthlyEndOptions("2026-12-01", open).slice(0, 2)).toEqual([
      { id: "2026-12-31", label: "December 31, 2026" },
      { id: "2027-01-31", label: "January 31, 2027" },
    ]);
  });

  it("stay inside the plan's own window", () => {
    const window = { subscription_start: "2027-01-01", subscription_end: "2027-03-31" };
    expect(monthlyStartOptions("2026-11-02", window).map((o) => o.id)).toEqual([
      "2027-01-01",
      "2027-02-01",
      "2027-03-01",
    ]);
    expect(monthlyEndOptions("2027-02-01", window).map((o) => o.id)).toEqual([
      "2027-02-28",
      "2027-03-31",
    ]);
  });
});

describe("dates as the forms show them", () => {
  it("reads calendar days whatever the visitor's time zone", () => {
    expect(longDate("2026-11-30")).toBe("Monday, November 30, 2026");
    expect(monthLabel("2027-01-01")).toBe("January 2027");
  });
});
