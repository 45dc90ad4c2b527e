import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  daysBetween,
  firstOfMonth,
  lastOfMonth,
} from "../../../shared/platform/time/ymd";
import { mealPlanCartItem } from "../../../shared/purchase/cart/cart-items";
import { subscriptionSchedule } from "../../../shared/purchase/cart/cart-operations";
import {
  orderSchedule,
  refuseStaleSubscriptions,
  subscriptionsFromCart,
} from "../../../shared/purchase/checkout/subscriptions";
import type { CartItem } from "../../../shared/purchase/schemas/cart";
import {
  APPROVED_RESULT,
  nextBillingDayAfter,
  periodAction,
} from "../../../shared/subscriptions/billing";
import { coffeeCartItem } from "../../../shared/subscriptions/coffee";
import type { Subscription } from "../../../shared/subscriptions/entities/subscription";
import { monthlyEndChoices, monthlyStartChoices } from "../../../shared/subscriptions/monthly";
import {
  checkedOutCalendar,
  lineCalendar,
  lineStartOffered,
  periodsOf,
} from "../../../shared/subscriptions/periods";
import {
  chargeLines,
  chargesOf,
  chargesTotalText,
  nextChargeText,
  planDatesText,
} from "../../../shared/subscriptions/timeline";
import { earliestWeeklyStart, weeklyEndRange } from "../../../shared/subscriptions/weekly";
import { createMealPlan, createSubscriptionContext } from "../../support/factories/purchases";
import { calendarDateArb } from "./arbitraries";

const PRICE = 24_900;
const monthlyPlan = createMealPlan({
  id: "monthly-club",
  name: "Monthly Meal Club",
  price: PRICE,
  subscription: true,
  subscription_frequency: "monthly",
});
const weeklyPlan = createMealPlan({
  id: "weekly-ten",
  name: "Weekly 10-Meal Plan",
  price: 11_900,
  subscription: true,
  subscription_frequency: "weekly",
});

/** The line cart/add_meal_plan stores for a plan and chosen dates on `today`. */
function lineFor(
  plan: typeof monthlyPlan,
  start: string,
  end: string,
  today: string,
  overrides: Partial<CartItem> = {},
): CartItem {
  const schedule = subscriptionSchedule(plan, { start_date: start, end_date: end }, today);
  return {
    ...mealPlanCartItem("line-1", plan),
    bill_today: schedule.billToday,
    first_bill_date: schedule.firstBillDate,
    last_bill_date: schedule.lastBillDate,
    first_plan_date: schedule.firstPlanDate,
    last_plan_date: schedule.lastPlanDate,
    ...overrides,
  };
}

/**
 * Checkout on `today`, then one billing run a day (the billing worker's loop: every period due
 * by the run's day, oldest first, each through periodAction) until long after the end. Answers
 * every approved charge as [period, amount].
 */
function checkoutThenBill(item: CartItem, today: string) {
  const [record] = subscriptionsFromCart([item], createSubscriptionContext(today));
  if (!record?.payment) throw new Error("checkout recorded no first payment");
  let sub: Subscription = record.subscription;
  const payments = new Map([[record.payment.period, record.payment]]);
  const charged: [string, number][] = [[record.payment.period, record.payment.amt]];
  const lastRun = addDays(sub.end, 60);
  for (let run = addDays(today, 1); run <= lastRun; run = addDays(run, 1)) {
    while (sub.next_bill_day !== null && sub.next_bill_day <= run) {
      const period = sub.next_bill_day;
      const known = payments.get(period);
      const action = periodAction(known && { ...known, attempt_day: known.attempt_day ?? "" }, run);
      if (action.kind === "charge") {
        const payment = {
          ...record.payment,
          period,
          result: APPROVED_RESULT,
          attempt_day: run,
        };
        payments.set(period, payment);
        charged.push([period, sub.amount]);
      } else if (action.kind !== "advance") {
        throw new Error(`unexpected ${action.kind} for ${period}`);
      }
      sub = { ...sub, next_bill_day: nextBillingDayAfter(sub.billing_days, period) };
    }
  }
  return { subscription: record.subscription, charged };
}

/** Months from `start`'s month through `end`'s, counted without the calendar module. */
const monthsSpanned = (start: string, end: string) =>
  (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
  Number(end.slice(5, 7)) -
  Number(start.slice(5, 7)) +
  1;

describe("the bug as filed: a monthly plan that starts in the current month", () => {
  // Bought on Nov 16 for November through December: two months, two charges.
  const item = lineFor(monthlyPlan, "2026-11-01", "2026-12-31", "2026-11-16");

  it("charges November at checkout and December on Dec 1", () => {
    expect(lineCalendar(item, "2026-11-16")).toEqual({
      kind: "meal_plan_monthly",
      start: "2026-11-16",
      end: "2026-12-31",
      billing_days: ["2026-11-16", "2026-12-01"],
    });
    const { subscription, charged } = checkoutThenBill(item, "2026-11-16");
    expect(subscription.next_bill_day).toBe("2026-12-01");
    expect(charged).toEqual([
      ["2026-11-16", PRICE],
      ["2026-12-01", PRICE],
    ]);
  });

  it("pays for Nov 16 – Nov 30 first, then Dec 1 – Dec 31", () => {
    const calendar = lineCalendar(item, "2026-11-16");
    if (!calendar) throw new Error("no calendar");
    expect(periodsOf(calendar)).toEqual([
      { bill_day: "2026-11-16", from: "2026-11-16", to: "2026-11-30" },
      { bill_day: "2026-12-01", from: "2026-12-01", to: "2026-12-31" },
    ]);
    expect(planDatesText(calendar)).toBe("Nov 16 – Dec 31, 2026");
    const charges = chargesOf(calendar, PRICE);
    expect(chargeLines(charges, "Today at checkout")).toEqual([
      "Today at checkout: $249.00 for Nov 16 – Nov 30, 2026",
      "Dec 1, 2026: $249.00 for Dec 1 – Dec 31, 2026",
    ]);
    expect(chargesTotalText(charges)).toBe("2 charges, $498.00 in all");
  });
});

describe("future starts: the checkout pays the first period, billing the rest", () => {
  it("a monthly plan from Dec 1 bought Nov 27 is charged Nov 27 for December, Jan 1 for January", () => {
    const item = lineFor(monthlyPlan, "2026-12-01", "2027-01-31", "2026-11-27");
    const calendar = lineCalendar(item, "2026-11-27");
    if (!calendar) throw new Error("no calendar");
    expect(periodsOf(calendar)).toEqual([
      { bill_day: "2026-11-27", from: "2026-12-01", to: "2026-12-31" },
      { bill_day: "2027-01-01", from: "2027-01-01", to: "2027-01-31" },
    ]);
  });

  it("a one-week plan covers its week: Dec 21 – Dec 27, 2026, not one day", () => {
    const item = lineFor(weeklyPlan, "2026-12-21", "2026-12-28", "2026-11-27");
    expect(item.first_plan_date).toBe("2026-12-21");
    expect(item.last_plan_date).toBe("2026-12-21");
    const calendar = lineCalendar(item, "2026-11-27");
    if (!calendar) throw new Error("no calendar");
    expect(planDatesText(calendar)).toBe("Dec 21 – Dec 27, 2026");
    expect(periodsOf(calendar)).toEqual([
      { bill_day: "2026-11-27", from: "2026-12-21", to: "2026-12-27" },
    ]);
  });

  it("coffee is charged on the purchase day each month, from the checkout's day", () => {
    const item = coffeeCartItem("c", "2026-11-20", 3, { coffee_subscription_price: 4_500 });
    const calendar = lineCalendar(item, "2026-11-23");
    expect(calendar).toEqual({
      kind: "coffee",
      start: "2026-11-23",
      end: "2027-02-22",
      billing_days: ["2026-11-23", "2026-12-23", "2027-01-23"],
    });
  });
});

describe("a line whose start has passed since it was added", () => {
  it("is no longer on offer, and a checkout completed anyway still charges each period once", () => {
    const item = lineFor(monthlyPlan, "2026-11-01", "2026-12-31", "2026-11-16");
    expect(lineStartOffered(item, "2026-11-18")).toBe(true);
    expect(lineStartOffered(item, "2026-11-19")).toBe(false);
    expect(lineCalendar(item, "2026-12-02")).toBeNull();
    expect(checkedOutCalendar(item, "2026-12-02")).toEqual({
      kind: "meal_plan_monthly",
      start: "2026-12-02",
      end: "2026-12-31",
      billing_days: ["2026-12-02"],
    });
  });
});

const openWindow = { subscription_start: null, subscription_end: null };

/** A monthly line chosen from the pickers on `added`: any start, any end they offer. */
const monthlyLineArb = fc
  .record({
    added: calendarDateArb,
    startIndex: fc.nat({ max: 11 }),
    endIndex: fc.nat({ max: 11 }),
  })
  .map(({ added, startIndex, endIndex }) => {
    const starts = monthlyStartChoices(added, openWindow);
    const start = starts[startIndex % starts.length] as string;
    const ends = monthlyEndChoices(start, openWindow);
    const end = ends[endIndex % ends.length] as string;
    return { added, start, end, item: lineFor(monthlyPlan, start, end, added) };
  });

/** A weekly line chosen from the pickers on `added`. */
const weeklyLineArb = fc
  .record({
    added: calendarDateArb,
    startWeeks: fc.nat({ max: 10 }),
    weeks: fc.integer({ min: 1, max: 20 }),
  })
  .map(({ added, startWeeks, weeks }) => {
    const start = addDays(earliestWeeklyStart(added), 7 * startWeeks);
    const end = addDays(start, 7 * weeks);
    expect(end <= weeklyEndRange(start, openWindow).max).toBe(true);
    return { added, start, end, weeks, item: lineFor(weeklyPlan, start, end, added) };
  });

describe("every period is charged exactly once (checkout, then scheduled billing)", () => {
  it("monthly: one charge per month from the chosen month to the end, the first at checkout", () => {
    fc.assert(
      fc.property(monthlyLineArb, fc.nat({ max: 40 }), ({ added, start, end, item }, wait) => {
        // Checked out the day it was added, or later while its start is still on offer.
        const today = addDays(added, wait);
        fc.pre(lineStartOffered(item, today));
        const { subscription, charged } = checkoutThenBill(item, today);
        const months = monthsSpanned(start, end);
        // The charged periods are the schedule, each once.
        expect(charged.map(([period]) => period)).toEqual(subscription.billing_days);
        expect(new Set(subscription.billing_days).size).toBe(months);
        expect(charged.reduce((sum, [, amount]) => sum + amount, 0)).toBe(months * PRICE);
        expect(charged[0]?.[0]).toBe(today);
        // They pay for every day from the start (today, if it falls in the start month) to the
        // end, with no gap and no day twice.
        const periods = periodsOf(subscription);
        expect(periods[0]?.from).toBe([start, today].sort()[1]);
        expect(periods.at(-1)?.to).toBe(end);
        for (const [i, period] of periods.entries()) {
          expect(period.to >= period.from).toBe(true);
          if (i > 0) expect(addDays(periods[i - 1]?.to as string, 1)).toBe(period.from);
          if (i > 0) expect(period.bill_day).toBe(firstOfMonth(period.from));
        }
      }),
    );
  });

  it("weekly: one charge per plan week, the first at checkout, the others a week ahead", () => {
    fc.assert(
      fc.property(weeklyLineArb, fc.nat({ max: 14 }), ({ added, start, weeks, item }, wait) => {
        const today = addDays(added, wait);
        fc.pre(lineStartOffered(item, today));
        const { subscription, charged } = checkoutThenBill(item, today);
        expect(charged.map(([period]) => period)).toEqual(subscription.billing_days);
        expect(new Set(subscription.billing_days).size).toBe(weeks);
        expect(charged.reduce((sum, [, amount]) => sum + amount, 0)).toBe(weeks * 11_900);
        const periods = periodsOf(subscription);
        expect(periods.map((p) => p.from)).toEqual(
          Array.from({ length: weeks }, (_, i) => addDays(start, 7 * i)),
        );
        expect(periods.every((p) => daysBetween(p.from, p.to) === 6)).toBe(true);
        expect(periods.slice(1).every((p) => p.bill_day === addDays(p.from, -7))).toBe(true);
        expect(subscription.end).toBe(addDays(start, 7 * weeks - 1));
      }),
    );
  });

  it("coffee: one charge a month on the purchase day, each month once", () => {
    fc.assert(
      fc.property(calendarDateArb, fc.integer({ min: 1, max: 5 }), (today, months) => {
        const item = coffeeCartItem("c", today, months, { coffee_subscription_price: 4_500 });
        const { subscription, charged } = checkoutThenBill(item, today);
        expect(charged.map(([period]) => period)).toEqual(
          Array.from({ length: months }, (_, i) => addMonths(today, i)),
        );
        expect(charged.reduce((sum, [, amount]) => sum + amount, 0)).toBe(months * 4_500);
        expect(subscription.end).toBe(addDays(addMonths(today, months), -1));
      }),
    );
  });

  it("a completed checkout of a stale line still charges each remaining period once", () => {
    fc.assert(
      fc.property(monthlyLineArb, fc.nat({ max: 120 }), ({ added, end, item }, wait) => {
        const today = addDays(added, wait);
        fc.pre(today <= end);
        const calendar = checkedOutCalendar(item, today);
        const days = calendar.billing_days;
        expect(days[0]).toBe(today);
        expect(days.every((day, i) => i === 0 || day > (days[i - 1] as string))).toBe(true);
        const periods = periodsOf(calendar);
        expect(periods.at(-1)?.to).toBe(end);
        expect(periods.every((p) => p.to >= today && p.to <= lastOfMonth(p.from))).toBe(true);
      }),
    );
  });
});

describe("lines with odd dates still get a well-formed calendar", () => {
  const base = { subscription: true as const, price: PRICE };

  it("a line without dates is not on offer", () => {
    const item = createCartItemLike({ ...base, subscription_frequency: "monthly" });
    expect(lineStartOffered(item, "2026-11-10")).toBe(false);
    expect(lineCalendar(item, "2026-11-10")).toBeNull();
    expect(checkedOutCalendar(item, "2026-11-10").billing_days).toEqual(["2026-11-10"]);
  });

  it("an end before the start gives one period, monthly or weekly", () => {
    const monthly = createCartItemLike({
      ...base,
      subscription_frequency: "monthly",
      first_plan_date: "2026-12-10",
      last_plan_date: "2026-11-30",
    });
    expect(periodsOf(checkedOutCalendar(monthly, "2026-11-10"))).toHaveLength(1);
    const weekly = createCartItemLike({
      ...base,
      subscription_frequency: "weekly",
      first_plan_date: "2026-12-07",
      last_plan_date: "2026-11-30",
    });
    expect(checkedOutCalendar(weekly, "2026-11-10")).toMatchObject({
      start: "2026-12-07",
      end: "2026-12-13",
      billing_days: ["2026-11-10"],
    });
  });

  it("a plan wholly over keeps its last period, charged once", () => {
    const weekly = createCartItemLike({
      ...base,
      subscription_frequency: "weekly",
      first_plan_date: "2026-11-02",
      last_plan_date: "2026-11-09",
    });
    expect(checkedOutCalendar(weekly, "2026-12-01")).toMatchObject({
      start: "2026-11-09",
      billing_days: ["2026-12-01"],
    });
  });

  it("coffee without a month count is counted by its payments", () => {
    const coffee = coffeeCartItem("c", "2026-11-23", 2, { coffee_subscription_price: 4_500 });
    const calendar = checkedOutCalendar({ ...coffee, months: null }, "2026-11-23");
    expect(calendar.billing_days).toEqual(["2026-11-23", "2026-12-23"]);
  });
});

function createCartItemLike(overrides: Partial<CartItem>): CartItem {
  return { ...mealPlanCartItem("odd", monthlyPlan), ...overrides };
}

describe("the timeline in words for the mail and the account", () => {
  it("the order mail's block per subscription: the first charge with this order", () => {
    const item = lineFor(monthlyPlan, "2026-12-01", "2027-01-31", "2026-11-27");
    expect(
      orderSchedule([item, createCartItemLike({ subscription: false })], "2026-11-27"),
    ).toEqual([
      {
        heading: "Monthly Meal Club: Dec 1, 2026 – Jan 31, 2027",
        rows: [
          { label: "Nov 27, 2026, with this order (for Dec 1 – Dec 31, 2026)", amount: PRICE },
          { label: "Jan 1, 2027 (for Jan 1 – Jan 31, 2027)", amount: PRICE },
        ],
        note: "2 charges, $498.00 in all",
      },
    ]);
  });

  it("coffee periods run from one purchase day to the day before the next", () => {
    const item = coffeeCartItem("c", "2027-01-31", 2, { coffee_subscription_price: 4_500 });
    const calendar = lineCalendar(item, "2027-01-31");
    if (!calendar) throw new Error("no calendar");
    expect(periodsOf(calendar)).toEqual([
      { bill_day: "2027-01-31", from: "2027-01-31", to: "2027-02-27" },
      { bill_day: "2027-02-28", from: "2027-02-28", to: "2027-03-30" },
    ]);
  });

  it("the account's next charge", () => {
    expect(nextChargeText({ amount: PRICE, date: "2027-01-01" })).toBe(
      "Next charge: $249.00 on Jan 1, 2027",
    );
    expect(chargesTotalText([{ date: "2026-11-27", amount: PRICE, from: "", to: "" }])).toBe(
      "1 charge of $249.00",
    );
  });

  it("checkout refuses a stale line by name and takes a current one", () => {
    const item = lineFor(monthlyPlan, "2026-11-01", "2026-12-31", "2026-11-16");
    expect(() => refuseStaleSubscriptions([item], "2026-11-18")).not.toThrow();
    expect(() => refuseStaleSubscriptions([item], "2026-11-19")).toThrow(
      "The start date you chose for Monthly Meal Club is no longer available. Please remove it from your cart and add it again with new dates.",
    );
  });
});
