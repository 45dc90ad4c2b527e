import { beforeAll, describe, expect, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { getItem, queryAll } from "../../functions/platform/table";
import { billCampus } from "../../functions/subscriptions/billing/billing-service";
import { handleBillingMessages } from "../../functions/subscriptions/billing/worker";
import { BILLING_MAX_ATTEMPTS } from "../../shared/subscriptions/billing";
import {
  type Subscription,
  subscriptionEntity,
} from "../../shared/subscriptions/entities/subscription";
import {
  paymentsOfSubscription,
  subscriptionPaymentEntity,
} from "../../shared/subscriptions/entities/subscription-payment";
import { sentMail } from "../support/account-client";
import { billingDeps, billingEvent } from "../support/billing";
import { createSite } from "../support/factories/site";
import {
  createSubscription,
  putDecemberMonthly,
  putSubscription,
} from "../support/factories/subscription";
import { FakeGateway } from "../support/fake-gateway";
import { waitForMail } from "../support/mail";

const newYork = createSite({ name: "Billing East", time_zone: "America/New_York" });
const losAngeles = createSite({ name: "Billing West", time_zone: "America/Los_Angeles" });

beforeAll(async () => {
  await Promise.all(
    [newYork, losAngeles].map((site) => dynamoSiteStore.put(site, false, new Date())),
  );
});

/** A fresh campus per test keeps the billing index to the test's own subscriptions. */
async function freshCampus(timeZone = "America/Chicago") {
  const site = createSite({ time_zone: timeZone, name: `Billing ${timeZone}` });
  await dynamoSiteStore.put(site, false, new Date());
  return site;
}

async function stored(sub: Subscription) {
  const item = await getItem(
    subscriptionEntity.key({
      siteId: sub.site_id,
      customerId: sub.customer_id,
      subscriptionId: sub.id,
    }),
  );
  if (!item) throw new Error(`subscription ${sub.id} missing`);
  return { sub: subscriptionEntity.fromItem(item), onIndex: typeof item.gsi2pk === "string" };
}

async function paymentsOf(sub: Subscription) {
  const items = await queryAll(paymentsOfSubscription(sub.site_id, sub.customer_id, sub.id));
  return items.map((item) => subscriptionPaymentEntity.fromItem(item));
}

describe("each period is charged at most once", () => {
  it("two runs for the same instant charge each due subscription once", async () => {
    const site = await freshCampus();
    const monthly = await putSubscription(
      createSubscription({
        siteId: site.id,
        frequency: "monthly",
        start: "2026-12-01",
        end: "2027-02-28",
        orderedOn: "2026-11-10",
      }),
    );
    const weekly = await putSubscription(
      createSubscription({
        siteId: site.id,
        frequency: "weekly",
        start: "2026-12-07",
        end: "2027-01-04",
        orderedOn: "2026-11-10",
      }),
    );
    const gateway = new FakeGateway();
    const at = new Date("2026-12-01T12:00:00Z");

    const first = await billCampus(billingDeps(gateway), site.id, at);
    const second = await billCampus(billingDeps(gateway), site.id, at);
    // And two more at once, as an overlapping schedule retry would.
    await Promise.all([
      billCampus(billingDeps(gateway), site.id, at),
      billCampus(billingDeps(gateway), site.id, at),
    ]);

    expect(first.today).toBe("2026-12-01");
    expect(first.periods.map((p) => [p.subscription_id, p.period, p.outcome]).sort()).toEqual(
      [
        [monthly.id, "2026-12-01", "paid"],
        [weekly.id, "2026-11-30", "paid"],
      ].sort(),
    );
    expect(second.periods).toEqual([]);
    expect(gateway.ledger.size).toBe(2);
    expect(gateway.approvedPeriods(monthly.id)).toEqual(["2026-12-01"]);
    expect(gateway.approvedPeriods(weekly.id)).toEqual(["2026-11-30"]);
    expect((await paymentsOf(monthly)).map((p) => [p.period, p.amt, p.result])).toEqual([
      ["2026-12-01", 45_000, "Approved"],
    ]);
    expect((await stored(monthly)).sub.next_bill_day).toBe("2027-01-01");
    expect((await stored(weekly)).sub.next_bill_day).toBe("2026-12-07");
  });

  it("10 duplicate deliveries of one campus message charge once", async () => {
    const site = await freshCampus();
    const subs = await Promise.all([1, 2, 3].map(() => putDecemberMonthly(site.id, "2027-05-31")));
    const gateway = new FakeGateway();
    const deliveries = billingEvent(site.id, "2026-12-01T15:00:00Z", 10).Records.map((record) =>
      handleBillingMessages({ Records: [record] }, billingDeps(gateway)),
    );
    const responses = await Promise.all(deliveries);

    expect(responses.flatMap((r) => r.batchItemFailures)).toEqual([]);
    expect(gateway.ledger.size).toBe(3);
    for (const sub of subs) {
      expect(gateway.approvedPeriods(sub.id)).toEqual(["2026-12-01"]);
      const payments = await paymentsOf(sub);
      expect(payments.map((p) => [p.period, p.result, p.attempts])).toEqual([
        ["2026-12-01", "Approved", 1],
      ]);
      expect((await stored(sub)).sub.next_bill_day).toBe("2027-01-01");
    }
  });

  it("a delivery that loses the gateway is retried and resumes the same charge", async () => {
    const site = await freshCampus();
    const sub = await putDecemberMonthly(site.id, "2027-01-31");
    const gateway = new FakeGateway();
    gateway.unavailableOnce = true;
    const event = billingEvent(site.id, "2026-12-01T15:00:00Z");

    const failed = await handleBillingMessages(event, billingDeps(gateway));
    expect(failed.batchItemFailures).toEqual([{ itemIdentifier: "m-0" }]);
    expect((await paymentsOf(sub)).map((p) => p.result)).toEqual(["Pending"]);

    const redelivered = await handleBillingMessages(event, billingDeps(gateway));
    expect(redelivered.batchItemFailures).toEqual([]);
    expect(gateway.approvedPeriods(sub.id)).toEqual(["2026-12-01"]);
    expect((await paymentsOf(sub)).map((p) => [p.result, p.attempts])).toEqual([["Approved", 1]]);
  });

  it("a canceled subscription is not charged", async () => {
    const site = await freshCampus();
    const canceled = await putDecemberMonthly(site.id, "2027-01-31", {
      canceled: true,
      canceled_at: "2026-11-20T10:00:00.000Z",
      status: "canceled",
    });
    const gateway = new FakeGateway();
    const report = await billCampus(
      billingDeps(gateway),
      site.id,
      new Date("2026-12-02T15:00:00Z"),
    );
    expect(report.periods).toEqual([]);
    expect(gateway.calls).toBe(0);
    expect(await paymentsOf(canceled)).toEqual([]);
    expect((await stored(canceled)).onIndex).toBe(false);
  });

  it("ignores an unknown campus and drops a malformed message without failing the batch", async () => {
    const gateway = new FakeGateway();
    const unknown = await billCampus(billingDeps(gateway), "no-such-campus", new Date());
    expect(unknown).toEqual({ site_id: "no-such-campus", today: null, periods: [] });
    const event = billingEvent(newYork.id, "2026-12-01T15:00:00Z");
    event.Records[0]!.body = "{not json";
    expect(await handleBillingMessages(event, billingDeps(gateway))).toEqual({
      batchItemFailures: [],
    });
  });
});

describe("billing days are campus-local dates", () => {
  // November 1, 2026 is the end of daylight saving time in both zones; December 1 is a month
  // boundary. Each instant is a minute before or after a local midnight of one campus.
  const runs: { at: string; local: Record<"east" | "west", string> }[] = [
    { at: "2026-11-01T03:59:00Z", local: { east: "2026-10-31", west: "2026-10-31" } },
    { at: "2026-11-01T04:01:00Z", local: { east: "2026-11-01", west: "2026-10-31" } },
    { at: "2026-11-01T07:01:00Z", local: { east: "2026-11-01", west: "2026-11-01" } },
    { at: "2026-11-02T04:59:00Z", local: { east: "2026-11-01", west: "2026-11-01" } },
    { at: "2026-11-02T05:01:00Z", local: { east: "2026-11-02", west: "2026-11-01" } },
    { at: "2026-11-02T08:01:00Z", local: { east: "2026-11-02", west: "2026-11-02" } },
    { at: "2026-11-09T12:00:00Z", local: { east: "2026-11-09", west: "2026-11-09" } },
    { at: "2026-11-16T12:00:00Z", local: { east: "2026-11-16", west: "2026-11-16" } },
    { at: "2026-11-23T12:00:00Z", local: { east: "2026-11-23", west: "2026-11-23" } },
    { at: "2026-12-01T04:59:00Z", local: { east: "2026-11-30", west: "2026-11-30" } },
    { at: "2026-12-01T05:01:00Z", local: { east: "2026-12-01", west: "2026-11-30" } },
    { at: "2026-12-01T08:01:00Z", local: { east: "2026-12-01", west: "2026-12-01" } },
  ];

  it("charges weekly and monthly subscriptions on their days across DST and a month boundary, in two zones", async () => {
    const gateway = new FakeGateway();
    const campuses = { east: newYork, west: losAngeles };
    const subs = Object.fromEntries(
      await Promise.all(
        Object.entries(campuses).map(async ([zone, site]) => [
          zone,
          {
            // Billed on the 1st of each month from the start: 11/1 and 12/1.
            monthly: await putSubscription(
              createSubscription({
                siteId: site.id,
                frequency: "monthly",
                start: "2026-11-01",
                end: "2026-12-31",
                orderedOn: "2026-10-15",
              }),
            ),
            // Plan weeks from Monday 11/9 to 11/30, each billed a week ahead: 11/2 … 11/23.
            weekly: await putSubscription(
              createSubscription({
                siteId: site.id,
                frequency: "weekly",
                start: "2026-11-09",
                end: "2026-12-07",
                orderedOn: "2026-10-15",
              }),
            ),
          },
        ]),
      ),
    ) as Record<"east" | "west", { monthly: Subscription; weekly: Subscription }>;
    expect(subs.east.monthly.billing_days).toEqual(["2026-11-01", "2026-12-01"]);
    expect(subs.east.weekly.billing_days).toEqual([
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);

    for (const run of runs) {
      for (const zone of ["east", "west"] as const) {
        await billCampus(billingDeps(gateway), campuses[zone].id, new Date(run.at));
        for (const kind of ["monthly", "weekly"] as const) {
          const sub = subs[zone][kind];
          const due = sub.billing_days.filter((day) => day <= run.local[zone]);
          expect(gateway.approvedPeriods(sub.id), `${zone} ${kind} at ${run.at}`).toEqual(due);
        }
      }
    }
    expect((await stored(subs.west.weekly)).onIndex).toBe(false);
    expect((await stored(subs.west.monthly)).sub.next_bill_day).toBeNull();
  });

  it("catches up skipped days: one run bills every period missed, oldest first", async () => {
    const site = await freshCampus("America/Denver");
    const weekly = await putSubscription(
      createSubscription({
        siteId: site.id,
        frequency: "weekly",
        start: "2026-11-09",
        end: "2026-12-14",
        orderedOn: "2026-10-20",
      }),
    );
    const monthly = await putSubscription(
      createSubscription({
        siteId: site.id,
        frequency: "monthly",
        start: "2026-11-01",
        end: "2027-01-31",
        orderedOn: "2026-10-20",
      }),
    );
    const gateway = new FakeGateway();
    // No run between October 30 and November 17.
    await billCampus(billingDeps(gateway), site.id, new Date("2026-10-30T18:00:00Z"));
    expect(gateway.ledger.size).toBe(0);
    const report = await billCampus(
      billingDeps(gateway),
      site.id,
      new Date("2026-11-17T18:00:00Z"),
    );

    expect(
      report.periods.filter((p) => p.subscription_id === weekly.id).map((p) => p.period),
    ).toEqual(["2026-11-02", "2026-11-09", "2026-11-16"]);
    expect(gateway.approvedPeriods(monthly.id)).toEqual(["2026-11-01"]);
    expect((await stored(weekly)).sub.next_bill_day).toBe("2026-11-23");
    expect((await paymentsOf(weekly)).map((p) => p.period)).toEqual([
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
    ]);
  });
});

describe("declined charges", () => {
  it("are recorded, retried on later runs, then past due with a mail", async () => {
    const site = await freshCampus();
    const email = `declined.${site.id}@example.edu`;
    const sub = await putDecemberMonthly(site.id, "2027-03-31", {
      payment_method: "pm-decline",
      email,
    });
    const gateway = new FakeGateway();
    const run = (at: string) => billCampus(billingDeps(gateway), site.id, new Date(at));

    const day1 = await run("2026-12-01T15:00:00Z");
    expect(day1.periods.map((p) => [p.outcome, p.attempt, p.result])).toEqual([
      ["retry", 1, "Declined"],
    ]);
    expect(
      (await paymentsOf(sub)).map((p) => [p.period, p.result, p.attempts, p.attempt_day]),
    ).toEqual([["2026-12-01", "Declined", 1, "2026-12-01"]]);
    expect(await stored(sub)).toMatchObject({
      sub: { status: "active", failed_attempts: 1 },
      onIndex: true,
    });

    // The hourly run later that day does not try again.
    const sameDay = await run("2026-12-01T20:00:00Z");
    expect(sameDay.periods.map((p) => p.outcome)).toEqual(["waiting"]);
    expect(gateway.calls).toBe(1);

    await run("2026-12-02T15:00:00Z");
    expect((await paymentsOf(sub))[0]).toMatchObject({ result: "Declined", attempts: 2 });
    expect(await sentMail(email)).toEqual([]);

    const last = await run("2026-12-03T15:00:00Z");
    expect(last.periods.map((p) => [p.outcome, p.attempt])).toEqual([
      ["past_due", BILLING_MAX_ATTEMPTS],
    ]);
    expect(await stored(sub)).toMatchObject({
      sub: {
        status: "past_due",
        failed_attempts: BILLING_MAX_ATTEMPTS,
        next_bill_day: "2026-12-01",
      },
      onIndex: false,
    });
    const mails = await waitForMail(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      `${site.name}: your subscription payment could not be processed`,
    );
    expect(mails[0]?.body.text).toContain("$450.00");

    // Past due: later runs leave it alone.
    await run("2026-12-04T15:00:00Z");
    await run("2027-01-01T15:00:00Z");
    expect(gateway.calls).toBe(BILLING_MAX_ATTEMPTS);
    expect(gateway.approvedPeriods(sub.id)).toEqual([]);
    expect(await sentMail(email)).toHaveLength(1);
  });

  it("a retry that is approved pays the period and clears the failures", async () => {
    const site = await freshCampus();
    const sub = await putDecemberMonthly(site.id, "2027-01-31", { payment_method: "pm-flaky" });
    const gateway = new FakeGateway();
    gateway.declining.add("pm-flaky");
    await billCampus(billingDeps(gateway), site.id, new Date("2026-12-01T15:00:00Z"));
    gateway.declining.delete("pm-flaky");
    const retry = await billCampus(billingDeps(gateway), site.id, new Date("2026-12-02T15:00:00Z"));

    expect(retry.periods.map((p) => [p.outcome, p.attempt])).toEqual([["paid", 2]]);
    expect((await paymentsOf(sub)).map((p) => [p.result, p.attempts])).toEqual([["Approved", 2]]);
    expect(await stored(sub)).toMatchObject({
      sub: { status: "active", failed_attempts: 0, next_bill_day: "2027-01-01" },
    });
  });
});
