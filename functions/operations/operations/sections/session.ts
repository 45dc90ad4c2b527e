import { operationsSessionRoutes } from "../../../../shared/operations/routes/operations-session";
import { dynamoLoginThrottle } from "../../../accounts/login-throttle";
import { defineSection } from "../../../platform/group-handler";
import { sesMailer } from "../../../platform/mailer";
import { endStaffSessions } from "../../../platform/staff-session/staff-account-store";
import {
  clearedStaffCookies,
  staffPendingTokenOf,
} from "../../../platform/staff-session/staff-cookies";
import { configuredWebOrigin } from "../../../platform/web-origin";
import { requestStaffReset } from "../session-reset";
import { type SessionDeps, signIn, verifySecondFactor } from "../session-service";
import { sessionView } from "../session-view";

// Staff are counted under OPERATIONS_TENANT: there is no campus to check first.
const deps: SessionDeps = { throttle: dynamoLoginThrottle() };

/** Every reset request answers after at least this long, mail or no mail. */
const RESET_MIN_DURATION_MS = 1_000;

/** Signing in to the console (password, then two-factor), the session, signing out, reset. */
export const section = defineSection(operationsSessionRoutes, {
  signInStaff: async (input, { now, cookies }) => {
    const { cookies: set, ...answer } = await signIn(deps, input, now);
    cookies.push(...set);
    return answer;
  },

  verifyStaffSecondFactor: async (input, { event, now, cookies }) => {
    const { cookies: set, ...answer } = await verifySecondFactor(
      deps,
      staffPendingTokenOf(event),
      input,
      now,
    );
    cookies.push(...set);
    return answer;
  },

  getStaffSession: async (_input, { staff, now }) => sessionView(staff, now),

  // Every session of the account ends, not only this browser's; the slid cookies the guard
  // set for this response are replaced by cleared ones.
  signOutStaff: async (_input, { staff, cookies }) => {
    await endStaffSessions(staff.account.id);
    cookies.splice(0, cookies.length, ...clearedStaffCookies());
    return { msg: "You have been signed out." };
  },

  requestStaffPasswordReset: async ({ email }, { now }) =>
    requestStaffReset(
      { mailer: sesMailer, webOrigin: configuredWebOrigin(), minDurationMs: RESET_MIN_DURATION_MS },
      email,
      now,
    ),
});
