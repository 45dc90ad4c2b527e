import type { APIGatewayProxyEventV2 } from "aws-lambda";
import type { StaffAccount } from "../../../shared/operations/entities/staff-account";
import { ForbiddenError, UnauthorizedError } from "../../../shared/platform/errors";
import type { StaffRole } from "../../../shared/platform/roles";
import { sessionSigningKey } from "../session/signing-key";
import { staffById } from "./staff-account-store";
import { staffSessionCookies, staffSessionTokenOf } from "./staff-cookies";
import { signStaffSession, verifyStaffSession } from "./staff-token";

export const STAFF_SESSION_EXPIRED = "Your session has ended. Please sign in again.";
export const STAFF_NOT_ALLOWED = "Your role does not allow this.";
export const STAFF_OTHER_CAMPUS = "You do not have access to this campus.";

/** The signed-in staff member of an `auth: "staff"` request, as the implementation sees it. */
export interface StaffContext {
  account: StaffAccount;
  /** The session's sign-in time (re-signing keeps it). */
  signedInAt: Date;
  version: number;
}

/**
 * Authentication and authorization of a console request, in the order that leaks least: a
 * valid session of an active account (401), a role the route allows (403), and for a campus
 * role the route's `site_id` being its own campus (403). The account is read on every request,
 * so disabling it or signing out everywhere takes effect at once. Answers the slid cookies.
 */
export async function requireStaff(
  event: APIGatewayProxyEventV2,
  now: Date,
  roles: readonly StaffRole[],
  input: unknown,
): Promise<{ staff: StaffContext; cookies: string[] }> {
  const token = staffSessionTokenOf(event);
  if (!token) throw new UnauthorizedError(STAFF_SESSION_EXPIRED);
  const key = await sessionSigningKey();
  const session = await verifyStaffSession(token, key, now);
  if (!session) throw new UnauthorizedError(STAFF_SESSION_EXPIRED);
  const stored = await staffById(session.staffId);
  if (
    !stored ||
    stored.account.disabled ||
    stored.secrets.session_version !== session.version ||
    stored.account.totp_enrolled_at === null
  ) {
    throw new UnauthorizedError(STAFF_SESSION_EXPIRED);
  }
  const { account } = stored;
  if (!roles.includes(account.role)) throw new ForbiddenError(STAFF_NOT_ALLOWED);
  checkStaffScope(account, input);
  const slid = await signStaffSession(
    { staffId: account.id, version: session.version, signedInAt: session.signedInAt },
    key,
    now,
  );
  return {
    staff: { account, signedInAt: session.signedInAt, version: session.version },
    cookies: await staffSessionCookies(slid.token, slid.maxAgeSeconds),
  };
}

/** A campus role names only its own campus; the company admin any. */
export function checkStaffScope(account: StaffAccount, input: unknown): void {
  if (account.role === "admin") return;
  const { site_id } = (input ?? {}) as { site_id?: unknown };
  if (site_id !== undefined && site_id !== account.site_id) {
    throw new ForbiddenError(STAFF_OTHER_CAMPUS);
  }
}
