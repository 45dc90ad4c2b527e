import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import {
  CSRF_HEADER,
  presessionCookieName,
  readCookies,
  sessionCookieName,
  staffSessionCookieName,
} from "./cookies";
import { sessionSigningKey } from "./signing-key";

/**
 * CSRF tokens are derived, not stored (docs/decisions/accounts.md): HMAC-SHA256 under the
 * session signing key of what the request is bound to — the session token when there is one,
 * else the anonymous pre-session id (login, sign-up, cart and checkout before any login). Both
 * are HttpOnly, so a token is worthless without the very cookie it was made for: a token
 * planted in another cookie, or taken from the attacker's own session, is refused.
 */
export async function csrfTokenFor(binding: string): Promise<string> {
  return createHmac("sha256", await sessionSigningKey())
    .update(`csrf-v1\u0000${binding}`)
    .digest("base64url");
}

/** Whose session a route belongs to: the customer site's or the operations console's. */
export type CsrfRealm = "customer" | "staff";

/**
 * What the request's CSRF token must be bound to: its session (the console's own on staff
 * routes), else its pre-session.
 */
export function csrfBindingOf(
  event: APIGatewayProxyEventV2,
  realm: CsrfRealm = "customer",
): string | undefined {
  const jar = readCookies(event);
  const staff = realm === "staff" ? jar.get(staffSessionCookieName()) : undefined;
  if (staff) return staffCsrfBinding(staff);
  // Before a console session exists (its two sign-in steps), a browser signed in as a
  // customer holds a token bound to that session: it proves the same origin just as well.
  return jar.get(sessionCookieName()) || jar.get(presessionCookieName()) || undefined;
}

/**
 * The console re-signs its session on every request (the idle timeout slides), so its CSRF
 * token binds to what stays for the session's life — staff id, sign-in time, version — not to
 * the token's bytes: a request racing another's fresh cookie keeps a valid pair. The claims
 * are read unverified here; the guard verifies the token itself right after (staff-guard.ts),
 * and without the signing key nobody can make a CSRF token for any binding.
 */
export function staffCsrfBinding(token: string): string {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"),
    ) as { sub?: unknown; sat?: unknown; ver?: unknown };
    if (typeof payload.sub === "string" && typeof payload.sat === "number") {
      return `ops\u0000${payload.sub}\u0000${payload.sat}\u0000${String(payload.ver)}`;
    }
  } catch {
    // Not a token of ours: bound to its bytes, it matches nothing the console ever issued.
  }
  return token;
}

export async function csrfTokenMatches(
  event: APIGatewayProxyEventV2,
  realm: CsrfRealm = "customer",
): Promise<boolean> {
  const binding = csrfBindingOf(event, realm);
  const header = event.headers?.[CSRF_HEADER] ?? "";
  if (!binding || header === "") return false;
  const expected = Buffer.from(await csrfTokenFor(binding));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const newPresessionId = (): string => randomBytes(24).toString("base64url");
