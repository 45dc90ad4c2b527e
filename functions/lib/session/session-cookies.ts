import { CSRF_COOKIE, SESSION_COOKIE, serializeCookie } from "./cookies";
import { newCsrfToken } from "./csrf";
import { SESSION_TTL_SECONDS } from "./session-token";

/** Set-Cookie values of a new session: the token and a fresh CSRF token, both for 2 hours. */
export const sessionCookies = (token: string): string[] => [
  serializeCookie(SESSION_COOKIE, token, { httpOnly: true, maxAge: SESSION_TTL_SECONDS }),
  serializeCookie(CSRF_COOKIE, newCsrfToken(), { httpOnly: false, maxAge: SESSION_TTL_SECONDS }),
];

/** Logout clears both. */
export const clearedSessionCookies = (): string[] => [
  serializeCookie(SESSION_COOKIE, "", { httpOnly: true, maxAge: 0 }),
  serializeCookie(CSRF_COOKIE, "", { httpOnly: false, maxAge: 0 }),
];
