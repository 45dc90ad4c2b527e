import { operationsStaffRoutes } from "../../../../shared/operations/routes/operations-staff";
import { defineSection } from "../../../platform/group-handler";
import { sesMailer } from "../../../platform/mailer";
import { dynamoSiteStore } from "../../../platform/site-store";
import { configuredWebOrigin } from "../../../platform/web-origin";
import {
  inviteStaffMember,
  listStaffMembers,
  resendInvitation,
  resetTwoFactor,
  type StaffAdminDeps,
  updateStaffMember,
} from "../staff-service";

const deps = (): StaffAdminDeps => ({
  mailer: sesMailer,
  webOrigin: configuredWebOrigin(),
  campusName: async (siteId) => (await dynamoSiteStore.getById(siteId))?.site.name,
});

/** The company admin's staff screen (the group handler lets only `admin` in). */
export const section = defineSection(operationsStaffRoutes, {
  listStaff: async () => listStaffMembers(),
  inviteStaff: async (input, { staff, now }) => inviteStaffMember(deps(), staff, input, now),
  updateStaff: async (input, { staff, now }) => updateStaffMember(staff, input, now),
  resetStaffTwoFactor: async ({ staff_id }, { staff, now }) => resetTwoFactor(staff, staff_id, now),
  resendStaffInvite: async ({ staff_id }, { staff, now }) =>
    resendInvitation(deps(), staff, staff_id, now),
});
