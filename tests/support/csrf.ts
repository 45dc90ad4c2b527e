import { inject } from "vitest";
import { csrfTokenFor } from "../../functions/platform/session/csrf";

const PRESESSION = "test-presession-0123456789abcdef";

/**
 * For a handler called in this process (same signing key): the cookies a browser would add to
 * `cookies` and the `x-csrf-token` bound to them — to the session cookie when there is one,
 * else to a pre-session (docs/decisions/accounts.md).
 */
export async function inProcessCsrf(cookies: readonly string[] = []) {
  const session = cookies.find((c) => c.startsWith("doc_session="))?.slice("doc_session=".length);
  const token = await csrfTokenFor(session || PRESESSION);
  return { cookies: [`doc_presession=${PRESESSION}`, `doc_csrf=${token}`], token };
}

/** Over HTTP: a pre-session from the stack and its token, as the web app gets them. */
export async function httpCsrf(): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${inject("baseUrl")}/v1/customer/csrf`);
  const { csrf_token } = (await response.json()) as { csrf_token: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, token: csrf_token };
}
