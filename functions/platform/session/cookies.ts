import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { configuredWebOrigin } from "../web-origin";

/**
 * Cookie names (docs/decisions/accounts.md). On HTTPS they carry the `__Host-` prefix: the
 * browser then accepts them only Secure, Path=/ and without Domain, so a sibling subdomain can
 * neither set nor shadow them. Plain-http local development cannot use the prefix. Which one
 * applies comes from configuration (WEB_ORIGIN), never from a request header; it is read per
 * call because the local stack learns its own origin only once it listens.
 */
export const cookiePrefix = () => (configuredWebOrigin()?.startsWith("https://") ? "__Host-" : "");
const prefix = cookiePrefix;

/** The session token: HttpOnly so page scripts never see it. */
export const sessionCookieName = () => `${prefix()}doc_session`;
/** The CSRF token, derived from the session (or pre-session): readable by the web app, which echoes it. */
export const csrfCookieName = () => `${prefix()}doc_csrf`;
/** An anonymous visitor's random id, HttpOnly, which CSRF tokens bind to before a login. */
export const presessionCookieName = () => `${prefix()}doc_presession`;
export const CSRF_HEADER = "x-csrf-token";
/**
 * The operations console's own cookies (docs/operations.md): a customer session and a staff
 * session in one browser never overwrite each other, and the console's CSRF token binds to
 * its own session.
 */
export const staffSessionCookieName = () => `${prefix()}doc_ops_session`;
export const staffCsrfCookieName = () => `${prefix()}doc_ops_csrf`;
export const staffPendingCookieName = () => `${prefix()}doc_ops_mfa`;

/** Cookies of a payload-format-2.0 event (API Gateway splits the Cookie header into `cookies`). */
export function readCookies(event: APIGatewayProxyEventV2): Map<string, string> {
  const jar = new Map<string, string>();
  const parts = event.cookies ?? event.headers?.cookie?.split(/;\s*/) ?? [];
  for (const part of parts) {
    const at = part.indexOf("=");
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    // The first cookie of a name wins, as browsers send the most specific path first.
    if (!jar.has(name)) jar.set(name, decodeCookieValue(part.slice(at + 1).trim()));
  }
  return jar;
}

/**
 * Other sites on the same domain can set cookies we never wrote: a malformed escape is kept as
 * sent (it then matches no token) instead of failing the request.
 */
function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The session token the request carries, under this configuration's cookie name. */
export const sessionTokenOf = (event: APIGatewayProxyEventV2): string | undefined =>
  readCookies(event).get(sessionCookieName());

interface CookieOptions {
  httpOnly: boolean;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

// Secure even on http://localhost: browsers treat localhost as a secure context.
export const serializeCookie = (name: string, value: string, options: CookieOptions): string =>
  [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${options.maxAge}`,
    "Secure",
    "SameSite=Lax",
    ...(options.httpOnly ? ["HttpOnly"] : []),
  ].join("; ");
