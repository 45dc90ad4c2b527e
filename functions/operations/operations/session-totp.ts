import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/** What the authenticator app shows beside the account (docs/operations/session-and-staff.md). */
export const TOTP_ISSUER = "Dine On Campus";
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now: a code typed as it changes, or a phone clock a little off. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A fresh 160-bit secret (RFC 4226's recommendation), base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = "") =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The `otpauth://` URI the enrollment screen turns into a QR code. */
export const otpauthUri = (secret: string, email: string): string =>
  totpOf(secret, email).toString();

/**
 * The time step a code belongs to when it is right for `secret` at `now` (within the window),
 * else undefined. The step is what replay protection remembers (otpauth compares in constant time).
 */
export function matchingStep(secret: string, code: string, now: Date): number | undefined {
  if (!secret) return undefined;
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: TOTP_WINDOW });
  if (delta === null) return undefined;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}

// No 0/o, 1/l/i: a code is read off paper.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten single-use codes, `xxxxx-xxxxx` (about 49 bits each), shown once at enrollment. */
export function newRecoveryCodes(): string[] {
  const code = () =>
    Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = code();
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** Codes are stored by SHA-256 only; typed in any case, with or without spaces and hyphens. */
export const recoveryCodeHash = (code: string): string =>
  createHash("sha256").update(code.toLowerCase().replace(/[\s-]/g, "")).digest("hex");
