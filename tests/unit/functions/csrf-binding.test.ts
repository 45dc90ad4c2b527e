import { afterEach, describe, expect, it } from "vitest";
import {
  csrfCookieName,
  presessionCookieName,
  sessionCookieName,
} from "../../../functions/platform/session/cookies";
import {
  csrfTokenFor,
  csrfTokenMatches,
  newPresessionId,
} from "../../../functions/platform/session/csrf";
import {
  clearedSessionCookies,
  sessionCookies,
} from "../../../functions/platform/session/session-cookies";
import { httpApiEvent } from "../../fixtures/http-api-event";

// docs/security.md "Accounts and sessions": the CSRF token is bound to the session (or the
// anonymous pre-session), and the cookies carry `__Host-` on HTTPS, decided by configuration.
const event = (cookies: string[], header?: string) => ({
  ...httpApiEvent,
  cookies,
  headers: header === undefined ? {} : { "x-csrf-token": header },
});

describe("CSRF token bound to the session", () => {
  it("accepts only the token derived from the request's own session", async () => {
    const victim = "victim-session-token";
    const attacker = "attacker-session-token";
    const good = await csrfTokenFor(victim);
    expect(await csrfTokenMatches(event([`doc_session=${victim}`], good))).toBe(true);
    // The attacker's own valid pair is no good with the victim's session.
    expect(
      await csrfTokenMatches(event([`doc_session=${victim}`], await csrfTokenFor(attacker))),
    ).toBe(false);
    // A token the page made up and planted in the cookie is no good either (no double submit).
    expect(
      await csrfTokenMatches(
        event(
          [`doc_session=${victim}`, "doc_csrf=planted-planted-planted"],
          "planted-planted-planted",
        ),
      ),
    ).toBe(false);
    expect(await csrfTokenMatches(event([`doc_session=${victim}`]))).toBe(false);
    expect(await csrfTokenMatches(event([], good))).toBe(false);
  });

  it("binds anonymous calls to the pre-session, and a session takes precedence once there is one", async () => {
    const presession = newPresessionId();
    const anonymous = await csrfTokenFor(presession);
    expect(await csrfTokenMatches(event([`doc_presession=${presession}`], anonymous))).toBe(true);
    expect(await csrfTokenMatches(event([`doc_presession=${newPresessionId()}`], anonymous))).toBe(
      false,
    );
    expect(
      await csrfTokenMatches(event([`doc_presession=${presession}`, "doc_session=s"], anonymous)),
    ).toBe(false);
  });
});

describe("cookie names from configuration", () => {
  const origin = process.env.WEB_ORIGIN;
  afterEach(() => {
    if (origin === undefined) delete process.env.WEB_ORIGIN;
    else process.env.WEB_ORIGIN = origin;
  });

  it("uses __Host- names on an HTTPS origin, whatever the request says", async () => {
    process.env.WEB_ORIGIN = "https://dine.example.edu";
    expect([sessionCookieName(), csrfCookieName(), presessionCookieName()]).toEqual([
      "__Host-doc_session",
      "__Host-doc_csrf",
      "__Host-doc_presession",
    ]);
    const [session, csrf] = await sessionCookies("tok");
    expect(session).toMatch(/^__Host-doc_session=tok; Path=\/; Max-Age=7200; Secure;/);
    expect(csrf).toMatch(/^__Host-doc_csrf=/);
    expect(csrf).not.toMatch(/Domain=/i);
    expect(clearedSessionCookies()[0]).toMatch(/^__Host-doc_session=;/);
    // An unprefixed cookie (which a sibling subdomain could set) is not the session here.
    const token = await csrfTokenFor("s");
    expect(await csrfTokenMatches(event(["doc_session=s"], token))).toBe(false);
    expect(await csrfTokenMatches(event(["__Host-doc_session=s"], token))).toBe(true);
  });

  it("uses plain names on http local development, and no request can switch them", () => {
    process.env.WEB_ORIGIN = "http://localhost:3000";
    expect(sessionCookieName()).toBe("doc_session");
    expect(csrfCookieName()).toBe("doc_csrf");
    // The names take no request: a forwarded "https" cannot switch them.
    expect(sessionCookieName.length + csrfCookieName.length).toBe(0);
  });
});

describe("the operations console's CSRF token", () => {
  it("stays valid while the session slides, and only for that session", async () => {
    const { signStaffSession } = await import(
      "../../../functions/platform/staff-session/staff-token"
    );
    const { staffSessionCookies } = await import(
      "../../../functions/platform/staff-session/staff-cookies"
    );
    const { sessionSigningKey } = await import("../../../functions/platform/session/signing-key");
    const key = await sessionSigningKey();
    const signedInAt = new Date("2026-11-27T08:00:00Z");
    const sign = (staffId: string, at: Date, version = 1) =>
      signStaffSession({ staffId, version, signedInAt }, key, at);
    const first = await sign("s1", signedInAt);
    const slid = await sign("s1", new Date(signedInAt.getTime() + 60_000));
    expect(slid.token).not.toBe(first.token);
    const csrfOf = async (token: string) => {
      const cookies = await staffSessionCookies(token, 60);
      return (cookies[1] ?? "").split(";")[0]?.split("=")[1] ?? "";
    };
    const header = await csrfOf(first.token);
    expect(await csrfOf(slid.token)).toBe(header);
    const staffEvent = (token: string, value: string) => event([`doc_ops_session=${token}`], value);
    expect(await csrfTokenMatches(staffEvent(slid.token, header), "staff")).toBe(true);
    // Another staff member's session, or the same one after sign-out (version), does not match.
    const other = await sign("s2", signedInAt);
    expect(await csrfTokenMatches(staffEvent(other.token, header), "staff")).toBe(false);
    const later = await sign("s1", signedInAt, 2);
    expect(await csrfTokenMatches(staffEvent(later.token, header), "staff")).toBe(false);
    // And the customer realm never takes it.
    expect(await csrfTokenMatches(staffEvent(slid.token, header), "customer")).toBe(false);
  });
});
