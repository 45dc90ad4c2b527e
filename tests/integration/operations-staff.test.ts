import { Secret } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { staffById } from "../../functions/platform/staff-session/staff-account-store";
import { queryEntities } from "../../functions/platform/table";
import {
  type AuditEntry,
  auditEntryEntity,
  auditOfSite,
} from "../../shared/operations/entities/audit-entry";
import { OPERATIONS_TENANT, type StaffRole } from "../../shared/platform/roles";
import { createSite } from "../support/factories/site";
import { waitForMail } from "../support/mail";
import { callOperations, type InProcessStaff, inProcessStaff } from "../support/staff";
import {
  accountWithPassword,
  fullSignIn,
  getSession,
  pendingCookieOf,
  setPasswordLinkFor,
  setStaffPassword,
  signIn,
  uniqueStaffEmail,
} from "../support/staff-console";

const campus = createSite({ name: "Staff Campus" });
const other = createSite({ name: "Other Staff Campus" });
let admin: InProcessStaff;

beforeAll(async () => {
  await Promise.all([
    dynamoSiteStore.put(campus, false, new Date()),
    dynamoSiteStore.put(other, false, new Date()),
  ]);
  admin = await inProcessStaff("admin", null);
});

const auditOf = (siteId: string): Promise<AuditEntry[]> =>
  queryEntities(auditEntryEntity, auditOfSite(siteId));

type Member = { id: string; email: string; role: string; site_id: string | null; active: boolean };

const invite = (by: InProcessStaff, params: Record<string, unknown>) =>
  by.call<{ staff: Member; mailed: boolean }>("POST", "/v1/operations/staff", params);

const hostInvite = (email = uniqueStaffEmail("invitee")) => ({
  email,
  name: "Ivy Invitee",
  role: "host",
  site_id: campus.id,
});

describe("who may manage staff", () => {
  const calls: [string, string, (id: string) => Record<string, unknown>][] = [
    ["GET", "/v1/operations/staff", () => ({})],
    ["POST", "/v1/operations/staff", () => hostInvite()],
    ["PUT", "/v1/operations/staff/{staff_id}", (id) => ({ staff_id: id, disabled: true })],
    ["POST", "/v1/operations/staff/{staff_id}/reset_two_factor", (id) => ({ staff_id: id })],
    ["POST", "/v1/operations/staff/{staff_id}/invite", (id) => ({ staff_id: id })],
  ];

  it.each<StaffRole>(["manager", "card_office", "host"])(
    "refuses the %s every staff route with 403, changing nothing",
    async (role) => {
      const member = await inProcessStaff(role, campus.id);
      const target = await inProcessStaff("host", campus.id);
      for (const [method, path, params] of calls) {
        const answer = await member.call(method, path, params(target.account.id));
        expect(answer.status, `${method} ${path}`).toBe(403);
      }
      const stored = await staffById(target.account.id);
      expect(stored?.account.disabled).toBe(false);
    },
  );

  it("refuses a caller without a console session with 401", async () => {
    for (const [method, path, params] of calls) {
      const answer = await callOperations(method, path, params(admin.account.id));
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });

  it("lets the company admin list every account", async () => {
    const member = await inProcessStaff("card_office", other.id);
    const list = await admin.call<{ staff: Member[] }>("GET", "/v1/operations/staff");
    expect(list.status).toBe(200);
    const found = list.body.staff.find((s) => s.id === member.account.id);
    expect(found).toMatchObject({ role: "card_office", site_id: other.id, active: true });
    expect(JSON.stringify(list.body)).not.toMatch(/password_hash|totp_secret|recovery/);
  });
});

describe("inviting", () => {
  it("creates an inactive account, mails a set-password link from the configured origin and audits it", async () => {
    const email = uniqueStaffEmail("Mixed.Case");
    const answer = await invite(admin, hostInvite(email));
    expect(answer.status).toBe(200);
    expect(answer.body.mailed).toBe(true);
    const member = answer.body.staff;
    expect(member).toMatchObject({
      email: email.toLowerCase(),
      role: "host",
      site_id: campus.id,
      active: false,
    });
    await waitForMail(email.toLowerCase());
    const { origin, key } = await setPasswordLinkFor(email.toLowerCase());
    expect(origin).toBe(process.env.WEB_ORIGIN);
    expect(key.startsWith(`${OPERATIONS_TENANT}~`)).toBe(true);
    const entries = await auditOf(campus.id);
    const entry = entries.find((e) => e.target === `staff:${member.id}`);
    expect(entry).toMatchObject({
      action: "staff.invite",
      staff_id: admin.account.id,
      staff_email: admin.account.email,
      before: null,
    });
    expect(entry?.after).toMatchObject({ email: email.toLowerCase(), role: "host" });
  });

  it("refuses an email that already has an account (409), whatever its case", async () => {
    const email = uniqueStaffEmail("twice");
    expect((await invite(admin, hostInvite(email))).status).toBe(200);
    const again = await invite(admin, { ...hostInvite(email.toUpperCase()), role: "manager" });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe("A staff account with this email already exists.");
  });

  it("needs a campus for a campus role, none for a company admin, and an existing campus", async () => {
    const noCampus = await invite(admin, { ...hostInvite(), site_id: null });
    expect(noCampus.status).toBe(400);
    expect(noCampus.body.msg).toMatch(/campus/);
    const adminWithCampus = await invite(admin, { ...hostInvite(), role: "admin" });
    expect(adminWithCampus.status).toBe(400);
    const unknown = await invite(admin, { ...hostInvite(), site_id: "no-such-campus" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe("There is no campus with this id.");
  });

  it("audits a company admin's invitation in the company's own log", async () => {
    const answer = await invite(admin, {
      email: uniqueStaffEmail("admin2"),
      name: "Second Admin",
      role: "admin",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.staff.site_id).toBeNull();
    const entries = await auditOf(OPERATIONS_TENANT);
    expect(entries.some((e) => e.target === `staff:${answer.body.staff.id}`)).toBe(true);
  });

  it("sends a new link that voids the earlier one, only until the password is set", async () => {
    const email = uniqueStaffEmail("resend");
    const answer = await invite(admin, hostInvite(email));
    await waitForMail(email);
    const { key: firstKey } = await setPasswordLinkFor(email);
    const resent = await admin.call<{ mailed: boolean }>(
      "POST",
      "/v1/operations/staff/{staff_id}/invite",
      { staff_id: answer.body.staff.id },
    );
    expect(resent.status).toBe(200);
    await waitForMail(email, { count: 2 });
    const { key: secondKey } = await setPasswordLinkFor(email);
    expect(secondKey).not.toBe(firstKey);
    expect((await setStaffPassword(firstKey)).status).toBe(400);
    expect((await setStaffPassword(secondKey)).status).toBe(200);
    const late = await admin.call("POST", "/v1/operations/staff/{staff_id}/invite", {
      staff_id: answer.body.staff.id,
    });
    expect(late.status).toBe(409);
    const entries = await auditOf(campus.id);
    expect(
      entries.some(
        (e) => e.action === "staff.invite_resent" && e.target === `staff:${answer.body.staff.id}`,
      ),
    ).toBe(true);
  });
});

describe("changing an account", () => {
  it("changes the role, ends the member's sessions and audits before and after", async () => {
    const member = await inProcessStaff("host", campus.id);
    expect((await member.call("GET", "/v1/operations/session")).status).toBe(200);
    const answer = await admin.call<{ staff: Member }>("PUT", "/v1/operations/staff/{staff_id}", {
      staff_id: member.account.id,
      role: "manager",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.staff).toMatchObject({ role: "manager", site_id: campus.id });
    expect((await member.call("GET", "/v1/operations/session")).status).toBe(401);
    const entry = (await auditOf(campus.id)).find(
      (e) => e.action === "staff.update" && e.target === `staff:${member.account.id}`,
    );
    expect(entry?.before).toMatchObject({ role: "host" });
    expect(entry?.after).toMatchObject({ role: "manager" });
  });

  it("moves a member to another campus, audited in both, and lists them there", async () => {
    const member = await inProcessStaff("card_office", campus.id);
    const moved = await admin.call<{ staff: Member }>("PUT", "/v1/operations/staff/{staff_id}", {
      staff_id: member.account.id,
      site_id: other.id,
    });
    expect(moved.status).toBe(200);
    for (const siteId of [campus.id, other.id]) {
      const entries = await auditOf(siteId);
      expect(entries.some((e) => e.target === `staff:${member.account.id}`)).toBe(true);
    }
    const list = await admin.call<{ staff: Member[] }>("GET", "/v1/operations/staff");
    expect(list.body.staff.find((s) => s.id === member.account.id)?.site_id).toBe(other.id);
    const unknown = await admin.call("PUT", "/v1/operations/staff/{staff_id}", {
      staff_id: member.account.id,
      site_id: "no-such-campus",
    });
    expect(unknown.status).toBe(400);
  });

  it("refuses a change of the admin's own account and an unknown member", async () => {
    const self = await admin.call("PUT", "/v1/operations/staff/{staff_id}", {
      staff_id: admin.account.id,
      disabled: true,
    });
    expect(self.status).toBe(409);
    expect((await admin.call("GET", "/v1/operations/session")).status).toBe(200);
    const nobody = await admin.call("PUT", "/v1/operations/staff/{staff_id}", {
      staff_id: "no-such-staff",
      disabled: true,
    });
    expect(nobody.status).toBe(404);
  });

  it("resets two-factor: the sessions end and the next sign-in enrolls again", async () => {
    const secret = new Secret({ size: 20 }).base32;
    const { email, account } = await accountWithPassword("host", campus.id, {
      totpSecret: secret,
    });
    const token = await fullSignIn(email, secret);
    const reset = await admin.call<{ staff: Member }>(
      "POST",
      "/v1/operations/staff/{staff_id}/reset_two_factor",
      { staff_id: account.id },
    );
    expect(reset.status).toBe(200);
    expect(reset.body.staff.active).toBe(false);
    expect((await getSession(token)).status).toBe(401);
    const next = await signIn(email);
    expect(next.body.next).toBe("enroll");
    expect(next.body.enroll?.secret).not.toBe(secret);
    expect(pendingCookieOf(next.cookies)).toBeTruthy();
    const entries = await auditOf(campus.id);
    expect(
      entries.some(
        (e) => e.action === "staff.reset_two_factor" && e.target === `staff:${account.id}`,
      ),
    ).toBe(true);
  });
});
