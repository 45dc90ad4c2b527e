import { csrfCookieName, serializeCookie, sessionCookieName } from "./cookies";
import { csrfTokenFor } from "./csrf";
import { SESSION_TTL_SECONDS } from "./session-token";

/** Set-Cookie values of a new session: the token and the CSRF token derived from it, both for 2 hours. */
export const sessionCookies = async (token: string): Promise<string[]> => [
  serializeCookie(sessionCookieName(), token, { httpOnly: true, maxAge: SESSION_TTL_SECONDS }),
  serializeCookie(csrfCookieName(), await csrfTokenFor(token), {
    httpOnly: false,
    maxAge: SESSION_TTL_SECONDS,
  }),
];

/** Logout clears both; the next state-changing call fetches a pre-session token again. */
export const clearedSessionCookies = (): string[] => [
  serializeCookie(sessionCookieName(), "", { httpOnly: true, maxAge: 0 }),
  serializeCookie(csrfCookieName(), "", { httpOnly: false, maxAge: 0 }),
];
