import { errors, jwtVerify, SignJWT } from "jose";

/** requirements: purchases §9: a login session lasts 2 hours (7,200,000 ms). */
export const SESSION_TTL_SECONDS = 2 * 60 * 60;
const ISSUER = "dine-on-campus";
const AUDIENCE = "customer";

/** What a verified session says: whose, on which site, and which revocation generation. */
export interface Session {
  siteId: string;
  customerId: string;
  /** Logout and password changes bump the customer's version; older tokens stop working. */
  version: number;
  expiresAt: Date;
}

export async function signSession(
  session: Omit<Session, "expiresAt">,
  key: Uint8Array,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + SESSION_TTL_SECONDS) * 1000);
  const token = await new SignJWT({ site: session.siteId, ver: session.version })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(session.customerId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
    .sign(key);
  return { token, expiresAt };
}

/** The session, or undefined when the token is malformed, forged or expired at `now`. */
export async function verifySession(
  token: string,
  key: Uint8Array,
  now: Date,
): Promise<Session | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      clockTolerance: 0,
    });
    const { sub, site, ver, exp } = payload;
    if (typeof sub !== "string" || typeof site !== "string" || typeof ver !== "number") {
      return undefined;
    }
    return { siteId: site, customerId: sub, version: ver, expiresAt: new Date((exp ?? 0) * 1000) };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
