import { describe, expect, it } from "vitest";
import { subscriptionsFromCart } from "../../../shared/purchase/checkout/subscriptions";
import { cancelClosedText, cancelOpensOn } from "../../../shared/subscriptions/account";
import { accountSubscriptionView } from "../../../shared/subscriptions/account-view";
import { subscriptionStatus } from "../../../shared/subscriptions/status";
import { createCartItem, createSubscriptionContext } from "../../support/factories/purchases";

const TZ = "America/Los_Angeles";

/** A Monthly Meal Club bought on `today` for `start`..`end`, as checkout records it. */
function bought(today: string, start: string, end: string) {
  const item = createCartItem({
    name: "Monthly Meal Club",
    price: 24_900,
    subscription: true,
    subscription_frequency: "monthly",
    first_plan_date: start,
    last_plan_date: end,
  });
  const [record] = subscriptionsFromCart([item], createSubscriptionContext(today));

  if (!record?.payment) throw new Error("no record");
  return { sub: record.subscription, payments: [record.payment] };
}

describe("the account's money timeline", () => {
  it("a plan bought Nov 27 from Dec 1: charged Nov 27 for December, January scheduled, never Approved", () => {
    const { sub, payments } = bought("2026-11-27", "2026-12-01", "2027-01-31");
    const view = accountSubscriptionView(sub, payments, "2026-11-27", TZ);
    expect(view.payments).toEqual([
      expect.objectContaining({
        charged_on: "2026-11-27",
        from: "2026-12-01",
        to: "2026-12-31",
        amt: 24_900,
        result: "Approved",
      }),
    ]);
    expect(view.upcoming).toEqual([
      { date: "2027-01-01", amt: 24_900, from: "2027-01-01", to: "2027-01-31" },
    ]);
    expect(view.status).toBe("active");
  });

  it("a canceled or past-due subscription has nothing scheduled", () => {
    const { sub, payments } = bought("2026-11-27", "2026-12-01", "2027-01-31");
    const canceled = { ...sub, canceled: true, canceled_at: "2026-11-28T10:00:00Z" };
    expect(accountSubscriptionView(canceled, payments, "2026-11-28", TZ).upcoming).toEqual([]);
    const declined = [{ ...payments[0], result: "Declined" } as (typeof payments)[number]];
    const pastDue = accountSubscriptionView(sub, declined, "2026-11-28", TZ);
    expect(pastDue.status).toBe("past_due");
    expect(pastDue.upcoming).toEqual([]);
  });
});

describe("ended plans", () => {
  it("a plan whose end has passed is Ended, not Active, and cannot be canceled", () => {
    const { sub, payments } = bought("2026-11-10", "2026-11-01", "2026-11-30");
    const view = accountSubscriptionView(sub, payments, "2026-12-01", TZ);
    expect(view.status).toBe("ended");
    expect(view.can_cancel).toBe(false);
    expect(view.cancel_opens_on).toBeNull();
    expect(accountSubscriptionView(sub, payments, "2026-11-30", TZ).status).toBe("active");
  });

  it("the console and the account read the same rule", () => {
    const facts = { canceled: false, status: "active", end: "2026-11-30", lastPayment: null };
    expect(subscriptionStatus(facts, "2026-12-01")).toBe("ended");
    expect(subscriptionStatus({ ...facts, status: "past_due" }, "2026-12-01")).toBe("past_due");
  });
});

describe("the closed cancel window says why and until when", () => {
  const { sub, payments } = bought("2026-11-10", "2026-11-01", "2027-01-31");

  it.each([
    ["2026-11-28", true, null],
    ["2026-11-29", false, "2026-12-01"],
    ["2026-11-30", false, "2026-12-01"],
    ["2026-12-01", true, null],
  ])("on %s: can cancel %s, opens again %s", (today, allowed, opens) => {
    const view = accountSubscriptionView(sub, payments, today, TZ);
    expect(view.can_cancel).toBe(allowed);
    expect(view.cancel_opens_on).toBe(opens);
    expect(cancelOpensOn(sub, today)).toBe(opens ?? today);
  });

  it("in words", () => {
    expect(cancelClosedText("2026-12-01", "2026-12-01")).toBe(
      "Subscriptions can be canceled up to 3 days before the next delivery. The next delivery is on Dec 1, 2026, so this subscription can be canceled again from Dec 1, 2026.",
    );
  });
});

describe("older records", () => {
  it("a payment without an attempt day is dated by its instant in campus time; an unknown period has no days", () => {
    const { sub, payments } = bought("2026-11-27", "2026-12-01", "2027-01-31");
    const [first] = payments;
    if (!first) throw new Error("no payment");
    const older = [
      { ...first, attempt_day: null, created_at: "2026-11-28T03:00:00.000Z" },
      { ...first, period: "2026-10-01" },
    ];
    const view = accountSubscriptionView(sub, older, "2026-11-28", TZ);
    expect(view.payments.map((p) => [p.period, p.charged_on, p.from, p.to])).toEqual([
      ["2026-10-01", "2026-11-27", null, null],
      ["2026-11-27", "2026-11-27", "2026-12-01", "2026-12-31"],
    ]);
  });

  it("a canceled subscription has no day on which cancel opens", () => {
    const { sub } = bought("2026-11-27", "2026-12-01", "2027-01-31");
    expect(cancelOpensOn({ ...sub, canceled: true }, "2026-11-28")).toBeNull();
    expect(cancelOpensOn(sub, "2027-02-01")).toBeNull();
  });
});
