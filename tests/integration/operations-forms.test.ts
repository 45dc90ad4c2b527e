import { beforeAll, describe, expect, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { queryAll } from "../../functions/platform/table";
import { seedFormsDemo } from "../../scripts/demo/operations/forms";
import { auditOfSite } from "../../shared/operations/entities/audit-entry";
import { timeKeyReference } from "../../shared/operations/form-reference";
import type { OperationFormKind } from "../../shared/operations/form-status";
import type { OperationFormRow } from "../../shared/operations/routes/operations-forms";
import { createSite } from "../support/factories/site";
import { inProcessCustomer } from "../support/in-process";
import { callOperations, type InProcessStaff, inProcessStaff } from "../support/staff";

const LIST = "/v1/operations/forms";
const UPDATE = "/v1/operations/forms/{kind}/{submission_id}";

const site = createSite({
  customer_login: true,
  show_on_the_go: true,
  email: "ops@forms.example.edu",
});
const other = createSite();
const now = new Date();

let manager: InProcessStaff;
let admin: InProcessStaff;
let otherManager: InProcessStaff;

type Listing = { rows: OperationFormRow[]; cursor: string | null };

const list = (
  staff: InProcessStaff,
  kind: OperationFormKind,
  extra: Record<string, unknown> = {},
) => staff.call<Listing>("GET", LIST, { site_id: site.id, kind, ...extra });

const update = (
  staff: InProcessStaff,
  kind: OperationFormKind,
  submissionId: string,
  status: string,
  extra: Record<string, unknown> = {},
) =>
  staff.call<{ row: OperationFormRow }>("PUT", UPDATE, {
    site_id: site.id,
    kind,
    submission_id: submissionId,
    status,
    ...extra,
  });

async function rowsOf(kind: OperationFormKind, extra: Record<string, unknown> = {}) {
  const response = await list(manager, kind, extra);
  expect(response.status, response.body.msg).toBe(200);
  return response.body.rows;
}

beforeAll(async () => {
  await Promise.all([site, other].map((s) => dynamoSiteStore.put(s, false, now)));
  await seedFormsDemo(site.id, now);
  // A second earlier, so no sort key (nor reference) of one campus is also one of the other.
  await seedFormsDemo(other.id, new Date(now.getTime() - 1000));
  [manager, admin, otherManager] = await Promise.all([
    inProcessStaff("manager", site.id),
    inProcessStaff("admin", null),
    inProcessStaff("manager", other.id),
  ]);
});

describe("listing a campus's submissions", () => {
  it("answers each kind newest first, with its fields and status", async () => {
    const expected: Record<OperationFormKind, number> = {
      health: 3,
      on_the_go: 4,
      feedback: 3,
      faq: 2,
    };
    for (const [kind, count] of Object.entries(expected) as [OperationFormKind, number][]) {
      const rows = await rowsOf(kind);
      expect(rows, kind).toHaveLength(count);
      expect(rows.every((row) => row.kind === kind)).toBe(true);
      const created = rows.map((row) => row.created_at);
      expect(created, kind).toEqual([...created].sort().reverse());
      for (const row of rows) expect(row.submission_id).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    const [newestOrder] = await rowsOf("on_the_go");
    expect(newestOrder).toMatchObject({
      status: "new",
      status_at: null,
      name: "Sam Whitfield",
      email: "sam.whitfield@cedarridge.example.edu",
      customer_id: "demo-customer-sam",
      faq_form: null,
      fields: { entree: "Sandwich", pick_up: "12:00p - 12:30p" },
    });
    const feedback = await rowsOf("feedback");
    expect(feedback.map((row) => row.status)).toEqual(["new", "in_progress", "done"]);
    expect(feedback[0]).toMatchObject({ name: "Noor Haddad", customer_id: null });
    expect(Object.keys(feedback[0]?.fields ?? {})).not.toContain("pk");
    expect(Object.keys(feedback[0]?.fields ?? {})).not.toContain("status");
    const faq = await rowsOf("faq");
    expect(faq[0]).toMatchObject({
      faq_form: "answer_form",
      faq_answer_id: "a-dietitian",
      fields: { "What would you like to discuss?": "Celiac disease" },
    });
    expect(faq[1]).toMatchObject({ faq_form: "follow_up", name: "Ravi Sandhu", status: "done" });
  });

  it("filters by status, an untouched submission counting as new", async () => {
    expect((await rowsOf("on_the_go", { status: "prepared" })).map((r) => r.name)).toEqual([
      "Marco Diaz",
    ]);
    expect((await rowsOf("health", { status: "new" })).map((r) => r.name)).toEqual([
      "Avery Lindqvist",
    ]);
    const refused = await list(manager, "health", { status: "prepared" });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      "The status of Dietary health submissions is one of: new, in_progress, done.",
    ]);
    expect((await list(manager, "health", { status: "lost" })).status).toBe(400);
    expect((await list(manager, "parcels" as OperationFormKind)).status).toBe(400);
  });

  it("pages by cursor, with and without a filter", async () => {
    const all = await rowsOf("on_the_go");
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await list(manager, "on_the_go", { limit: 3, ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      expect(page.body.rows.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.rows.map((row) => row.submission_id));
      cursor = page.body.cursor;
    } while (cursor);
    expect(seen).toEqual(all.map((row) => row.submission_id));

    const firstNew = await list(manager, "feedback", { limit: 1, status: "new" });
    expect(firstNew.body.rows.map((r) => r.name)).toEqual(["Noor Haddad"]);
    if (firstNew.body.cursor) {
      const rest = await list(manager, "feedback", {
        limit: 1,
        status: "new",
        cursor: firstNew.body.cursor,
      });
      expect(rest.body.rows).toEqual([]);
    }
    const bad = await list(manager, "feedback", { cursor: "not-a-cursor" });
    expect(bad.status).toBe(400);
  });

  it("shows a form a customer sent through the customer route", async () => {
    const customer = await inProcessCustomer(site.id);
    const sent = await customer.call("customer", "POST", "/v1/customer/health_form", {
      site_id: site.id,
      date: "2026-11-23",
      name: "Casey Route",
      email: "casey.route@example.edu",
      city: "Palo Verde",
      allergens: ["Peanuts"],
      consent: true,
    });
    expect(sent.status, sent.body.msg).toBe(200);
    const [newest] = await rowsOf("health");
    expect(newest).toMatchObject({ name: "Casey Route", status: "new", customer_id: customer.id });
    // Two new forms one per page: a filtered read that found more than fits resumes after the
    // one it showed.
    const first = await list(manager, "health", { status: "new", limit: 1 });
    expect(first.body.rows.map((row) => row.name)).toEqual(["Casey Route"]);
    const second = await list(manager, "health", {
      status: "new",
      limit: 1,
      cursor: first.body.cursor,
    });
    expect(second.body.rows.map((row) => row.name)).toEqual(["Avery Lindqvist"]);
  });
});

describe("setting a submission's status", () => {
  it("moves an On The Go order along and records it once", async () => {
    const order = (await rowsOf("on_the_go", { status: "new" }))[0] as OperationFormRow;
    const auditBefore = (await queryAll(auditOfSite(site.id))).length;
    const preparing = await update(manager, "on_the_go", order.submission_id, "preparing");
    expect(preparing.status, preparing.body.msg).toBe(200);
    expect(preparing.body.row).toMatchObject({
      submission_id: order.submission_id,
      status: "preparing",
      status_at: expect.any(String),
    });
    const prepared = await update(manager, "on_the_go", order.submission_id, "prepared", {
      expected_status: "preparing",
    });
    expect(prepared.body.row.status).toBe("prepared");
    // The same status again: a double click, nothing written or recorded.
    const again = await update(manager, "on_the_go", order.submission_id, "prepared");
    expect(again.status).toBe(200);
    const rows = await rowsOf("on_the_go");
    expect(rows.find((row) => row.submission_id === order.submission_id)?.status).toBe("prepared");
    const audit = await queryAll(auditOfSite(site.id));
    expect(audit.length).toBe(auditBefore + 2);
    const entries = audit
      .map((item) => item.data as { target: string; action: string; after: unknown })
      .filter((entry) => entry.target === `form:on_the_go/${order.submission_id}`);
    expect(entries.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([{ status: "preparing" }, { status: "prepared" }]),
    );
    expect(entries.every((entry) => entry.action === "form.status")).toBe(true);
  });

  it("refuses a stale expected status with 409", async () => {
    const form = (await rowsOf("health", { status: "in_progress" }))[0] as OperationFormRow;
    const stale = await update(manager, "health", form.submission_id, "done", {
      expected_status: "new",
    });
    expect([stale.status, stale.body.msg]).toEqual([
      409,
      "This submission is now In progress; reload to see the latest status.",
    ]);
  });

  it("answers 400 for a status of another kind or an unknown one", async () => {
    const form = (await rowsOf("health"))[0] as OperationFormRow;
    const otherKind = await update(manager, "health", form.submission_id, "picked_up");
    expect([otherKind.status, otherKind.body.msg]).toEqual([
      400,
      "The status of Dietary health submissions is one of: new, in_progress, done.",
    ]);
    expect((await update(manager, "health", form.submission_id, "shipped")).status).toBe(400);
    const order = (await rowsOf("on_the_go"))[0] as OperationFormRow;
    expect((await update(manager, "on_the_go", order.submission_id, "done")).status).toBe(400);
  });

  it("answers 400 for a malformed reference and 404 for one that names nothing", async () => {
    for (const bad of ["abc", "x".repeat(300), "..%2f", "AAAA"]) {
      const response = await update(manager, "feedback", bad, "done");
      expect([response.status, bad]).toEqual([400, bad]);
    }
    const padded = `${timeKeyReference("2026-01-01T00:00:00.000Z#0d2d9b1a-4f3e-4c56-9b2a-1a2b3c4d5e6f")}=`;
    expect((await update(manager, "feedback", padded, "done")).status).toBe(400);
    const unknown = timeKeyReference(
      "2026-01-01T00:00:00.000Z#0d2d9b1a-4f3e-4c56-9b2a-1a2b3c4d5e6f",
    );
    const missing = await update(manager, "feedback", unknown, "done");
    expect([missing.status, missing.body.msg]).toEqual([404, "That submission was not found."]);
    // A real reference under another kind names nothing there.
    const feedback = (await rowsOf("feedback"))[0] as OperationFormRow;
    expect((await update(manager, "faq", feedback.submission_id, "done")).status).toBe(404);
  });

  it("lets racing clicks record exactly one change", async () => {
    const faq = (await rowsOf("faq", { status: "new" }))[0] as OperationFormRow;
    const target = `form:faq/${faq.submission_id}`;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => update(manager, "faq", faq.submission_id, "in_progress")),
    );
    for (const result of results) expect([200, 409]).toContain(result.status);
    const entries = (await queryAll(auditOfSite(site.id))).filter(
      (item) => (item.data as { target: string }).target === target,
    );
    expect(entries).toHaveLength(1);
  });
});

describe("who may use the forms area", () => {
  it("lets the company admin list and update any campus", async () => {
    const rows = (await admin.call<Listing>("GET", LIST, { site_id: other.id, kind: "feedback" }))
      .body.rows;
    expect(rows).toHaveLength(3);
    const first = rows[0] as OperationFormRow;
    const response = await admin.call("PUT", UPDATE, {
      site_id: other.id,
      kind: "feedback",
      submission_id: first.submission_id,
      status: "in_progress",
    });
    expect(response.status, response.body.msg).toBe(200);
  });

  it("refuses the card office and hosts (403) and strangers (401)", async () => {
    const row = (await rowsOf("feedback"))[0] as OperationFormRow;
    for (const role of ["card_office", "host"] as const) {
      const staff = await inProcessStaff(role, site.id);
      expect((await list(staff, "feedback")).status, role).toBe(403);
      expect((await update(staff, "feedback", row.submission_id, "done")).status, role).toBe(403);
    }
    const anonymous = await callOperations("GET", LIST, { site_id: site.id, kind: "feedback" });
    expect(anonymous.status).toBe(401);
    const anonymousPut = await callOperations("PUT", UPDATE, {
      site_id: site.id,
      kind: "feedback",
      submission_id: row.submission_id,
      status: "done",
    });
    expect(anonymousPut.status).toBe(401);
  });

  it("refuses another campus's manager (403), and a reference never crosses campuses", async () => {
    const row = (await rowsOf("feedback"))[0] as OperationFormRow;
    expect((await list(otherManager, "feedback")).status).toBe(403);
    expect((await update(otherManager, "feedback", row.submission_id, "done")).status).toBe(403);
    // Named under its own campus, campus A's reference finds nothing on campus B.
    const own = await otherManager.call("PUT", UPDATE, {
      site_id: other.id,
      kind: "feedback",
      submission_id: row.submission_id,
      status: "done",
    });
    expect(own.status).toBe(404);
  });
});

describe("the demo seed", () => {
  it("is idempotent", async () => {
    const count = async () =>
      (
        await Promise.all(
          (["health", "on_the_go", "feedback", "faq"] as const).map((kind) => rowsOf(kind)),
        )
      ).flat().length;
    const auditCount = async () => (await queryAll(auditOfSite(site.id))).length;
    const [before, auditBefore] = [await count(), await auditCount()];
    await seedFormsDemo(site.id, new Date(now.getTime() + 60_000));
    expect([await count(), await auditCount()]).toEqual([before, auditBefore]);
  });
});
