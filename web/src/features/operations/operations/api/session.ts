import useSWR, { type SWRConfiguration, useSWRConfig } from "swr";
import { type ApiError, apiKey, apiRequest, type InputOf } from "@/lib/api-client";
import { getStaffSession } from "@/lib/api-routes/operations/get-staff-session";
import { requestStaffPasswordReset } from "@/lib/api-routes/operations/request-staff-password-reset";
import { signInStaff } from "@/lib/api-routes/operations/sign-in-staff";
import { signOutStaff } from "@/lib/api-routes/operations/sign-out-staff";
import { updateUserPassword } from "@/lib/api-routes/operations/update-user-password";
import { verifyStaffSecondFactor } from "@/lib/api-routes/operations/verify-staff-second-factor";
import type { ConsoleSession } from "../lib/console-session";
import { opsRequest } from "./ops-request";

// Signing in and out of the console and its password pages (docs/operations/screens.md).

const sessionKey = apiKey(getStaffSession, {});

/**
 * The signed-in staff member and their campuses, through the console's SWR fetcher
 * (routes/console-route.tsx). `enabled` false asks nothing.
 */
export const useStaffSession = (
  enabled: boolean,
  config: SWRConfiguration<ConsoleSession, ApiError>,
) => useSWR<ConsoleSession, ApiError>(enabled ? sessionKey : null, config);

/** Asks for the session now (after the second factor started it). */
export const fetchStaffSession = () => opsRequest(getStaffSession, {});

/** Puts a session just answered into the cache, so the shell does not ask for it again. */
export function useEnterSession() {
  const { mutate } = useSWRConfig();
  return (session: ConsoleSession) => mutate(sessionKey, session, { revalidate: false });
}

/** Signs out; every console answer cached in this tab belonged to the session that ended. */
export function useSignOut() {
  const { mutate } = useSWRConfig();
  return async () => {
    try {
      await opsRequest(signOutStaff, {});
    } catch {
      // Signed out either way: the session is gone or about to be refused.
    }
    await mutate(() => true, undefined, { revalidate: false });
  };
}

/** Step 1: the password; answers which second step follows. */
export const signIn = (params: InputOf<typeof signInStaff>) => opsRequest(signInStaff, params);

/** Step 2: a TOTP or recovery code starts the session (enrolling answers the recovery codes). */
export const verifySecondFactor = (params: InputOf<typeof verifyStaffSecondFactor>) =>
  opsRequest(verifyStaffSecondFactor, params);

export const requestReset = (params: InputOf<typeof requestStaffPasswordReset>) =>
  opsRequest(requestStaffPasswordReset, params);

/** An invitation's or a reset link's key sets the password; the key travels in the PUT body. */
export const setStaffPassword = (params: InputOf<typeof updateUserPassword>) =>
  apiRequest(updateUserPassword, params);
