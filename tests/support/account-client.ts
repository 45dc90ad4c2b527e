import { expect, inject } from "vitest";
import { solvedResetCaptcha } from "./altcha";
import { createSignUp } from "./factories/customer";

/**
 * A browser stand-in for the account routes: keeps the cookies the API sets and, like the web
 * client, echoes the `doc_csrf` cookie in `x-csrf-token` on every POST, PUT and DELETE, asking
 * GET customer/csrf for one (and a pre-session) when it has none (docs/decisions/accounts.md).
 */
export class AccountClient {
  readonly cookies = new Map<string, string>();

  async call<T = Record<string, unknown>>(
    path: string,
    init: { method?: string; body?: unknown; csrf?: boolean } = {},
  ): Promise<{
    status: number;
    headers: Headers;
    body: T & { status: string; msg: string };
    bytes: Uint8Array;
  }> {
    const method = init.method ?? "GET";
    if (method !== "GET" && init.csrf !== false && !this.cookies.has("doc_csrf")) {
      await this.call("/v1/customer/csrf");
    }
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    if (method !== "GET" && init.csrf !== false)
      headers["x-csrf-token"] = this.cookies.get("doc_csrf") ?? "";
    const response = await fetch(`${inject("baseUrl")}${path}`, {
      method,
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(/;\s*/);
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      if (attributes.some((a) => a.toLowerCase() === "max-age=0")) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    const type = response.headers.get("content-type") ?? "";
    const body = (
      type.includes("json") ? JSON.parse(Buffer.from(bytes).toString("utf8")) : {}
    ) as T & {
      status: string;
      msg: string;
    };
    return { status: response.status, headers: response.headers, body, bytes };
  }
}

export interface SentMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
  at: number;
}

/** Messages the local SES emulator received, newest last. */
export async function sentMail(to: string): Promise<SentMail[]> {
  const response = await fetch(`${inject("mailUrl")}/store`);
  const { emails } = (await response.json()) as { emails: SentMail[] };
  return emails.filter((mail) => mail.destination.to.includes(to));
}

/** A reset link's key: in the fragment of the page's link (docs/decisions/accounts.md). */
const RESET_LINK_KEY = /\/customerResetPassword#key=([^\s]+)/;

/** The reset link's public key from the newest reset mail to `to`. */
export async function resetKeyFromMail(to: string): Promise<string> {
  const mail = (await sentMail(to)).at(-1);
  const match = mail?.body.text?.match(RESET_LINK_KEY);
  if (!match?.[1]) throw new Error(`No reset link mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

/** All reset keys mailed to `to`, oldest first. */
export async function resetKeysFromMail(to: string): Promise<string[]> {
  return (await sentMail(to)).flatMap((mail) => {
    const match = mail.body.text?.match(RESET_LINK_KEY);
    return match?.[1] ? [decodeURIComponent(match[1])] : [];
  });
}

/** customer/request_password_reset as the reset form sends it, with a solved challenge. */
export async function requestPasswordReset(client: AccountClient, siteId: string, email: string) {
  return client.call("/v1/customer/request_password_reset", {
    method: "POST",
    body: { site_id: siteId, email, altcha: await solvedResetCaptcha(siteId) },
  });
}

/** A new account on a site, signed in: its client (with the session), the form and the id. */
export async function signUpClient(siteId: string, overrides: Record<string, unknown> = {}) {
  const client = new AccountClient();
  const form = createSignUp({ site_id: siteId, ...overrides });
  const { status, body } = await client.call<{ customer: { id: string } }>("/v1/customer/create", {
    method: "POST",
    body: form,
  });
  expect(status, body.msg).toBe(200);
  return { client, form, id: body.customer.id };
}
