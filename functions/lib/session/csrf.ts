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
  // Before a console session exists (its two sign-in steps), a browser signed in as a
  // customer holds a token bound to that session: it proves the same origin just as well.
  const session =
    realm === "staff"
      ? jar.get(staffSessionCookieName()) || jar.get(sessionCookieName())
      : jar.get(sessionCookieName());
  return session || jar.get(presessionCookieName()) || undefined;
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
