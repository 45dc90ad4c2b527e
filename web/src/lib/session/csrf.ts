/**
 * CSRF double submit (docs/decisions/accounts.md): the API sets `doc_csrf` at login; before
 * that the app mints its own. Every POST, PUT and DELETE echoes it in `x-csrf-token`.
 */
const COOKIE = "doc_csrf";

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(/;\s*/)) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at) === name) return decodeURIComponent(part.slice(at + 1));
  }
  return undefined;
}

export function csrfToken(): string {
  const existing = readCookie(COOKIE);
  if (existing && existing.length >= 16) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  // biome-ignore lint/suspicious/noDocumentCookie: the double-submit token must be a cookie.
  document.cookie = `${COOKIE}=${token}; Path=/; Max-Age=7200; Secure; SameSite=Lax`;
  return token;
}

export const csrfHeaders = (method: string): Record<string, string> =>
  method === "GET" || typeof document === "undefined" ? {} : { "x-csrf-token": csrfToken() };
