import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signSession } from "../../../functions/platform/session/session-token";
import { checkStaffScope } from "../../../functions/platform/staff-session/staff-guard";
import {
  STAFF_IDLE_SECONDS,
  STAFF_SESSION_MAX_SECONDS,
  signPendingSignIn,
  signStaffSession,
  verifyPendingSignIn,
  verifyStaffSession,
} from "../../../functions/platform/staff-session/staff-token";
import type { StaffAccount } from "../../../shared/operations/entities/staff-account";

const key = randomBytes(32);
const at = (iso: string) => new Date(iso);
const signedInAt = at("2026-11-27T08:00:00Z");

describe("the console's session token", () => {
  it("ends after 30 idle minutes", async () => {
    const { token } = await signStaffSession(
      { staffId: "s1", version: 1, signedInAt },
      key,
      signedInAt,
    );
    const idle = new Date(signedInAt.getTime() + (STAFF_IDLE_SECONDS - 1) * 1000);
    expect(await verifyStaffSession(token, key, idle)).toMatchObject({ staffId: "s1", version: 1 });
    const gone = new Date(signedInAt.getTime() + STAFF_IDLE_SECONDS * 1000);
    expect(await verifyStaffSession(token, key, gone)).toBeUndefined();
  });

  it("slides with activity but never past 8 hours from sign-in", async () => {
    let now = signedInAt;
    let token = (await signStaffSession({ staffId: "s1", version: 1, signedInAt }, key, now)).token;
    // A request every 20 minutes keeps it alive...
    while (now.getTime() - signedInAt.getTime() < (STAFF_SESSION_MAX_SECONDS - 1200) * 1000) {
      now = new Date(now.getTime() + 20 * 60 * 1000);
      const session = await verifyStaffSession(token, key, now);
      expect(session?.signedInAt.toISOString()).toBe(signedInAt.toISOString());
      token = (await signStaffSession({ staffId: "s1", version: 1, signedInAt }, key, now)).token;
    }
    // ...until the eighth hour ends, whatever the last re-signing said.
    const end = new Date(signedInAt.getTime() + STAFF_SESSION_MAX_SECONDS * 1000);
    expect(await verifyStaffSession(token, key, end)).toBeUndefined();
  });

  it("is not a customer token, nor a half-finished sign-in, and they are not it", async () => {
    const customer = await signSession(
      { siteId: "a", customerId: "c", version: 1 },
      key,
      signedInAt,
    );
    expect(await verifyStaffSession(customer.token, key, signedInAt)).toBeUndefined();
    const pending = await signPendingSignIn({ staffId: "s1", version: 1 }, key, signedInAt);
    expect(await verifyStaffSession(pending, key, signedInAt)).toBeUndefined();
    expect(await verifyPendingSignIn(pending, key, signedInAt)).toEqual({
      staffId: "s1",
      version: 1,
    });
    const { token } = await signStaffSession(
      { staffId: "s1", version: 1, signedInAt },
      key,
      signedInAt,
    );
    expect(await verifyPendingSignIn(token, key, signedInAt)).toBeUndefined();
  });

  it("refuses a token signed with another key", async () => {
    const { token } = await signStaffSession(
      { staffId: "s1", version: 1, signedInAt },
      randomBytes(32),
      signedInAt,
    );
    expect(await verifyStaffSession(token, key, signedInAt)).toBeUndefined();
  });
});

const account = (role: StaffAccount["role"], site_id: string | null): StaffAccount => ({
  id: "s1",
  email: "x@example.edu",
  name: "X",
  role,
  site_id,
  disabled: false,
  created_at: signedInAt.toISOString(),
  password_set_at: null,
  totp_enrolled_at: null,
});

describe("a staff member's campus scope", () => {
  it("lets a campus role name only its own campus", () => {
    expect(() => checkStaffScope(account("manager", "a"), { site_id: "a" })).not.toThrow();
    expect(() => checkStaffScope(account("manager", "a"), { site_id: "b" })).toThrow(
      "You do not have access to this campus.",
    );
    expect(() => checkStaffScope(account("host", "a"), { site_id: ["a"] })).toThrow();
  });

  it("lets the company admin name any campus", () => {
    expect(() => checkStaffScope(account("admin", null), { site_id: "b" })).not.toThrow();
  });
});
