import { describe, expect, it } from "vitest";
import {
  OPERATION_SUBSCRIPTION_TEXT,
  staffCancellationMail,
} from "../../../shared/operations/subscription-messages";
import {
  isUnpaidResult,
  latestPayment,
  latestPeriods,
  type StatusFacts,
  subscriptionFrequency,
  subscriptionStatus,
} from "../../../shared/operations/subscription-status";

const today = "2026-12-10";
const facts = (overrides: Partial<StatusFacts> = {}): StatusFacts => ({
  canceled: false,
  status: "active",
  end: "2027-01-31",
  lastPayment: { result: "Approved" },
  ...overrides,
});

describe("subscriptionStatus (the console's derived status)", () => {
  it("is active while the plan runs and its latest payment went through", () => {
    expect(subscriptionStatus(facts(), today)).toBe("active");
    expect(subscriptionStatus(facts({ lastPayment: null }), today)).toBe("active");
  });

  it("is active while billing's own attempt is in flight (Pending is not a decline)", () => {
    expect(subscriptionStatus(facts({ lastPayment: { result: "Pending" } }), today)).toBe("active");
  });

  it("is past due as soon as the latest period was declined, or billing marked it so", () => {
    expect(subscriptionStatus(facts({ lastPayment: { result: "Declined" } }), today)).toBe(
      "past_due",
    );
    expect(
      subscriptionStatus(facts({ lastPayment: { result: "Invalid account number" } }), today),
    ).toBe("past_due");
    expect(subscriptionStatus(facts({ status: "past_due", lastPayment: null }), today)).toBe(
      "past_due",
    );
  });

  it("is ended once the last plan day has passed, not on it", () => {
    expect(subscriptionStatus(facts({ end: "2026-12-09" }), today)).toBe("ended");
    expect(subscriptionStatus(facts({ end: today }), today)).toBe("active");
  });

  it("keeps an ended plan with an unpaid last period past due: the money is still owed", () => {
    expect(
      subscriptionStatus(facts({ end: "2026-11-30", lastPayment: { result: "Declined" } }), today),
    ).toBe("past_due");
  });

  it("is canceled above everything else", () => {
    expect(subscriptionStatus(facts({ canceled: true }), today)).toBe("canceled");
    expect(subscriptionStatus(facts({ status: "canceled" }), today)).toBe("canceled");
    expect(
      subscriptionStatus(
        facts({ canceled: true, end: "2026-01-01", lastPayment: { result: "Declined" } }),
        today,
      ),
    ).toBe("canceled");
  });
});

describe("isUnpaidResult", () => {
  it("counts every gateway answer but Approved and Pending as unpaid", () => {
    expect(isUnpaidResult("Approved")).toBe(false);
    expect(isUnpaidResult("Pending")).toBe(false);
    expect(isUnpaidResult("Declined")).toBe(true);
  });
});

describe("latestPeriods / latestPayment", () => {
  const billing_days = ["2026-10-01", "2026-11-01", "2026-12-01", "2027-01-01"];

  it("are the next billing day and the one before it", () => {
    expect(latestPeriods({ billing_days, next_bill_day: "2026-12-01" })).toEqual([
      "2026-11-01",
      "2026-12-01",
    ]);
  });

  it("are the first billing day alone before anything was billed", () => {
    expect(latestPeriods({ billing_days, next_bill_day: "2026-10-01" })).toEqual(["2026-10-01"]);
  });

  it("are the last billing day once none is left", () => {
    expect(latestPeriods({ billing_days, next_bill_day: null })).toEqual(["2027-01-01"]);
    expect(latestPeriods({ billing_days: [], next_bill_day: null })).toEqual([]);
  });

  it("picks the payment of the latest period among those found", () => {
    const a = { period: "2026-11-01", result: "Approved" };
    const b = { period: "2026-12-01", result: "Declined" };
    expect(latestPayment([a, b])).toBe(b);
    expect(latestPayment([b, a])).toBe(b);
    expect(latestPayment([a, undefined])).toBe(a);
    expect(latestPayment([undefined, undefined])).toBeNull();
  });
});

describe("subscriptionFrequency", () => {
  it("bills weekly plans weekly and monthly plans and coffee monthly", () => {
    expect(subscriptionFrequency("meal_plan_weekly")).toBe("weekly");
    expect(subscriptionFrequency("meal_plan_monthly")).toBe("monthly");
    expect(subscriptionFrequency("coffee")).toBe("monthly");
  });
});

describe("staff cancellation mail", () => {
  it("greets the customer, names the plan and the campus day, and says no more charges", () => {
    const mail = staffCancellationMail({
      campusName: "Cedar Ridge University",
      firstName: "Maya",
      planName: "Monthly Gold Plan",
      canceledOn: "2026-12-10",
    });
    expect(mail.subject).toBe(
      "Cedar Ridge University: your Monthly Gold Plan subscription is cancelled",
    );
    expect(mail.text).toContain("Hello Maya,");
    expect(mail.text).toContain("on Thursday, December 10, 2026");
    expect(mail.text).toContain("It will not be charged again.");
    expect(mail.text.trim().endsWith("Cedar Ridge University")).toBe(true);
  });

  it("greets without a name when the account has none", () => {
    const mail = staffCancellationMail({
      campusName: "C",
      firstName: null,
      planName: "P",
      canceledOn: "2026-12-10",
    });
    expect(mail.text.startsWith("Hello,\n")).toBe(true);
  });
});

describe("answers", () => {
  it("say who was mailed, or that nobody could be", () => {
    expect(OPERATION_SUBSCRIPTION_TEXT.canceled("a@b.edu")).toContain("a@b.edu");
    expect(OPERATION_SUBSCRIPTION_TEXT.canceled(null)).toContain("no mail was sent");
    expect(OPERATION_SUBSCRIPTION_TEXT.declined("Declined")).toContain("(Declined)");
  });
});
