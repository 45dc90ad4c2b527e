import type { SQSEvent } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import type { SavedChargeRequest } from "../../functions/purchase/gateway/gateway";
import type { CampusBillingMessage } from "../../functions/subscriptions/billing/billing-message";
import {
  billCampus,
  type CampusBillingReport,
  STOP_RESERVE_MS,
} from "../../functions/subscriptions/billing/billing-service";
import {
  chargesPerSecond,
  handleBillingMessages,
} from "../../functions/subscriptions/billing/worker";
import { billingDeps, billingEvent } from "../support/billing";
import { createSite } from "../support/factories/site";
import { putDecemberMonthly } from "../support/factories/subscription";
import { FakeGateway } from "../support/fake-gateway";

// docs/decisions/subscription-billing.md "Pacing": a campus run calls the gateway at a set
// rate, and a campus too large for one worker invocation goes on in follow-up messages.

async function freshCampus() {
  const site = createSite({ time_zone: "America/Chicago", name: "Billing at scale" });
  await dynamoSiteStore.put(site, false, new Date());
  return site;
}

/** The campus queue's delivery of one message, as SQS hands it to the worker. */
function delivery(message: CampusBillingMessage): SQSEvent {
  const event = billingEvent(message.site_id, message.at);
  const [record] = event.Records;
  if (record) record.body = JSON.stringify(message);
  return event;
}

/** A Lambda context whose time runs out after `checks` looks at it. */
const lambdaWith = (checks: number) => {
  let looked = 0;
  return {
    getRemainingTimeInMillis: () => {
      looked += 1;
      return looked <= checks ? 280_000 : STOP_RESERVE_MS - 1;
    },
  };
};

describe("a campus the worker cannot bill in one invocation", () => {
  it("goes on in follow-up messages and charges every period exactly once", async () => {
    const site = await freshCampus();
    const subs = await Promise.all(
      Array.from({ length: 40 }, () => putDecemberMonthly(site.id, "2027-05-31")),
    );
    const gateway = new FakeGateway();
    const queue: CampusBillingMessage[] = [];
    const deps = {
      ...billingDeps(gateway),
      chargesPerSecond: 500,
      continueLater: async (message: CampusBillingMessage) => void queue.push(message),
    };
    const reports: CampusBillingReport[] = [];
    const at = "2026-12-01T15:00:00Z";
    const first = await handleBillingMessages(
      delivery({ site_id: site.id, at }),
      deps,
      (report) => reports.push(report),
      lambdaWith(12),
    );
    expect(first.batchItemFailures).toEqual([]);
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ site_id: site.id, at: new Date(at).toISOString() });
    expect(queue[0]?.after).toMatch(/^2026-12-01#/);
    const firstCalls = gateway.calls;
    expect(firstCalls).toBeGreaterThan(0);
    expect(firstCalls).toBeLessThan(subs.length);

    // The next hourly run reaches the campus while the first still goes on: it leaves it be.
    const hourly = await billCampus(deps, site.id, new Date("2026-12-01T16:00:00Z"));
    expect(hourly).toMatchObject({ periods: [], run_in_progress: true });
    expect(gateway.calls).toBe(firstCalls);

    let invocations = 1;
    for (let message = queue.shift(); message; message = queue.shift()) {
      invocations += 1;
      const { batchItemFailures } = await handleBillingMessages(
        delivery(message),
        deps,
        (report) => reports.push(report),
        lambdaWith(12),
      );
      expect(batchItemFailures).toEqual([]);
      expect(invocations).toBeLessThan(20);
    }
    expect(invocations).toBeGreaterThan(2);
    // Each subscription charged once, with no second call for any of them.
    expect(gateway.calls).toBe(subs.length);
    expect(gateway.ledger.size).toBe(subs.length);
    for (const sub of subs) expect(gateway.approvedPeriods(sub.id)).toEqual(["2026-12-01"]);
    const paid = reports.flatMap((report) => report.periods).filter((p) => p.outcome === "paid");
    expect(paid.map((p) => p.subscription_id).sort()).toEqual(subs.map((sub) => sub.id).sort());
    // The run is over: the next one takes the campus (nothing left to bill).
    const after = await billCampus(deps, site.id, new Date("2026-12-01T17:00:00Z"));
    expect(after).toEqual({ site_id: site.id, today: "2026-12-01", periods: [] });
  }, 60_000);
});

describe("a campus run's gateway calls", () => {
  it("start no faster than the configured rate", async () => {
    const site = await freshCampus();
    await Promise.all(Array.from({ length: 12 }, () => putDecemberMonthly(site.id, "2027-05-31")));
    const gateway = new FakeGateway();
    const startedAt: number[] = [];
    const charge = gateway.chargeSaved.bind(gateway);
    gateway.chargeSaved = (request: SavedChargeRequest) => {
      startedAt.push(performance.now());
      return charge(request);
    };
    const report = await billCampus(
      { ...billingDeps(gateway), chargesPerSecond: 20 },
      site.id,
      new Date("2026-12-01T15:00:00Z"),
    );
    expect(report.periods.filter((p) => p.outcome === "paid")).toHaveLength(12);
    startedAt.sort((a, b) => a - b);
    // 20 a second: one call every 50 ms (a few ms of timer slack allowed).
    for (let i = 1; i < startedAt.length; i += 1) {
      expect((startedAt[i] ?? 0) - (startedAt[i - 1] ?? 0)).toBeGreaterThan(40);
    }
    expect((startedAt.at(-1) ?? 0) - (startedAt[0] ?? 0)).toBeGreaterThanOrEqual(11 * 45);
  });

  it("are paced at BILLING_CHARGES_PER_SECOND, or 10 a second without it", () => {
    expect(chargesPerSecond("25")).toBe(25);
    expect(chargesPerSecond(undefined)).toBe(10);
    expect(chargesPerSecond("")).toBe(10);
    expect(chargesPerSecond("fast")).toBe(10);
    expect(chargesPerSecond("-3")).toBe(10);
  });
});
