/**
 * Opaque, URL-safe references to items whose sort key is `{created ISO}#{uuid}` (form
 * submissions, audit entries): base64url of the sort key. The partition is never in the
 * reference; the route's campus and kind name it, so a reference cannot reach another campus.
 * Used as a submission's id and as a listing's cursor. Pure (btoa/atob), so the web client and
 * the route schemas can check one without Node's Buffer.
 */
const TIME_KEY =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;

/** The reference of a sort key (ASCII, as every `{ISO}#{uuid}` key is). */
export const timeKeyReference = (sk: string): string =>
  btoa(sk).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/**
 * The sort key a reference stands for, or undefined when it is not one we issue: strictly our
 * own base64url spelling (no padding, no other alphabet) of a `{ISO}#{uuid}` key.
 */
export function sortKeyOfReference(reference: string): string | undefined {
  if (!BASE64URL.test(reference)) return undefined;
  let sk: string;
  try {
    sk = atob(reference.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return undefined;
  }
  if (!TIME_KEY.test(sk) || timeKeyReference(sk) !== reference) return undefined;
  return Number.isNaN(Date.parse(sk.slice(0, 24))) ? undefined : sk;
}

export const isTimeKeyReference = (reference: string): boolean =>
  sortKeyOfReference(reference) !== undefined;
