import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, addMonths, dayOfMonth, daysBetween } from "../../../shared/platform/time/ymd";
import {
  earliestMonthlyStart,
  minimumMonthlyEnd,
  monthlyBillingDates,
  monthlyEndChoices,
  monthlySchedule,
  monthlyStartChoices,
} from "../../../shared/subscriptions/monthly";
import type { SubscriptionWindow } from "../../../shared/subscriptions/schedule";
import { calendarDateArb } from "./arbitraries";

const open: SubscriptionWindow = { subscription_start: null, subscription_end: null };

describe("earliest monthly start (requirements: purchases §4: after the 18th the earliest start month is next month)", () => {
  it.each([
    ["2026-11-01", "2026-11-01"],
    ["2026-11-10", "2026-11-01"],
    ["2026-11-18", "2026-11-01"],
    ["2026-11-19", "2026-12-01"],
    ["2026-11-30", "2026-12-01"],
    ["2026-12-25", "2027-01-01"],
  ])("today %s → %s", (today, start) => {
    expect(earliestMonthlyStart(today)).toBe(start);
  });
});

describe("monthly dropdowns", () => {
  it("offers the first days of months from the earliest start", () => {
    expect(monthlyStartChoices("2026-11-19", open, 3)).toEqual([
      "2026-12-01",
      "2027-01-01",
      "2027-02-01",
    ]);
    expect(monthlyStartChoices("2026-11-18", open, 2)).toEqual(["2026-11-01", "2026-12-01"]);
    expect(monthlyStartChoices("2026-11-18", open)).toHaveLength(12);
  });

  it("keeps starts inside the plan's subscription window", () => {
    const window = { subscription_start: "2027-01-15", subscription_end: "2027-03-31" };
    expect(monthlyStartChoices("2026-11-19", window)).toEqual(["2027-02-01", "2027-03-01"]);
    const fromFirst = { subscription_start: "2027-01-01", subscription_end: null };
    expect(monthlyStartChoices("2026-11-19", fromFirst, 1)).toEqual(["2027-01-01"]);
    const before = { subscription_start: "2026-01-01", subscription_end: null };
    expect(monthlyStartChoices("2026-11-19", before, 1)).toEqual(["2026-12-01"]);
  });

  it("minimum end is one month of plan: the day before start + 1 month", () => {
    expect(minimumMonthlyEnd("2026-12-01")).toBe("2026-12-31");
    expect(minimumMonthlyEnd("2027-02-01")).toBe("2027-02-28");
  });

  it("offers month ends from the minimum end, inside the window", () => {
    expect(monthlyEndChoices("2026-12-01", open, 3)).toEqual([
      "2026-12-31",
      "2027-01-31",
      "2027-02-28",
    ]);
    const window = { subscription_start: null, subscription_end: "2027-01-31" };
    expect(monthlyEndChoices("2026-12-01", window)).toEqual(["2026-12-31", "2027-01-31"]);
  });
});

describe("monthly billing on the 1st", () => {
  it.each([
    ["2026-12-01", "2027-02-28", ["2026-12-01", "2027-01-01", "2027-02-01"]],
    ["2026-11-10", "2027-01-01", ["2026-12-01", "2027-01-01"]],
    ["2026-11-10", "2026-11-30", []],
  ])("%s..%s → %j", (start, end, dates) => {
    expect(monthlyBillingDates(start, end)).toEqual(dates);
  });

  it("billing dates are all the 1st and inside start..end", () => {
    fc.assert(
      fc.property(calendarDateArb, fc.integer({ min: 0, max: 800 }), (start, days) => {
        const end = new Date(Date.parse(start) + days * 86_400_000).toISOString().slice(0, 10);
        for (const date of monthlyBillingDates(start, end)) {
          expect(dayOfMonth(date)).toBe(1);
          expect(date >= start && date <= end).toBe(true);
        }
      }),
    );
  });

  it("every start choice has an end choice at least one month later", () => {
    fc.assert(
      fc.property(calendarDateArb, (today) => {
        const [start] = monthlyStartChoices(today, open, 1);
        expect(start).toBeDefined();
        const [end] = monthlyEndChoices(start!, open, 1);
        expect(dayOfMonth(start!)).toBe(1);
        expect(end).toBe(addDays(addMonths(start!, 1), -1));
        expect(daysBetween(start!, end!)).toBeGreaterThanOrEqual(27);
        expect(start! >= today.slice(0, 8).concat("01")).toBe(true);
      }),
    );
  });
});

describe("monthly schedule sent with the cart", () => {
  it("a start in the current month bills today for it and starts today", () => {
    expect(monthlySchedule("2026-11-10", "2026-11-01", "2027-01-31")).toEqual({
      billToday: true,
      firstBillDate: "2026-11-10",
      lastBillDate: "2027-01-01",
      firstPlanDate: "2026-11-10",
      lastPlanDate: "2027-01-31",
      billingDates: ["2026-11-10", "2026-12-01", "2027-01-01"],
    });
  });

  it("a future start bills on its 1st", () => {
    expect(monthlySchedule("2026-11-19", "2026-12-01", "2026-12-31")).toEqual({
      billToday: false,
      firstBillDate: "2026-12-01",
      lastBillDate: "2026-12-01",
      firstPlanDate: "2026-12-01",
      lastPlanDate: "2026-12-31",
      billingDates: ["2026-12-01"],
    });
  });

  it("a schedule without a 1st still bills today", () => {
    expect(monthlySchedule("2026-11-10", "2026-11-10", "2026-11-20")).toMatchObject({
      billToday: true,
      firstBillDate: "2026-11-10",
      lastBillDate: "2026-11-10",
      billingDates: [],
    });
  });
});
