import { ACCOUNT_TEXT } from "../../../../shared/accounts/messages";
import { customerSessionRoutes } from "../../../../shared/accounts/routes/customer";
import { defineSection } from "../../../platform/group-handler";
import {
  csrfCookieName,
  presessionCookieName,
  readCookies,
  serializeCookie,
  sessionTokenOf,
} from "../../../platform/session/cookies";
import { csrfTokenFor, newPresessionId } from "../../../platform/session/csrf";
import { SESSION_TTL_SECONDS } from "../../../platform/session/session-token";
import { walletPassConfigured } from "../../pass-certificates";
import { accountDeps, checked, customers, lookedUp } from "../account-deps";
import { logIn, logOut, signUp } from "../account-service";
import { customerInfo } from "../customer-info";

/** A pre-session outlives a session's CSRF cookie; the client asks again whenever it has none. */
const PRESESSION_SECONDS = 24 * 60 * 60;

/** Signing in and out, signing up, the CSRF token and the signed-in customer. */
export const section = defineSection(customerSessionRoutes, {
  // The wallet pass needs signing certificates; without them the link is hidden.
  getCustomerInfo: async (_input, { session }) =>
    customerInfo(customers, session, walletPassConfigured()),

  authenticateCustomer: async (input, { now, cookies, site }) => {
    const result = await logIn(accountDeps(checked(site)), input, now);
    cookies.push(...result.cookies);
    return { customer: result.customer };
  },

  logoutCustomer: async ({ site_id }, { event, now, cookies }) => {
    cookies.push(
      ...(await logOut(accountDeps(lookedUp(now)), site_id, sessionTokenOf(event), now)),
    );
    return { msg: "You have been logged out." };
  },

  createCustomer: async (input, { now, cookies, site }) => {
    const result = await signUp(accountDeps(checked(site)), input, now);
    cookies.push(...result.cookies);
    return {
      customer: result.customer,
      student: null,
      msg: ACCOUNT_TEXT.accountCreated,
    };
  },

  // A session binds its own token (set at login); without one, a pre-session is kept or started.
  getCsrfToken: async (_input, { event, cookies }) => {
    const jar = readCookies(event);
    let binding = sessionTokenOf(event) || jar.get(presessionCookieName());
    if (!binding) {
      binding = newPresessionId();
      cookies.push(
        serializeCookie(presessionCookieName(), binding, {
          httpOnly: true,
          maxAge: PRESESSION_SECONDS,
        }),
      );
    }
    const token = await csrfTokenFor(binding);
    cookies.push(
      serializeCookie(csrfCookieName(), token, { httpOnly: false, maxAge: SESSION_TTL_SECONDS }),
    );
    return { csrf_token: token };
  },
});
