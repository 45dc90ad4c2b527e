import { describe, expect, it } from "vitest";
import {
  CANCEL_NOTICE_DAYS,
  canCancel,
  canceledLabel,
  canceledOnText,
  nextBillingDate,
  subscriptionPaymentSchedule,
} from "../../../shared/subscriptions/account";

const subscription = { start: "2026-09-01", end: "2027-05-31", canceled: false };

describe("cancellation at least 3 days before the next delivery (requirements: purchases §4, §9)", () => {
  it.each([
    ["2026-11-27", true, "2026-12-01"],
    ["2026-11-28", true, "2026-12-01"],
    ["2026-11-29", false, "2026-12-01"],
    ["2026-11-30", false, "2026-12-01"],
    ["2026-12-01", true, "2027-01-01"],
    ["2027-05-15", true, null],
    ["2027-06-01", false, null],
  ])("today %s → can cancel %s (next delivery %s)", (today, allowed, next) => {
    expect(canCancel(subscription, today)).toBe(allowed);
    expect(nextBillingDate(subscription, today)).toBe(next);
  });

  it("a canceled subscription cannot be canceled again", () => {
    expect(canCancel({ ...subscription, canceled: true }, "2026-10-10")).toBe(false);
    expect(CANCEL_NOTICE_DAYS).toBe(3);
  });

  it("lists the 1st of each month between start and end", () => {
    expect(subscriptionPaymentSchedule({ start: "2026-09-15", end: "2027-01-01" })).toEqual([
      "2026-10-01",
      "2026-11-01",
      "2026-12-01",
      "2027-01-01",
    ]);
  });
});

describe("'Canceled on {date}'", () => {
  it.each([
    ["2026-11-05", "Canceled on 11/5/26"],
    ["2026-11-05T03:00:00Z", "Canceled on 11/4/26"],
    ["2026-11-05T15:00:00Z", "Canceled on 11/5/26"],
  ])("%s → %s in New York", (canceledAt, text) => {
    expect(canceledOnText(canceledAt, "America/New_York")).toBe(text);
  });

  it("labels only canceled subscriptions", () => {
    const tz = "America/Chicago";
    expect(canceledLabel({ canceled: true, canceled_at: "2027-01-09" }, tz)).toBe(
      "Canceled on 1/9/27",
    );
    expect(canceledLabel({ canceled: false, canceled_at: null }, tz)).toBeNull();
    expect(canceledLabel({ canceled: true, canceled_at: null }, tz)).toBeNull();
  });
});

describe("cancellation on the subscription's own billing calendar", () => {
  const weekly = {
    start: "2026-11-09",
    end: "2026-11-30",
    canceled: false,
    billing_days: ["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"],
  };

  it.each([
    ["2026-11-05", true, "2026-11-09"],
    ["2026-11-06", true, "2026-11-09"],
    ["2026-11-07", false, "2026-11-09"],
    ["2026-11-09", true, "2026-11-16"],
    ["2026-11-24", true, null],
  ])("today %s → can cancel %s (next billing %s)", (today, allowed, next) => {
    expect(canCancel(weekly, today)).toBe(allowed);
    expect(nextBillingDate(weekly, today)).toBe(next);
  });
});
