import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  billingPlan,
  CHECKOUT_ROUTE,
  campusesOf,
  concurrencyByGroup,
  DEFAULT_SETTINGS,
  deriveSettings,
  durationSeconds,
  firstOfMonth,
  fitReservations,
  groupOf,
  LIMITS,
  lunchPeak,
  MEASURED,
  type Measured,
  originRatesForViews,
  originShare,
  outboxSendRate,
  PLATFORM,
  PURCHASE_GROUPS,
  requiredRoutes,
  reservationNight,
  SCENARIO,
  type Scenario,
  stripeOpsPerBuyer,
  sumValues,
  surveyPeak,
  termStart,
  termStartCapacity,
  termStartChecks,
  totalRate,
  transactionalWcu,
} from "../../infra/capacity-model";
import { CAPACITY_DOC, refreshDocument } from "../../infra/capacity-report";

/** Costs chosen by hand, so the arithmetic below is checked against numbers written here. */
const HAND_MEASURED: Measured = {
  measuredAt: null,
  routes: Object.fromEntries(
    requiredRoutes().map((route) => [route, { cpuMs: 10, rcu: 2, wcu: 1, calls: 2 }]),
  ),
};

describe("measured costs", () => {
  it("has figures for every route the model prices", () => {
    const missing = requiredRoutes().filter((route) => !MEASURED.routes[route]);
    expect(missing).toEqual([]);
  });

  it("refuses to price a route the bench did not measure, naming it", () => {
    expect(() =>
      durationSeconds("GET /v1/nothing", { measuredAt: null, routes: {} }, SCENARIO),
    ).toThrow(/GET \/v1\/nothing/);
  });

  it("names the Lambda group from the path", () => {
    expect(groupOf("GET /v1/sites/{slug}/info")).toBe("sites");
    expect(groupOf("POST /v1/reservations")).toBe("reservations");
  });
});

describe("arithmetic", () => {
  // 10 ms × 1769/512 of CPU, + 2 × 5 ms of DynamoDB.
  const handSeconds = 0.01 * (1769 / 512) + 2 * 0.005;

  it("stretches CPU by the CPU share of 512 MB and adds a round trip per DynamoDB call", () => {
    expect(durationSeconds("GET /v1/sites/{slug}/info", HAND_MEASURED)).toBeCloseTo(
      handSeconds,
      10,
    );
    // A card checkout also waits for Stripe: (1 + 0.25 × 3) calls × 0.5 s.
    expect(durationSeconds(CHECKOUT_ROUTE, HAND_MEASURED)).toBeCloseTo(handSeconds + 0.875, 10);
  });

  it("makes concurrency rate × duration, plus the cold starts' share of INIT", () => {
    const rates = { "GET /v1/sites/{slug}/info": 100 };
    const steady = concurrencyByGroup(rates, { measured: HAND_MEASURED });
    expect(steady.sites).toBeCloseTo(100 * (handSeconds + 0.02 * 0.7), 10);
    const opening = concurrencyByGroup(rates, { measured: HAND_MEASURED, opening: true });
    expect(opening.sites).toBeCloseTo(100 * (handSeconds + 0.25 * 0.7), 10);
  });

  it("reproduces docs/cost.md's hit ratios for a mid-sized campus (0.054 views/s)", () => {
    const views = 0.054;
    const origin = originRatesForViews(views);
    expect(1 - originShare(views, 60) / views).toBeCloseTo(0.764, 3);
    expect(1 - originShare(0.4 * views, 30) / (0.4 * views)).toBeCloseTo(0.393, 3);
    const gets = 2.67 * views;
    const getsAtOrigin = totalRate(origin) - views / 3;
    expect(1 - getsAtOrigin / gets).toBeCloseTo(0.426, 2);
  });

  it("charges a transactional write 2 WCU per KB, rounded up", () => {
    expect(transactionalWcu(0.5)).toBe(2);
    expect(transactionalWcu(1)).toBe(2);
    expect(transactionalWcu(2)).toBe(4);
  });

  it("counts the checkout calls and the saved cards' calls as Stripe operations", () => {
    expect(stripeOpsPerBuyer()).toBeCloseTo(1.2 + 0.25 * 3, 10);
  });

  it("sends outbox mail one after another, never faster than its SES share", () => {
    // One mail: 60 ms of SES and 3 × 5 ms of DynamoDB → 13.3 mails/s a worker.
    expect(outboxSendRate(1, 1_000)).toBeCloseTo(1 / 0.075, 5);
    expect(outboxSendRate(1, 14)).toBeCloseTo(14 * 0.8, 10);
  });
});

describe("campuses", () => {
  const campuses = campusesOf();

  it("spreads 300 campuses from 60,000 students down, largest first and Eastern", () => {
    expect(campuses).toHaveLength(300);
    expect(campuses[0]).toMatchObject({ students: 60_000, zone: "eastern" });
    for (let i = 1; i < campuses.length; i++) {
      expect(campuses[i]!.students).toBeLessThanOrEqual(campuses[i - 1]!.students);
    }
  });

  it("deals the zones by their shares", () => {
    const count = (zone: string) => campuses.filter((c) => c.zone === zone).length;
    expect([count("eastern"), count("central"), count("mountain"), count("pacific")]).toEqual([
      141, 87, 21, 51,
    ]);
  });
});

describe("peaks", () => {
  it("finds lunch busiest while the Eastern zone's lunch peaks", () => {
    const lunch = lunchPeak();
    // 12:00–12:15 Eastern is 17:00 UTC.
    expect(lunch.utcHours).toBe(17);
    expect(lunch.hitRatio).toBeGreaterThan(0.5);
    expect(lunch.originRate).toBeLessThan(lunch.edgeApiRate);
  });

  it("prices term start's Stripe load as buyers/s × operations per buyer", () => {
    const one = termStart(1);
    const largest = campusesOf()[0]!;
    // 20 % buy in the hour, 25 % of them in the first 300 s, × 1.5 for the busiest second.
    const buyersPerSecond = ((largest.students * 0.2 * 0.25) / 300) * 1.5;
    expect(one.peakBuyersPerSecond).toBeCloseTo(buyersPerSecond, 10);
    expect(one.stripeRate).toBeCloseTo(buyersPerSecond * stripeOpsPerBuyer(), 10);
    // Each checkout call creates a PaymentIntent.
    expect(one.paymentIntentRate).toBeCloseTo(buyersPerSecond * 1.2, 10);
  });

  it("lets the outbox's backlog drain in the hour and reports the wait of its oldest mail", () => {
    const peak = termStart(3);
    const sendRate = outboxSendRate(1, LIMITS.sesProductionRate.value);
    expect(peak.mailDelaySeconds).toBeCloseTo(peak.mailBacklogMax / sendRate, 10);
    expect(peak.mailsInHour).toBeLessThan(sendRate * 3600 + peak.mailBacklogMax);
  });

  it("paces billing to its share of Stripe's PaymentIntent endpoint, over the fewest workers SQS allows", () => {
    // 25 creations/s × 0.8, over 2 workers.
    expect(billingPlan()).toEqual({ workers: 2, chargesPerSecond: 10 });
    const billing = firstOfMonth();
    expect(billing.paymentIntentRate).toBe(20);
    expect(billing.paymentIntentRate).toBeLessThanOrEqual(LIMITS.stripeEndpointRate.value);
    expect(billing.webhookRate).toBe(20);
  });

  it("bills the largest campus in subscriptions ÷ pace, in slices of the timeout less its reserve", () => {
    const billing = firstOfMonth({ workers: 2, chargesPerSecond: 10 });
    expect(billing.largestCampusSubscriptions).toBe(3_000);
    expect(billing.largestCampusSeconds).toBe(300);
    // 300 s of charges, 240 s an invocation.
    expect(billing.largestCampusInvocations).toBe(2);
    expect(firstOfMonth({ workers: 2, chargesPerSecond: 20 }).largestCampusInvocations).toBe(1);
    expect(billing.zoneSeconds).toBeLessThan(3_600);
    expect(billing.zone).toBe("eastern");
  });

  it("ends the reservation transactions when the seats are gone, with the admission read", () => {
    const night = reservationNight();
    expect(night.transactSecondsWithAdmission).toBeCloseTo(300 / night.bookingRate, 10);
    expect(night.transactSecondsWithout).toBeGreaterThan(night.transactSecondsWithAdmission);
    expect(night.slotPartitionWcu).toBeCloseTo(night.bookingRate * 4, 10);
  });
});

describe("term-start capacity", () => {
  it.each([false, true])(
    "fits every account-wide limit at its answer and breaks the one it names with one campus more (own Stripe accounts: %s)",
    (ownStripeAccounts) => {
      const capacity = termStartCapacity({ ownStripeAccounts });
      expect(capacity.campuses).toBeGreaterThan(0);
      const fits = termStartChecks(termStart(capacity.campuses), { ownStripeAccounts });
      expect(fits.filter((check) => check.demand > check.capacity)).toEqual([]);
      const over = termStartChecks(termStart(capacity.campuses + 1), { ownStripeAccounts }).find(
        (check) => check.demand > check.capacity,
      );
      expect(over?.name).toBe(capacity.breaksFirst);
      // However the students are split, the shared limits hold below studentsAtOnce.
      expect(capacity.studentsAtOnce).toBeGreaterThanOrEqual(
        ownStripeAccounts ? capacity.students : 0,
      );
    },
  );
});

describe("settings", () => {
  it("reserve concurrency for the checkout and booking groups only", () => {
    expect(Object.keys(DEFAULT_SETTINGS.reservedConcurrency).sort()).toEqual(
      [...PURCHASE_GROUPS].sort(),
    );
  });

  it("size the throttle, the reservations and the WAF limits above the demand they answer", () => {
    const s = DEFAULT_SETTINGS;
    const lunch = lunchPeak();
    const term = termStart(termStartCapacity({ ownStripeAccounts: true }).campuses);
    const night = reservationNight();
    expect(s.apiThrottle.rateLimit).toBeGreaterThanOrEqual(term.originRate);
    expect(s.apiThrottle.rateLimit).toBeGreaterThanOrEqual(lunch.originRate + night.originRate);
    expect(s.reservedConcurrency.cart).toBeGreaterThanOrEqual(term.concurrency.cart ?? 0);
    expect(s.reservedConcurrency.reservations).toBeGreaterThanOrEqual(
      night.concurrency.reservations ?? 0,
    );
    expect(s.wafRateLimits.checkout).toBeGreaterThanOrEqual(term.natPerWindow.checkout);
    expect(s.wafRateLimits.reservation).toBeGreaterThanOrEqual(night.natPerWindow);
  });

  it("fit reservations into what the account can reserve, at least one each", () => {
    expect(fitReservations({ cart: 200, reservations: 100 }, 899)).toEqual({
      cart: 200,
      reservations: 100,
    });
    expect(fitReservations({ cart: 600, reservations: 600 }, 899)).toEqual({
      cart: 449,
      reservations: 449,
    });
    expect(fitReservations({ cart: 5, reservations: 5 }, 1)).toEqual({});
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom("cart", "reservations", "payments"),
          fc.integer({ min: 1, max: 5_000 }),
          {
            minKeys: 1,
          },
        ),
        fc.integer({ min: 0, max: 5_000 }),
        (wanted, reservable) => {
          const fitted = fitReservations(wanted, reservable);
          expect(sumValues(fitted)).toBeLessThanOrEqual(Math.max(reservable, 0));
          for (const n of Object.values(fitted)) expect(n).toBeGreaterThanOrEqual(1);
          if (sumValues(wanted) <= reservable) expect(fitted).toEqual(wanted);
        },
      ),
    );
  });
});

/** A scenario around the issue's: other campus counts, sizes, habits and openings. */
const scenarios = fc.record({
  campuses: fc.integer({ min: 10, max: 300 }),
  largestCampusStudents: fc.integer({ min: 1_000, max: 200_000 }),
  viewsPerStudentPerWeekday: fc.double({ min: 0.2, max: 5, noNaN: true }),
  buyerShare: fc.double({ min: 0.02, max: 0.6, noNaN: true }),
  reservationStudents: fc.integer({ min: 50, max: 20_000 }),
  subscriptionsPerStudent: fc.double({ min: 0, max: 0.3, noNaN: true }),
});
const withScenario = (changes: Partial<Scenario>): Scenario => ({ ...SCENARIO, ...changes });

describe("properties", () => {
  it("never derive settings past an account limit, and always leave 100 executions unreserved", () => {
    fc.assert(
      fc.property(scenarios, fc.integer({ min: 150, max: 5_000 }), (changes, account) => {
        const s = deriveSettings(withScenario(changes), MEASURED, account);
        expect(s.apiThrottle.rateLimit).toBeLessThanOrEqual(LIMITS.apiAccountRate.value);
        expect(s.apiThrottle.burstLimit).toBeLessThanOrEqual(LIMITS.apiAccountBurst.value);
        expect(s.apiThrottle.burstLimit).toBeGreaterThanOrEqual(s.apiThrottle.rateLimit);
        const reserved = sumValues(s.reservedConcurrency) + s.outboxConcurrency;
        expect(account - reserved).toBeGreaterThanOrEqual(LIMITS.lambdaUnreservedMinimum.value);
        expect(s.billingConcurrency).toBeGreaterThanOrEqual(LIMITS.sqsMaxConcurrencyMin.value);
        expect(s.billingConcurrency).toBeLessThanOrEqual(LIMITS.sqsMaxConcurrencyMax.value);
        expect(s.billingConcurrency * s.billingChargesPerSecond).toBeLessThanOrEqual(
          LIMITS.stripeEndpointRate.value,
        );
        expect(s.outboxBatchSize).toBeGreaterThanOrEqual(1);
        expect(s.outboxBatchSize).toBeLessThanOrEqual(PLATFORM.outboxMaxBatch);
        for (const limit of Object.values(s.wafRateLimits)) {
          expect(limit).toBeGreaterThanOrEqual(LIMITS.wafMinimumLimit.value);
        }
      }),
      { numRuns: 12 },
    );
  });

  it("never lower any demand when the campuses grow", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 150_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        (students, more) => {
          const small = withScenario({ largestCampusStudents: students });
          const large = withScenario({ largestCampusStudents: students + more });
          expect(lunchPeak(large).originRate).toBeGreaterThanOrEqual(lunchPeak(small).originRate);
          const [a, b] = [termStart(2, { scenario: small }), termStart(2, { scenario: large })];
          expect(b.originRate).toBeGreaterThanOrEqual(a.originRate);
          expect(b.stripeRate).toBeGreaterThanOrEqual(a.stripeRate);
          expect(b.mailDelaySeconds).toBeGreaterThanOrEqual(a.mailDelaySeconds);
          expect(sumValues(b.concurrency)).toBeGreaterThanOrEqual(sumValues(a.concurrency));
          expect(b.dynamo.wcu).toBeGreaterThanOrEqual(a.dynamo.wcu);
          expect(firstOfMonth(billingPlan(), large).largestCampusSeconds).toBeGreaterThanOrEqual(
            firstOfMonth(billingPlan(), small).largestCampusSeconds,
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it("never carry more campuses at term start when every student buys more", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 0.4, noNaN: true }),
        fc.double({ min: 0.01, max: 0.3, noNaN: true }),
        (share, more) => {
          const fewer = termStartCapacity({ scenario: withScenario({ buyerShare: share + more }) });
          const base = termStartCapacity({ scenario: withScenario({ buyerShare: share }) });
          expect(fewer.campuses).toBeLessThanOrEqual(base.campuses);
        },
      ),
      { numRuns: 10 },
    );
  });
});

describe("docs/capacity.md", () => {
  it("shows the model's current tables (npx tsx infra/capacity-report.ts renders them)", () => {
    const doc = readFileSync(CAPACITY_DOC, "utf8");
    expect(doc).toContain("<!-- capacity:capacity -->");
    expect(refreshDocument(doc)).toBe(doc);
  });
});

describe("mirrors of constants kept elsewhere", () => {
  it("stops a billing run as early before the timeout as the billing worker does", async () => {
    const { STOP_RESERVE_MS } = await import(
      "../../functions/subscriptions/billing/billing-service"
    );
    const { WORKER_TIMEOUT } = await import("../../infra/constructs/billing");
    expect(STOP_RESERVE_MS / 1000).toBe(PLATFORM.billingStopReserveSeconds);
    expect(WORKER_TIMEOUT.toSeconds()).toBe(PLATFORM.billingWorkerTimeoutSeconds);
  });

  it("lets one campus NAT vote and decline at twice the model's peak before refusing", async () => {
    const { VOTE_LIMIT } = await import("../../functions/visitor-forms/surveys/survey-store");
    const { ATTEMPT_LIMITS } = await import("../../functions/purchase/cart/checkout-service");
    expect(VOTE_LIMIT.windowSeconds).toBe(600);
    expect(VOTE_LIMIT.limit).toBeGreaterThanOrEqual(2 * surveyPeak().natVotesPer10Min);
    expect(ATTEMPT_LIMITS.client).toBeGreaterThanOrEqual(
      2 * termStart(1).natFailedPaymentsPer15Min,
    );
  });

  it("times out the outbox worker as infra/constructs/mail-outbox.ts does", async () => {
    const { OUTBOX_TIMEOUT } = await import("../../infra/constructs/mail-outbox");
    expect(OUTBOX_TIMEOUT.toSeconds()).toBe(PLATFORM.outboxTimeoutSeconds);
  });
});
