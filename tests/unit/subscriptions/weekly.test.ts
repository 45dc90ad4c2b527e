import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dayOfWeek, daysBetween } from "../../../shared/platform/time/ymd";
import type { SubscriptionWindow } from "../../../shared/subscriptions/schedule";
import {
  earliestWeeklyStart,
  isWeeklyEndAllowed,
  isWeeklyStartAllowed,
  WEEKLY_START_DAY,
  weeklyBillsToday,
  weeklyEndRange,
  weeklyLastBillDate,
  weeklyLastPlanDay,
  weeklySchedule,
} from "../../../shared/subscriptions/weekly";
import { calendarDateArb } from "./arbitraries";

const open: SubscriptionWindow = { subscription_start: null, subscription_end: null };

describe("weekly start (requirements: purchases §4: day 0–3 → +(8 − day), day 4+ → +(15 − day))", () => {
  it.each([
    ["2026-11-22", "Sunday", 8, "2026-11-30"],
    ["2026-11-23", "Monday", 7, "2026-11-30"],
    ["2026-11-24", "Tuesday", 6, "2026-11-30"],
    ["2026-11-25", "Wednesday", 5, "2026-11-30"],
    ["2026-11-26", "Thursday", 11, "2026-12-07"],
    ["2026-11-27", "Friday", 10, "2026-12-07"],
    ["2026-11-28", "Saturday", 9, "2026-12-07"],
  ])("%s (%s) + %i days → %s", (today, _, days, start) => {
    expect(earliestWeeklyStart(today)).toBe(start);
    expect(daysBetween(today, start)).toBe(days);
  });

  it("is always the chosen weekday boundary and 1–14 days ahead", () => {
    fc.assert(
      fc.property(calendarDateArb, (today) => {
        const start = earliestWeeklyStart(today);
        expect(dayOfWeek(start)).toBe(WEEKLY_START_DAY);
        const ahead = daysBetween(today, start);
        expect(ahead).toBeGreaterThanOrEqual(1);
        expect(ahead).toBeLessThanOrEqual(14);
      }),
    );
  });

  it.each([
    ["2026-11-30", open, true],
    ["2026-12-07", open, true],
    ["2026-12-01", open, false],
    ["2026-11-23", open, false],
    ["2026-11-30", { subscription_start: "2026-12-01", subscription_end: null }, false],
    ["2026-12-07", { subscription_start: null, subscription_end: "2026-12-10" }, false],
  ])("start picker on %s enables %s (window %j)", (date, window, allowed) => {
    expect(isWeeklyStartAllowed(date, "2026-11-25", window)).toBe(allowed);
  });
});

describe("weekly end, last plan day and billing", () => {
  it("last plan day is 7 days before the end, last billing 14 days before", () => {
    expect(weeklyLastPlanDay("2026-12-28")).toBe("2026-12-21");
    expect(weeklyLastBillDate("2026-12-28")).toBe("2026-12-14");
  });

  it("end picker range: one plan week up to the plan's end or 52 weeks", () => {
    expect(weeklyEndRange("2026-11-30", open)).toEqual({ min: "2026-12-07", max: "2027-11-29" });
    const window = { subscription_start: null, subscription_end: "2027-05-15" };
    expect(weeklyEndRange("2026-11-30", window)).toEqual({ min: "2026-12-07", max: "2027-05-15" });
    expect(isWeeklyEndAllowed("2026-11-30", "2026-12-28", open)).toBe(true);
    expect(isWeeklyEndAllowed("2026-11-30", "2026-12-29", open)).toBe(false);
    expect(isWeeklyEndAllowed("2026-11-30", "2026-11-30", open)).toBe(false);
    expect(isWeeklyEndAllowed("2026-11-30", "2027-05-17", window)).toBe(false);
  });

  it.each([
    ["2026-11-25", "2026-11-30", true],
    ["2026-11-23", "2026-11-30", true],
    ["2026-11-22", "2026-11-30", false],
    ["2026-11-24", "2026-12-07", false],
    ["2026-11-26", "2026-12-07", false],
  ])(
    "today %s, start %s → bill today %s (less than a week ahead, or exactly a week)",
    (today, start, billToday) => {
      expect(weeklyBillsToday(today, start)).toBe(billToday);
    },
  );

  it("bills each plan week a week ahead, today when that has passed", () => {
    expect(weeklySchedule("2026-11-25", "2026-11-30", "2026-12-28")).toEqual({
      billToday: true,
      firstBillDate: "2026-11-25",
      lastBillDate: "2026-12-14",
      firstPlanDate: "2026-11-30",
      lastPlanDate: "2026-12-21",
      billingDates: ["2026-11-25", "2026-11-30", "2026-12-07", "2026-12-14"],
    });
    expect(weeklySchedule("2026-11-26", "2026-12-07", "2026-12-21")).toMatchObject({
      billToday: false,
      firstBillDate: "2026-11-30",
      lastBillDate: "2026-12-07",
      billingDates: ["2026-11-30", "2026-12-07"],
    });
  });

  it("a schedule shorter than a week bills today", () => {
    expect(weeklySchedule("2026-11-25", "2026-11-30", "2026-12-01")).toMatchObject({
      firstBillDate: "2026-11-25",
      lastBillDate: "2026-11-25",
      billingDates: [],
    });
  });
});

describe("weekly schedule properties", () => {
  it("bills never before today, once per plan week, the last 14 days before the end", () => {
    fc.assert(
      fc.property(
        calendarDateArb,
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 2, max: 20 }),
        (today, laterWeeks, weeks) => {
          const start = addDays(earliestWeeklyStart(today), laterWeeks * 7);
          const end = addDays(start, weeks * 7);
          const schedule = weeklySchedule(today, start, end);
          expect(schedule.billingDates).toHaveLength(weeks);
          expect(schedule.billingDates.every((date) => date >= today)).toBe(true);
          expect(schedule.billToday).toBe(schedule.firstBillDate === today);
          expect(schedule.lastBillDate).toBe(addDays(end, -14));
          expect(schedule.billingDates.at(-1)).toBe(schedule.lastBillDate);
        },
      ),
    );
  });
});
