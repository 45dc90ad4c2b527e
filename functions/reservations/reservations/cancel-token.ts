import { errors, jwtVerify, SignJWT } from "jose";

/**
 * The cancel link's token (docs/decisions/reservations.md): an HS256 JWT under the session
 * signing key, bound to site, customer and reservation, with its own audience so it can never
 * pass for a session (nor a session for it). Ids alone never cancel anything.
 */
const ISSUER = "dine-on-campus";
const AUDIENCE = "reservation-cancel";
/** Links stay valid a while after the reservation; cancelling then frees nothing useful. */
const VALID_DAYS_AFTER = 2;

export interface CancelGrant {
  siteId: string;
  customerId: string;
  reservationId: string;
}

export async function signCancelToken(
  grant: CancelGrant,
  reservationDate: string,
  key: Uint8Array,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires =
    Math.floor(Date.parse(`${reservationDate}T00:00:00Z`) / 1000) + VALID_DAYS_AFTER * 86_400;
  return new SignJWT({ site: grant.siteId, rid: grant.reservationId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(grant.customerId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.max(expires, issuedAt + 86_400))
    .sign(key);
}

/** Whether the token is genuine, unexpired and grants exactly this cancellation. */
export async function tokenGrants(
  token: string,
  grant: CancelGrant,
  key: Uint8Array,
  now: Date,
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    return (
      payload.site === grant.siteId &&
      payload.sub === grant.customerId &&
      payload.rid === grant.reservationId
    );
  } catch (error) {
    if (error instanceof errors.JOSEError) return false;
    throw error;
  }
}
