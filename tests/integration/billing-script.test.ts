import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { encodeSandboxToken } from "../../shared/purchase/payments/sandbox";
import { createSite } from "../support/factories/site";
import { createSubscription, putSubscription } from "../support/factories/subscription";
import { messageLines, runScript } from "../support/script-run";

/**
 * `npm run billing -- --at …` as a developer runs it: its own process, finding the running
 * stack through the state file alone (here the test stack's, in a temporary folder).
 */
const billing = (args: string[], stateFile: string) => runScript("billing.ts", args, stateFile);

const site = createSite({ name: "Script Campus", time_zone: "America/Chicago" });

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
});

describe("npm run billing", () => {
  it("says in one sentence that no local stack is running", async () => {
    const run = await billing(["--at", "2026-12-01T12:00:00Z"], join(tmpdir(), "none", "x.json"));
    expect(run.code).toBe(1);
    expect(messageLines(run.stderr)).toEqual([
      expect.stringMatching(/^No local stack is running \(.*\): start it with `npm start`/),
    ]);
  });

  it("bills the running stack's due subscriptions and prints them; a second run finds nothing", async () => {
    // Billed to the campus account chosen at checkout: no card, so no gateway is involved.
    const sub = await putSubscription(
      createSubscription({
        siteId: site.id,
        frequency: "monthly",
        start: "2026-12-01",
        end: "2027-01-31",
        orderedOn: "2026-11-10",
        payment_method: null,
      }),
    );
    const stateFile = inject("stackStateFile");
    const args = ["--at", "2026-12-01T12:00:00Z", "--site", site.id];
    const first = await billing(args, stateFile);
    expect(messageLines(first.stderr)).toEqual([]);
    expect(first.stdout).toMatch(/^Billing run at 2026-12-01T12:00:00.000Z: 1 published campus/);
    const campusLine = first.stdout
      .split("\n")
      .findIndex((line) => line.includes(`Script Campus (${site.id}), campus date 2026-12-01`));
    expect(campusLine).toBeGreaterThan(0);
    expect(first.stdout).toContain(
      `$450.00  Monthly Gold Plan  billing day 2026-12-01  Approved (charged)  subscription ${sub.id}`,
    );

    const second = await billing(args, stateFile);
    expect(second.stdout).toContain(
      `Script Campus (${site.id}), campus date 2026-12-01: nothing due`,
    );
  });

  it("charges saved cards through the sandbox gateway: approved and declined", async () => {
    const campus = createSite({ name: "Sandbox Campus", time_zone: "America/New_York" });
    await dynamoSiteStore.put(campus, false, new Date());
    const card = (outcome: "approved" | "declined", last4: string) =>
      encodeSandboxToken({ outcome, brand: "Visa", last4 }, `nonce${last4}xyz`, "sbxpm");
    const make = (paymentMethod: string) =>
      putSubscription(
        createSubscription({
          siteId: campus.id,
          frequency: "weekly",
          start: "2026-12-07",
          end: "2026-12-21",
          orderedOn: "2026-11-10",
          payment_method: paymentMethod,
        }),
      );
    const approved = await make(card("approved", "4242"));
    const declined = await make(card("declined", "0002"));

    const run = await billing(
      ["--at", "2026-11-30T17:00:00Z", "--site", campus.id],
      inject("stackStateFile"),
    );
    expect(messageLines(run.stderr)).toEqual([]);
    expect(run.stdout).toContain(
      `$125.00  Weekly Block 14  billing day 2026-11-30  Approved (charged)  subscription ${approved.id}`,
    );
    expect(run.stdout).toContain(
      `$125.00  Weekly Block 14  billing day 2026-11-30  Declined (declined, retried on the next run day)  subscription ${declined.id}`,
    );
  });
});
