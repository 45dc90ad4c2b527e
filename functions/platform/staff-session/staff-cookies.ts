import type { APIGatewayProxyEventV2 } from "aws-lambda";
import {
  readCookies,
  serializeCookie,
  staffCsrfCookieName,
  staffPendingCookieName,
  staffSessionCookieName,
} from "../session/cookies";
import { csrfTokenFor, staffCsrfBinding } from "../session/csrf";
import { STAFF_PENDING_SECONDS } from "./staff-token";

export { staffCsrfCookieName, staffPendingCookieName, staffSessionCookieName };

export const staffSessionTokenOf = (event: APIGatewayProxyEventV2): string | undefined =>
  readCookies(event).get(staffSessionCookieName()) || undefined;
export const staffPendingTokenOf = (event: APIGatewayProxyEventV2): string | undefined =>
  readCookies(event).get(staffPendingCookieName()) || undefined;

/** The session and its CSRF token, both living exactly as long as the token. */
export const staffSessionCookies = async (token: string, maxAge: number): Promise<string[]> => [
  serializeCookie(staffSessionCookieName(), token, { httpOnly: true, maxAge }),
  serializeCookie(staffCsrfCookieName(), await csrfTokenFor(staffCsrfBinding(token)), {
    httpOnly: false,
    maxAge,
  }),
];

export const clearedStaffCookies = (): string[] => [
  serializeCookie(staffSessionCookieName(), "", { httpOnly: true, maxAge: 0 }),
  serializeCookie(staffCsrfCookieName(), "", { httpOnly: false, maxAge: 0 }),
  serializeCookie(staffPendingCookieName(), "", { httpOnly: true, maxAge: 0 }),
];

export const pendingSignInCookie = (token: string): string =>
  serializeCookie(staffPendingCookieName(), token, {
    httpOnly: true,
    maxAge: STAFF_PENDING_SECONDS,
  });

export const clearedPendingCookie = (): string =>
  serializeCookie(staffPendingCookieName(), "", { httpOnly: true, maxAge: 0 });
