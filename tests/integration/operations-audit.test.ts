import { randomUUID } from "node:crypto";
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { auditPut } from "../../functions/operations/operations/audit";
import { documentClient } from "../../functions/platform/dynamo";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { seedFormsDemo } from "../../scripts/demo/operations/forms";
import type { AuditEntryView } from "../../shared/operations/routes/operations-audit";
import type { OperationFormRow } from "../../shared/operations/routes/operations-forms";
import { OPERATIONS_TENANT } from "../../shared/platform/roles";
import { createSite } from "../support/factories/site";
import { callOperations, type InProcessStaff, inProcessStaff } from "../support/staff";

const AUDIT = "/v1/operations/audit";
const site = createSite();
const other = createSite();
const now = new Date();

let manager: InProcessStaff;
let admin: InProcessStaff;
let otherManager: InProcessStaff;

type Log = { entries: AuditEntryView[]; cursor: string | null };

const audit = (staff: InProcessStaff, params: Record<string, unknown>) =>
  staff.call<Log>("GET", AUDIT, params);

beforeAll(async () => {
  await Promise.all([site, other].map((s) => dynamoSiteStore.put(s, false, now)));
  await seedFormsDemo(site.id, now);
  [manager, admin, otherManager] = await Promise.all([
    inProcessStaff("manager", site.id),
    inProcessStaff("admin", null),
    inProcessStaff("manager", other.id),
  ]);
});

describe("the audit log", () => {
  it("shows a status change at the top: who, when, what, before and after", async () => {
    const listing = await manager.call<{ rows: OperationFormRow[] }>(
      "GET",
      "/v1/operations/forms",
      { site_id: site.id, kind: "feedback", status: "new" },
    );
    const row = listing.body.rows[0] as OperationFormRow;
    const changed = await manager.call("PUT", "/v1/operations/forms/{kind}/{submission_id}", {
      site_id: site.id,
      kind: "feedback",
      submission_id: row.submission_id,
      status: "in_progress",
    });
    expect(changed.status, changed.body.msg).toBe(200);

    const log = await audit(manager, { site_id: site.id });
    expect(log.status, log.body.msg).toBe(200);
    expect(log.body.entries[0]).toMatchObject({
      staff_id: manager.account.id,
      staff_email: manager.account.email,
      action: "form.status",
      target: `form:feedback/${row.submission_id}`,
      before: { status: "new" },
      after: { status: "in_progress" },
    });
    const at = Date.parse(log.body.entries[0]?.at ?? "");
    expect(Math.abs(at - Date.now())).toBeLessThan(60_000);
    const times = log.body.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    // The demo's seeded status changes are there too, credited to the demo manager.
    expect(log.body.entries.some((entry) => entry.staff_email.startsWith("manager@"))).toBe(true);
  });

  it("filters by action or by area, and pages by cursor", async () => {
    const all = (await audit(manager, { site_id: site.id, limit: 100 })).body.entries;
    expect(all.length).toBeGreaterThan(3);
    const byAction = await audit(manager, { site_id: site.id, action: "form.status" });
    expect(byAction.body.entries).toHaveLength(all.length);
    const byArea = await audit(manager, { site_id: site.id, action: "form" });
    expect(byArea.body.entries).toHaveLength(all.length);
    const none = await audit(manager, { site_id: site.id, action: "order.refund" });
    expect(none.body.entries).toEqual([]);
    expect((await audit(manager, { site_id: site.id, action: "Form Status!" })).status).toBe(400);

    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await audit(manager, {
        site_id: site.id,
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.status).toBe(200);
      seen.push(...page.body.entries.map((entry) => entry.id));
      cursor = page.body.cursor;
    } while (cursor);
    expect(seen).toEqual(all.map((entry) => entry.id));
    expect((await audit(manager, { site_id: site.id, cursor: "%%%" })).status).toBe(400);
  });

  it("keeps each campus's log to itself and the company's to the admin", async () => {
    expect((await audit(otherManager, { site_id: site.id })).status).toBe(403);
    expect((await audit(manager, { site_id: OPERATIONS_TENANT })).status).toBe(403);
    const mine = await audit(otherManager, { site_id: other.id });
    expect(mine.status).toBe(200);
    expect(mine.body.entries).toEqual([]);

    // A company-level entry (staff management writes these) is the admin's to read.
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          auditPut(
            { account: admin.account, signedInAt: now, version: 1 },
            {
              siteId: OPERATIONS_TENANT,
              action: "staff.test",
              target: `staff:${randomUUID()}`,
              after: { role: "host" },
            },
            new Date(),
          ),
        ],
      }),
    );
    const company = await audit(admin, { site_id: OPERATIONS_TENANT, action: "staff.test" });
    expect(company.status, company.body.msg).toBe(200);
    expect(company.body.entries[0]).toMatchObject({
      action: "staff.test",
      staff_email: admin.account.email,
      before: null,
      after: { role: "host" },
    });
    const campus = await audit(admin, { site_id: site.id });
    expect(campus.body.entries.length).toBeGreaterThan(0);
  });

  it("refuses the card office and hosts (403) and strangers (401)", async () => {
    for (const role of ["card_office", "host"] as const) {
      const staff = await inProcessStaff(role, site.id);
      expect((await audit(staff, { site_id: site.id })).status, role).toBe(403);
    }
    expect((await callOperations("GET", AUDIT, { site_id: site.id })).status).toBe(401);
  });

  it("answers 400 without a campus", async () => {
    expect((await admin.call("GET", AUDIT, {})).status).toBe(400);
    expect((await admin.call("GET", AUDIT, { site_id: "Not A Site" })).status).toBe(400);
  });
});
