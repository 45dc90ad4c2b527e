import { usersRoutes } from "../../../shared/operations/routes/users";
import { dynamoResetTokenStore } from "../../accounts/reset-token-store";
import { createGroupHandler } from "../../platform/group-handler";
import { updateStaffPassword } from "./staff-password";

export { RESET_LINK_INVALID } from "./staff-password";

/**
 * The spec's staff password route: the operations console's staff set their password with the
 * key of an invitation or a reset link (docs/operations/session-and-staff.md).
 */
export const handler = createGroupHandler(usersRoutes, {
  updateUserPassword: async (input, { now }) =>
    updateStaffPassword(dynamoResetTokenStore, input, now),
});
