import { randomBytes } from "node:crypto";
import { secretString } from "../secret-value";

/**
 * The session signing key (from configuration, never from the repository):
 * - SESSION_SECRET (base64url, at least 32 bytes): set by the local stack from `.data/session-key`;
 * - SESSION_SECRET_ARN: a Secrets Manager secret, fetched once per cold start in AWS;
 * - neither: a random key for this process only (handler-level tests), refused inside Lambda.
 */
const MIN_KEY_BYTES = 32;

let cached: Promise<Uint8Array> | undefined;

async function load(): Promise<Uint8Array> {
  const local = process.env.SESSION_SECRET;
  if (local) return decode(local);
  const arn = process.env.SESSION_SECRET_ARN;
  if (arn) {
    const SecretString = await secretString(arn);
    if (!SecretString) throw new Error("The session secret is empty.");
    return decode(SecretString.trim());
  }
  if (process.env.AWS_LAMBDA_FUNCTION_NAME) {
    throw new Error("SESSION_SECRET_ARN is not configured.");
  }
  return randomBytes(MIN_KEY_BYTES);
}

function decode(value: string): Uint8Array {
  const key = Buffer.from(value, "base64url");
  if (key.length < MIN_KEY_BYTES) throw new Error("The session secret is shorter than 32 bytes.");
  return key;
}

export function sessionSigningKey(): Promise<Uint8Array> {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** A new key in the format SESSION_SECRET expects (the local stack stores it under .data/). */
export const generateSessionSecret = (): string => randomBytes(MIN_KEY_BYTES).toString("base64url");
