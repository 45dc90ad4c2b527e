import { operationsSessionRoutes } from "../../../shared/api/routes/operations-session";
import { NotFoundError } from "../../../shared/errors";
import { defineSection } from "../../lib/group-handler";

const notYet = async (): Promise<never> => {
  throw new NotFoundError();
};

export const section = defineSection(operationsSessionRoutes, {
  signInStaff: notYet,
  verifyStaffSecondFactor: notYet,
  getStaffSession: notYet,
  signOutStaff: notYet,
  requestStaffPasswordReset: notYet,
});
