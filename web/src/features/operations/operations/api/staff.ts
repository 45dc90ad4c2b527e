import type { StaffMember } from "@shared/operations/routes/operations-staff";
import useSWR from "swr";
import { apiKey, type InputOf } from "@/lib/api-client";
import { inviteStaff as inviteStaffRoute } from "@/lib/api-routes/operations/invite-staff";
import { listStaff } from "@/lib/api-routes/operations/list-staff";
import { resendStaffInvite } from "@/lib/api-routes/operations/resend-staff-invite";
import { resetStaffTwoFactor } from "@/lib/api-routes/operations/reset-staff-two-factor";
import { updateStaff as updateStaffRoute } from "@/lib/api-routes/operations/update-staff";
import { opsRequest } from "./ops-request";

// The staff page's calls (company admins; docs/operations/screens.md "Staff").

export const useStaffList = () => useSWR<{ staff: StaffMember[] }>(apiKey(listStaff, {}));

/** Creates the account and mails a single-use set-password link. */
export const inviteStaff = (params: InputOf<typeof inviteStaffRoute>) =>
  opsRequest(inviteStaffRoute, params);

/** The role and campus, or disabled (which ends the account's sessions). */
export const updateStaff = (params: InputOf<typeof updateStaffRoute>) =>
  opsRequest(updateStaffRoute, params);

/** A lost phone: two-factor is set up again at the next sign-in. */
export const resetTwoFactor = (staffId: string) =>
  opsRequest(resetStaffTwoFactor, { staff_id: staffId });

export const resendInvite = (staffId: string) =>
  opsRequest(resendStaffInvite, { staff_id: staffId });
