import type { APIGatewayProxyEventV2 } from "aws-lambda";

/** The session token: HttpOnly so page scripts never see it. */
export const SESSION_COOKIE = "doc_session";
/** The CSRF double-submit token: readable by the web app, which echoes it in a header. */
export const CSRF_COOKIE = "doc_csrf";
export const CSRF_HEADER = "x-csrf-token";

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
