import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readCookies, serializeCookie } from "../../../functions/platform/session/cookies";
import { csrfTokenFor } from "../../../functions/platform/session/csrf";
import {
  clearedSessionCookies,
  sessionCookies,
} from "../../../functions/platform/session/session-cookies";
import {
  SESSION_TTL_SECONDS,
  signSession,
  verifySession,
} from "../../../functions/platform/session/session-token";
import { httpApiEvent } from "../../fixtures/http-api-event";

const key = randomBytes(32);
const t0 = new Date("2026-11-22T12:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const claims = { siteId: "cedar-ridge", customerId: "c-1", version: 3 };

describe("session tokens (requirements: purchases §9: 2 hours)", () => {
  it("lasts 7,200,000 ms", () => {
    expect(SESSION_TTL_SECONDS * 1000).toBe(7_200_000);
  });

  it.each([
    ["at issue", 0, true],
    ["after 1 h 59 min 59 s", 7_199_000, true],
    ["at exactly 2 h", 7_200_000, false],
    ["a day later", 86_400_000, false],
  ])("verifies a token %s: %s", async (_label, elapsed, valid) => {
    const { token, expiresAt } = await signSession(claims, key, t0);
    expect(expiresAt).toEqual(at(7_200_000));
    const session = await verifySession(token, key, at(elapsed));
    expect(session === undefined).toBe(!valid);
    if (valid) expect(session).toEqual({ ...claims, expiresAt: at(7_200_000) });
  });

  it("refuses a token signed with another key, a tampered payload and garbage", async () => {
    const { token } = await signSession(claims, key, t0);
    await expect(verifySession(token, randomBytes(32), t0)).resolves.toBeUndefined();
    const [header, , signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ sub: "c-2", site: "cedar-ridge", ver: 3 }),
    ).toString("base64url");
    await expect(
      verifySession(`${header}.${forged}.${signature}`, key, t0),
    ).resolves.toBeUndefined();
    await expect(verifySession("not-a-token", key, t0)).resolves.toBeUndefined();
  });

  it("refuses an unsigned token (alg none)", async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const none = `${part({ alg: "none" })}.${part({ sub: "c-1", site: "cedar-ridge", ver: 3, exp: 9e9 })}.`;
    await expect(verifySession(none, key, t0)).resolves.toBeUndefined();
  });
});

describe("session cookies", () => {
  it("carries the token HttpOnly, Secure, SameSite=Lax, Path=/ for 2 hours, and a readable CSRF token derived from it", async () => {
    const [session, csrf] = await sessionCookies("tok");
    expect(session).toBe("doc_session=tok; Path=/; Max-Age=7200; Secure; SameSite=Lax; HttpOnly");
    expect(csrf).toBe(
      `doc_csrf=${await csrfTokenFor("tok")}; Path=/; Max-Age=7200; Secure; SameSite=Lax`,
    );
  });

  it("clears both on logout", () => {
    expect(clearedSessionCookies()).toEqual([
      "doc_session=; Path=/; Max-Age=0; Secure; SameSite=Lax; HttpOnly",
      "doc_csrf=; Path=/; Max-Age=0; Secure; SameSite=Lax",
    ]);
  });

  it("reads the event's cookies, first of a name winning, from `cookies` or the Cookie header", () => {
    const fromList = readCookies({ ...httpApiEvent, cookies: ["a=1", "b=x%20y", "a=2", "junk"] });
    expect([...fromList]).toEqual([
      ["a", "1"],
      ["b", "x y"],
    ]);
    const fromHeader = readCookies({
      ...httpApiEvent,
      headers: { cookie: "doc_session=s; doc_csrf=c" },
    });
    expect(fromHeader.get("doc_session")).toBe("s");
    expect(serializeCookie("n", "a b", { httpOnly: false, maxAge: 5 })).toBe(
      "n=a%20b; Path=/; Max-Age=5; Secure; SameSite=Lax",
    );
  });
});
