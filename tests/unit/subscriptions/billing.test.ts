import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/platform/time/ymd";
import {
  APPROVED_RESULT,
  BILLING_MAX_ATTEMPTS,
  chargeIdempotencyKey,
  chargeOutcome,
  nextBillingDayAfter,
  PENDING_RESULT,
  pastDueMail,
  periodAction,
} from "../../../shared/subscriptions/billing";
import { SUBSCRIPTION_TEXT } from "../../../shared/subscriptions/messages";

const day = "2026-12-01";

describe("what a run does with a due period", () => {
  it.each([
    ["never tried", undefined, { kind: "charge", attempt: 1 }],
    [
      "paid at checkout",
      { attempts: 1, result: APPROVED_RESULT, attempt_day: day },
      { kind: "advance" },
    ],
    [
      "in flight or crashed",
      { attempts: 2, result: PENDING_RESULT, attempt_day: day },
      { kind: "resume", attempt: 2 },
    ],
    ["declined today", { attempts: 1, result: "Declined", attempt_day: day }, { kind: "wait" }],
    [
      "declined yesterday",
      { attempts: 1, result: "Declined", attempt_day: addDays(day, -1) },
      { kind: "charge", attempt: 2 },
    ],
    [
      "declined at the limit",
      { attempts: BILLING_MAX_ATTEMPTS, result: "Declined", attempt_day: addDays(day, -1) },
      { kind: "give_up" },
    ],
    [
      "invalid card yesterday",
      { attempts: 1, result: "Invalid account number", attempt_day: addDays(day, -3) },
      { kind: "charge", attempt: 2 },
    ],
  ] as const)("%s", (_, payment, action) => {
    expect(periodAction(payment, day)).toEqual(action);
  });

  it("never starts more than one attempt a day nor more than the limit, whatever the run times", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 30 }), (gaps) => {
        // Runs on days separated by `gaps` (0 = another run the same day); every charge declines.
        let payment: { attempts: number; result: string; attempt_day: string } | undefined;
        let today = day;
        const attemptDays: string[] = [];
        for (const gap of gaps) {
          today = addDays(today, gap);
          const action = periodAction(payment, today);
          if (action.kind === "charge") {
            payment = { attempts: action.attempt, result: "Declined", attempt_day: today };
            attemptDays.push(today);
          }
        }
        expect(attemptDays.length).toBeLessThanOrEqual(BILLING_MAX_ATTEMPTS);
        expect(new Set(attemptDays).size).toBe(attemptDays.length);
      }),
    );
  });
});

describe("after a charge", () => {
  it("is paid when approved, retried while attempts remain, then past due", () => {
    expect(chargeOutcome(true, BILLING_MAX_ATTEMPTS)).toBe("paid");
    expect(chargeOutcome(false, 1)).toBe("retry");
    expect(chargeOutcome(false, BILLING_MAX_ATTEMPTS)).toBe("past_due");
  });

  it("moves to the next billing day, or none", () => {
    const days = ["2026-11-01", "2026-12-01", "2027-01-01"];
    expect(nextBillingDayAfter(days, "2026-11-01")).toBe("2026-12-01");
    expect(nextBillingDayAfter(days, "2027-01-01")).toBeNull();
  });

  it("keys each attempt of each period of each subscription apart", () => {
    const keys = new Set([
      chargeIdempotencyKey("a", "s1", day, 1),
      chargeIdempotencyKey("a", "s1", day, 2),
      chargeIdempotencyKey("a", "s1", "2027-01-01", 1),
      chargeIdempotencyKey("a", "s2", day, 1),
      chargeIdempotencyKey("b", "s1", day, 1),
    ]);
    expect(keys.size).toBe(5);
    expect(chargeIdempotencyKey("a", "s1", day, 1)).toBe(chargeIdempotencyKey("a", "s1", day, 1));
  });

  it("writes the past-due mail with the campus, the plan, the day and the amount", () => {
    const mail = pastDueMail({
      campusName: "Cedar Ridge",
      itemName: "Gold",
      period: day,
      amount: "$450.00",
    });
    expect(mail.subject).toBe("Cedar Ridge: your subscription payment could not be processed");
    expect(mail.text).toContain("$450.00 for your Gold subscription (billing day 2026-12-01)");
    expect(SUBSCRIPTION_TEXT.tooLate).toBe(
      "Subscriptions can be canceled up to 3 days before the next delivery.",
    );
  });
});
