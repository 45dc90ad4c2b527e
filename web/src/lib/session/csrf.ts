/**
 * CSRF (docs/decisions/accounts.md): the API derives the token from this browser's session, or
 * before a login from an HttpOnly pre-session id, and sets it in a readable cookie (`__Host-`
 * prefixed on HTTPS). Every POST, PUT and DELETE echoes it in `x-csrf-token`. Without the
 * cookie the app asks `GET /v1/customer/csrf`, which starts the pre-session if needed.
 */
const COOKIES = ["__Host-doc_csrf", "doc_csrf"];
const CSRF_PATH = "/v1/customer/csrf";

function readCookie(names: readonly string[]): string | undefined {
  const jar = new Map<string, string>();
  for (const part of document.cookie.split(/;\s*/)) {
    const at = part.indexOf("=");
    if (at > 0) jar.set(part.slice(0, at), decodeURIComponent(part.slice(at + 1)));
  }
  for (const name of names) {
    const value = jar.get(name);
    if (value) return value;
  }
  return undefined;
}

let pending: Promise<string> | undefined;

/** Asks the API for a fresh token (one request at a time, however many calls wait on it). */
export function refreshCsrfToken(fetcher: typeof fetch = fetch): Promise<string> {
  pending ??= fetcher(CSRF_PATH, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  })
    .then(async (response) => {
      const body = (await response.json()) as { csrf_token?: unknown };
      return typeof body.csrf_token === "string" ? body.csrf_token : "";
    })
    .catch(() => "")
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

export async function csrfToken(fetcher?: typeof fetch): Promise<string> {
  return readCookie(COOKIES) ?? (await refreshCsrfToken(fetcher));
}

export const csrfHeaders = async (
  method: string,
  fetcher?: typeof fetch,
): Promise<Record<string, string>> =>
  method === "GET" || typeof document === "undefined"
    ? {}
    : { "x-csrf-token": await csrfToken(fetcher) };
