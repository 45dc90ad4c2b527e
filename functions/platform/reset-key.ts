import { createHash, randomBytes } from "node:crypto";

/**
 * A reset link's `public_key` is `{siteId}~{32 random bytes, base64url}` (no dot: the app server
 * and CloudFront treat a last path segment with a dot as a file). The reset pages have no
 * site in their path (requirements: purchases §2), so the key names its site; the secret part is looked up by
 * its SHA-256 under that site only, so a key of site A never opens anything on site B.
 */
export interface ResetKey {
  siteId: string;
  tokenHash: string;
}

const hash = (secret: string) => createHash("sha256").update(secret).digest("hex");

export function newResetKey(siteId: string): ResetKey & { publicKey: string } {
  const secret = randomBytes(32).toString("base64url");
  return { siteId, tokenHash: hash(secret), publicKey: `${siteId}~${secret}` };
}

export function parseResetKey(publicKey: string): ResetKey | undefined {
  const at = publicKey.indexOf("~");
  if (at <= 0) return undefined;
  const secret = publicKey.slice(at + 1);
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) return undefined;
  return { siteId: publicKey.slice(0, at), tokenHash: hash(secret) };
}
