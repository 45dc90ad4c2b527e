import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { ForbiddenError, UnauthorizedError } from "../../../shared/platform/errors";
import { sessionTokenOf } from "./cookies";
import { type Session, verifySession } from "./session-token";
import { sessionSigningKey } from "./signing-key";

export const SESSION_EXPIRED = "Your session has expired. Please log in again.";
export const CSRF_REFUSED =
  "Your session could not be verified. Please reload the page and try again.";

/** The verified session of an `auth: "customer"` request, or 401. */
export async function requireSession(event: APIGatewayProxyEventV2, now: Date): Promise<Session> {
  const token = sessionTokenOf(event);
  if (!token) throw new UnauthorizedError();
  const session = await verifySession(token, await sessionSigningKey(), now);
  if (!session) throw new UnauthorizedError(SESSION_EXPIRED);
  return session;
}

/**
 * Authorization: the customer always comes from the session. A session of another site
 * is no session here (401); naming another customer is refused (403), never silently replaced.
 */
export function checkSessionScope(session: Session, input: unknown): void {
  const params = (input ?? {}) as { site_id?: unknown; customer_id?: unknown };
  if (params.site_id !== session.siteId) throw new UnauthorizedError();
  if (params.customer_id !== undefined && params.customer_id !== session.customerId) {
    throw new ForbiddenError();
  }
}

export function refuseCsrf(): never {
  throw new ForbiddenError(CSRF_REFUSED);
}
