import { randomBytes, timingSafeEqual } from "node:crypto";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { CSRF_COOKIE, CSRF_HEADER, readCookies } from "./cookies";

const MIN_TOKEN_LENGTH = 16;

/**
 * Double-submit check (docs/decisions/accounts.md): the `x-csrf-token` header must equal the
 * `doc_csrf` cookie. Another site can make the browser send our cookies, but it can neither read
 * them nor add a custom header to a cross-site request without a CORS preflight we never allow.
 */
export function csrfTokenMatches(event: APIGatewayProxyEventV2): boolean {
  const cookie = readCookies(event).get(CSRF_COOKIE) ?? "";
  const header = event.headers?.[CSRF_HEADER] ?? "";
  if (cookie.length < MIN_TOKEN_LENGTH) return false;
  // Compared as bytes: a non-ASCII value can have the same string length but not byte length.
  const expected = Buffer.from(cookie);
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const newCsrfToken = (): string => randomBytes(24).toString("base64url");
