import { Secret } from "otpauth";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attemptsKey } from "../../functions/accounts/login-throttle";
import { verifyPassword } from "../../functions/platform/password-hash";
import { sessionCookieName } from "../../functions/platform/session/cookies";
import { signSession } from "../../functions/platform/session/session-token";
import { sessionSigningKey } from "../../functions/platform/session/signing-key";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import {
  staffByEmail,
  staffById,
} from "../../functions/platform/staff-session/staff-account-store";
import { signStaffSession } from "../../functions/platform/staff-session/staff-token";
import { getItem } from "../../functions/platform/table";
import {
  DEMO_STAFF,
  DEMO_STAFF_PASSWORD,
  seedStaffDemo,
} from "../../scripts/demo/operations/staff";
import { OPERATIONS_TENANT } from "../../shared/platform/roles";
import { createSite } from "../support/factories/site";
import { LOGIN_WINDOW_WAIT_MS, startInsideLoginWindow } from "../support/login-window";
import { waitForMail } from "../support/mail";
import { callOperations, inProcessStaff } from "../support/staff";
import {
  accountWithPassword,
  fullSignIn,
  getSession,
  pendingCookieOf,
  STAFF_TEST_PASSWORD,
  secondFactor,
  sessionCookieOf,
  setPasswordLinkFor,
  setStaffPassword,
  signIn,
  totpCode,
  uniqueStaffEmail,
} from "../support/staff-console";

const INVALID = "The email address or password is incorrect.";
const LOCKED =
  "Too many failed login attempts. For your security, please wait 15 minutes and try again.";
const EXPIRED = "Your session has ended. Please sign in again.";

const site = createSite({ name: "Sign-in Campus" });

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
});

const newSecret = () => new Secret({ size: 20 }).base32;

describe("the password step", () => {
  it("answers one message for a wrong password, an unknown email, a disabled and a not yet activated account", async () => {
    const { email } = await accountWithPassword("manager", site.id, { totpSecret: newSecret() });
    const disabled = await accountWithPassword("host", site.id, {
      totpSecret: newSecret(),
      disabled: true,
    });
    const invited = await inProcessStaff("host", site.id, {
      email: uniqueStaffEmail("invited"),
      active: false,
    });
    const answers = [
      await signIn(email, "Wrong-pass1!"),
      await signIn(uniqueStaffEmail("nobody")),
      await signIn(disabled.email),
      await signIn(invited.account.email, "anything-at-all"),
    ];
    for (const answer of answers) {
      expect(answer?.status).toBe(401);
      expect(answer?.body.msg).toBe(INVALID);
      expect(pendingCookieOf(answer?.cookies ?? [])).toBeUndefined();
      expect(sessionCookieOf(answer?.cookies ?? [])).toBeUndefined();
    }
  });

  it("starts no session with a right password: only a pending second step", async () => {
    const secret = newSecret();
    const { email } = await accountWithPassword("manager", site.id, { totpSecret: secret });
    const first = await signIn(email);
    expect(first.status).toBe(200);
    expect(first.body.next).toBe("totp");
    expect(first.body.enroll).toBeUndefined();
    expect(sessionCookieOf(first.cookies)).toBeUndefined();
    const pending = pendingCookieOf(first.cookies) ?? "";
    expect(pending).not.toBe("");
    // The pending token is no session, in the session cookie or anywhere else.
    expect((await getSession(pending)).status).toBe(401);
    // The second step without the pending cookie.
    const bare = await callOperations("POST", "/v1/operations/session/two_factor", {
      code: totpCode(secret),
    });
    expect(bare.status).toBe(401);
  });
});

describe("the lockout, as the customer login's", () => {
  beforeEach(startInsideLoginWindow, LOGIN_WINDOW_WAIT_MS);

  it("refuses the 11th attempt in the window, even with the right password", async () => {
    const { email } = await accountWithPassword("card_office", site.id, {
      totpSecret: newSecret(),
    });
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(email, "Wrong-pass1!")).status).toBe(401);
    }
    const locked = await signIn(email);
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe(LOCKED);
    const counted = await getItem(attemptsKey(OPERATIONS_TENANT, email, new Date()));
    expect(counted?.attempts).toBe(10);
  });

  it("locks an unknown email exactly like a known one", async () => {
    const email = uniqueStaffEmail("ghost");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signIn(email)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  }, 60_000);

  it("counts second-factor codes against the same window", async () => {
    const secret = newSecret();
    const { email } = await accountWithPassword("host", site.id, { totpSecret: secret });
    for (let i = 0; i < 9; i += 1) await signIn(email, "Wrong-pass1!");
    // The right password gives its slot back: 9 counted.
    const first = await signIn(email);
    expect(first.status).toBe(200);
    const pending = pendingCookieOf(first.cookies) ?? "";
    const wrong = await secondFactor(pending, { code: totpCode(secret, 10) });
    expect(wrong.status).toBe(401);
    // The 10th slot is spent: the right code is refused too.
    const locked = await secondFactor(pending, { code: totpCode(secret) });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe(LOCKED);
  });
});

describe("two-factor", () => {
  it("enrolls at the first sign-in: secret, first code, ten recovery codes once, then a working session", async () => {
    const { email, account } = await accountWithPassword("manager", site.id, { enrolled: false });
    const first = await signIn(email);
    expect(first.status).toBe(200);
    expect(first.body.next).toBe("enroll");
    const { secret, otpauth_uri } = first.body.enroll ?? { secret: "", otpauth_uri: "" };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toContain("otpauth://totp/");
    expect(otpauth_uri).toContain("issuer=Dine%20On%20Campus");
    expect(otpauth_uri).toContain(encodeURIComponent(email));
    const pending = pendingCookieOf(first.cookies) ?? "";

    // A recovery code cannot enroll; a wrong code does not.
    expect((await secondFactor(pending, { recovery_code: "abcde-fghij" })).status).toBe(400);
    expect((await secondFactor(pending, { code: totpCode(secret, 20) })).status).toBe(401);
    expect((await staffById(account.id))?.account.totp_enrolled_at).toBeNull();

    const second = await secondFactor(pending, { code: totpCode(secret) });
    expect(second.status).toBe(200);
    expect(second.body.staff.active).toBe(true);
    const codes = second.body.recovery_codes ?? [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await staffById(account.id);
    expect(stored?.secrets.totp_secret).toBe(secret);
    expect(stored?.secrets.totp_pending_secret).toBe("");
    // Only hashes are kept.
    expect(stored?.secrets.recovery_code_hashes).toHaveLength(10);
    expect(stored?.secrets.recovery_code_hashes).not.toContain(codes[0]);
    expect(pendingCookieOf(second.cookies)).toBe("");

    const token = sessionCookieOf(second.cookies) ?? "";
    const session = await getSession(token);
    expect(session.status).toBe(200);
    expect(session.body.staff.id).toBe(account.id);
    expect(session.body.sites.map((s) => s.id)).toEqual([site.id]);

    // The next sign-in asks for a code, and no recovery codes are shown again.
    const again = await signIn(email);
    expect(again.body.next).toBe("totp");
    const next = await secondFactor(pendingCookieOf(again.cookies) ?? "", {
      code: totpCode(secret, 1),
    });
    expect(next.status).toBe(200);
    expect(next.body.recovery_codes).toBeUndefined();
  });

  it("refuses a code already used (replay), even from a new sign-in", async () => {
    const secret = newSecret();
    const { email } = await accountWithPassword("host", site.id, { totpSecret: secret });
    const code = totpCode(secret);
    const first = await signIn(email);
    expect((await secondFactor(pendingCookieOf(first.cookies) ?? "", { code })).status).toBe(200);
    const again = await signIn(email);
    const replayed = await secondFactor(pendingCookieOf(again.cookies) ?? "", { code });
    expect(replayed.status).toBe(401);
    expect(replayed.body.msg).toMatch(/already used/);
    expect(sessionCookieOf(replayed.cookies)).toBeUndefined();
  });

  it("accepts one of two racing requests with the same code", async () => {
    const secret = newSecret();
    const { email } = await accountWithPassword("host", site.id, { totpSecret: secret });
    const [a, b] = [await signIn(email), await signIn(email)];
    const code = totpCode(secret, 1);
    const answers = await Promise.all(
      [a, b].map((s) => secondFactor(pendingCookieOf(s.cookies) ?? "", { code })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("takes a recovery code once", async () => {
    const { email } = await accountWithPassword("card_office", site.id, { enrolled: false });
    const enroll = await signIn(email);
    const secret = enroll.body.enroll?.secret ?? "";
    const enrolled = await secondFactor(pendingCookieOf(enroll.cookies) ?? "", {
      code: totpCode(secret),
    });
    const recovery = enrolled.body.recovery_codes?.[3] ?? "";
    const first = await signIn(email);
    const used = await secondFactor(pendingCookieOf(first.cookies) ?? "", {
      recovery_code: recovery.toUpperCase(),
    });
    expect(used.status).toBe(200);
    expect(sessionCookieOf(used.cookies)).toBeTruthy();
    const second = await signIn(email);
    const reused = await secondFactor(pendingCookieOf(second.cookies) ?? "", {
      recovery_code: recovery,
    });
    expect(reused.status).toBe(401);
  });

  it("ends a pending sign-in when the account signs out everywhere meanwhile", async () => {
    const secret = newSecret();
    const { email } = await accountWithPassword("host", site.id, { totpSecret: secret });
    const first = await signIn(email);
    const token = await fullSignIn(email, secret, 1);
    expect((await callOperations("DELETE", "/v1/operations/session", {}, token)).status).toBe(200);
    const late = await secondFactor(pendingCookieOf(first.cookies) ?? "", {
      code: totpCode(secret, 2),
    });
    expect(late.status).toBe(401);
    expect(late.body.msg).toMatch(/expired/);
  });
});

describe("the console session", () => {
  it("ends at once for a disabled account, even with a live session, and its password stops working", async () => {
    const secret = newSecret();
    const { email, account } = await accountWithPassword("manager", site.id, {
      totpSecret: secret,
    });
    const token = await fullSignIn(email, secret);
    expect((await getSession(token)).status).toBe(200);
    const admin = await inProcessStaff("admin", null);
    const disabled = await admin.call("PUT", "/v1/operations/staff/{staff_id}", {
      staff_id: account.id,
      disabled: true,
    });
    expect(disabled.status).toBe(200);
    const after = await getSession(token);
    expect(after.status).toBe(401);
    expect(after.body.msg).toBe(EXPIRED);
    expect((await signIn(email)).body.msg).toBe(INVALID);
  });

  it("signs out everywhere and clears the cookies", async () => {
    const secret = newSecret();
    const { email } = await accountWithPassword("host", site.id, { totpSecret: secret });
    const here = await fullSignIn(email, secret);
    const there = await fullSignIn(email, secret, 1);
    const out = await callOperations("DELETE", "/v1/operations/session", {}, here);
    expect(out.status).toBe(200);
    expect(sessionCookieOf(out.cookies)).toBe("");
    expect(out.cookies.every((c) => !/doc_ops_session=[^;]/.test(c))).toBe(true);
    expect((await getSession(here)).status).toBe(401);
    expect((await getSession(there)).status).toBe(401);
  });

  it("lasts 8 hours from sign-in at most, and 30 minutes without a request", async () => {
    const staff = await inProcessStaff("host", site.id);
    const key = await sessionSigningKey();
    const minutes = (n: number) => new Date(Date.now() - n * 60_000);
    const token = async (signedInMinutesAgo: number, issuedMinutesAgo: number) =>
      (
        await signStaffSession(
          { staffId: staff.account.id, version: 1, signedInAt: minutes(signedInMinutesAgo) },
          key,
          minutes(issuedMinutesAgo),
        )
      ).token;
    // 7 h 50 in, last request 20 minutes ago: still on, and the answer slides the cookie.
    const alive = await getSession(await token(470, 20));
    expect(alive.status).toBe(200);
    const slid = sessionCookieOf(alive.cookies);
    expect(slid).toBeTruthy();
    // The slid session still ends 8 hours after sign-in.
    expect(new Date(alive.body.expires_at).getTime()).toBeLessThanOrEqual(
      minutes(470).getTime() + 8 * 3600_000,
    );
    // 31 minutes idle.
    expect((await getSession(await token(60, 31))).status).toBe(401);
    // 8 hours and a minute after sign-in, whatever the last request.
    expect((await getSession(await token(481, 1))).status).toBe(401);
  });

  it("never takes a customer session for a staff one", async () => {
    const staff = await inProcessStaff("host", site.id);
    const { token } = await signSession(
      { siteId: site.id, customerId: staff.account.id, version: 1 },
      await sessionSigningKey(),
      new Date(),
    );
    expect((await getSession(token)).status).toBe(401);
    const asCustomerCookie = await callOperations("GET", "/v1/operations/session", {}, undefined, [
      `${sessionCookieName()}=${token}`,
    ]);
    expect(asCustomerCookie.status).toBe(401);
  });

  it("shows the company admin every published campus", async () => {
    const admin = await inProcessStaff("admin", null);
    const session = await admin.call<{ sites: { id: string; time_zone: string }[] }>(
      "GET",
      "/v1/operations/session",
    );
    expect(session.status).toBe(200);
    const ids = session.body.sites.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(["cedar-ridge", site.id]));
    expect(session.body.sites.every((s) => s.time_zone.length > 0)).toBe(true);
  });
});

describe("setting a password with a staff link", () => {
  it("sets the password from an invitation; the link then fails; the sign-in enrolls", async () => {
    const admin = await inProcessStaff("admin", null);
    const email = uniqueStaffEmail("newhire");
    const invited = await admin.call<{ staff: { id: string } }>("POST", "/v1/operations/staff", {
      email,
      name: "New Hire",
      role: "host",
      site_id: site.id,
    });
    expect(invited.status).toBe(200);
    await waitForMail(email);
    const { key } = await setPasswordLinkFor(email);
    // No password yet: the sign-in answers as a wrong password.
    expect((await signIn(email)).status).toBe(401);
    const set = await setStaffPassword(key);
    expect(set.status).toBe(200);
    expect(set.body.domain).toBe("/operations");
    const again = await setStaffPassword(key, "Another-pass1!");
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe("This password reset link is invalid or has expired.");
    const first = await signIn(email);
    expect(first.status).toBe(200);
    expect(first.body.next).toBe("enroll");
    const stored = await staffById(invited.body.staff.id);
    expect(stored?.account.password_set_at).not.toBeNull();
  });

  it("refuses a customer's key, a made-up key and a key of another site", async () => {
    for (const key of [
      `${site.id}~${"a".repeat(43)}`,
      `${OPERATIONS_TENANT}~${"b".repeat(43)}`,
      "not-a-key",
    ]) {
      const answer = await setStaffPassword(key);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe("This password reset link is invalid or has expired.");
    }
  });

  it("mails a reset link for a known email only, with one answer, and the new password ends old sessions", async () => {
    const secret = newSecret();
    const { email } = await accountWithPassword("manager", site.id, { totpSecret: secret });
    const token = await fullSignIn(email, secret);
    const known = await callOperations("POST", "/v1/operations/password_reset", { email });
    const unknown = await callOperations("POST", "/v1/operations/password_reset", {
      email: uniqueStaffEmail("unknown"),
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body.msg).toBe(known.body.msg);
    await waitForMail(email);
    const { origin, key } = await setPasswordLinkFor(email);
    expect(origin).toBe(process.env.WEB_ORIGIN);
    expect((await setStaffPassword(key, "Brand-new-pass1!")).status).toBe(200);
    expect((await getSession(token)).status).toBe(401);
    expect((await signIn(email, STAFF_TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(email, "Brand-new-pass1!")).status).toBe(200);
  });
});

describe("the demo staff", () => {
  it("are written once, active, with the printed password and TOTP secret", async () => {
    const now = new Date();
    await seedStaffDemo("cedar-ridge", now);
    await seedStaffDemo("cedar-ridge", new Date(now.getTime() + 60_000));
    expect(DEMO_STAFF.map((demo) => demo.role).sort()).toEqual(
      ["admin", "card_office", "host", "manager"].sort(),
    );
    for (const demo of DEMO_STAFF) {
      const stored = await staffByEmail(demo.email);
      expect(stored?.account).toMatchObject({
        id: demo.id,
        role: demo.role,
        site_id: demo.role === "admin" ? null : "cedar-ridge",
        disabled: false,
      });
      expect(stored?.account.totp_enrolled_at).not.toBeNull();
      expect(stored?.account.password_set_at).not.toBeNull();
      expect(stored?.secrets.totp_secret).toBe(demo.totpSecret);
    }
    const manager = await staffByEmail("manager@cedar-ridge.example.edu");
    expect(await verifyPassword(DEMO_STAFF_PASSWORD, manager?.secrets.password_hash ?? "")).toBe(
      true,
    );
  });
});
