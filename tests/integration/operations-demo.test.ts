import { beforeAll, describe, expect, it } from "vitest";
import { seedOperationsDemo } from "../../scripts/demo/operations";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { cedarRidgeCopy } from "../support/campus-copy";
import { type InProcessStaff, inProcessStaff } from "../support/staff";

// `npm start` seeds the console's demo so every screen shows something (docs/operations.md "Demo"): here
// on a copy of Cedar Ridge, twice (a restart seeds nothing again), read back through the
// console's own routes as the company admin.

const SITE = "ops-demo-copy";
let admin: InProcessStaff;

beforeAll(async () => {
  await cedarRidgeCopy(SITE);
  const now = new Date();
  await seedOperationsDemo({ siteId: SITE, now });
  await seedOperationsDemo({ siteId: SITE, now });
  admin = await inProcessStaff("admin", null);
}, 120_000);

const rows = async (path: string, params: Record<string, unknown>, key: string) => {
  const { status, body } = await admin.call<Record<string, unknown[]>>("GET", path, {
    site_id: SITE,
    ...params,
  });
  expect(status, body.msg as unknown as string).toBe(200);
  return body[key] ?? [];
};

describe("the operations demo", () => {
  it("gives every screen something to show, once", async () => {
    const today = campusDate(new Date(), "America/Los_Angeles");
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const orders = await rows("/v1/operations/orders", { from, to: today, limit: 100 }, "orders");
    expect(orders.length).toBe(25);
    expect(
      (await rows("/v1/operations/subscriptions", {}, "subscriptions")).length,
    ).toBeGreaterThan(3);
    for (const kind of ["health", "on_the_go", "feedback", "faq"]) {
      expect((await rows("/v1/operations/forms", { kind }, "rows")).length, kind).toBeGreaterThan(
        0,
      );
    }
    const locations = await rows("/v1/operations/reservations/locations", {}, "locations");
    expect(locations.length).toBeGreaterThan(0);
    expect((await rows("/v1/operations/audit", {}, "entries")).length).toBeGreaterThan(0);
  });
});
