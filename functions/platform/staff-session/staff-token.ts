import { errors, jwtVerify, SignJWT } from "jose";

/** A console session lasts at most 8 hours from sign-in (docs/operations.md)... */
export const STAFF_SESSION_MAX_SECONDS = 8 * 60 * 60;
/** ...and ends after 30 minutes without a request (each request slides it). */
export const STAFF_IDLE_SECONDS = 30 * 60;
/** Between a right password and the second factor: 5 minutes to type the code. */
export const STAFF_PENDING_SECONDS = 5 * 60;

const ISSUER = "dine-on-campus";
/** Separate audiences: a customer token is never a staff token, a half-signed-in one is neither. */
const AUDIENCE = { session: "staff", pending: "staff-mfa" } as const;

export interface StaffSession {
  staffId: string;
  version: number;
  /** When the staff member signed in: the 8-hour lifetime runs from here. */
  signedInAt: Date;
  expiresAt: Date;
}

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A session token valid for the idle timeout, never past 8 hours from sign-in: every staff
 * request signs a fresh one, so the idle clock restarts while the absolute one does not.
 */
export async function signStaffSession(
  session: Omit<StaffSession, "expiresAt">,
  key: Uint8Array,
  now: Date,
): Promise<{ token: string; expiresAt: Date; maxAgeSeconds: number }> {
  const issuedAt = epoch(now);
  const expiresAt = Math.min(
    issuedAt + STAFF_IDLE_SECONDS,
    epoch(session.signedInAt) + STAFF_SESSION_MAX_SECONDS,
  );
  const token = await new SignJWT({ ver: session.version, sat: epoch(session.signedInAt) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(session.staffId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE.session)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return {
    token,
    expiresAt: new Date(expiresAt * 1000),
    maxAgeSeconds: Math.max(0, expiresAt - issuedAt),
  };
}

export async function verifyStaffSession(
  token: string,
  key: Uint8Array,
  now: Date,
): Promise<StaffSession | undefined> {
  const payload = await verify(token, key, now, AUDIENCE.session);
  if (!payload) return undefined;
  const { sub, ver, sat, exp } = payload;
  if (typeof sub !== "string" || typeof ver !== "number" || typeof sat !== "number")
    return undefined;
  // Re-signing cannot stretch a session: the absolute limit is checked against sign-in time.
  if (epoch(now) >= sat + STAFF_SESSION_MAX_SECONDS) return undefined;
  return {
    staffId: sub,
    version: ver,
    signedInAt: new Date(sat * 1000),
    expiresAt: new Date((exp ?? 0) * 1000),
  };
}

/** Proof of a right password, waiting for the second factor; bound to the account's version. */
export async function signPendingSignIn(
  pending: { staffId: string; version: number },
  key: Uint8Array,
  now: Date,
): Promise<string> {
  const issuedAt = epoch(now);
  return new SignJWT({ ver: pending.version })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(pending.staffId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE.pending)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + STAFF_PENDING_SECONDS)
    .sign(key);
}

export async function verifyPendingSignIn(
  token: string,
  key: Uint8Array,
  now: Date,
): Promise<{ staffId: string; version: number } | undefined> {
  const payload = await verify(token, key, now, AUDIENCE.pending);
  if (!payload || typeof payload.sub !== "string" || typeof payload.ver !== "number")
    return undefined;
  return { staffId: payload.sub, version: payload.ver };
}

async function verify(token: string, key: Uint8Array, now: Date, audience: string) {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience,
      currentDate: now,
      clockTolerance: 0,
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
