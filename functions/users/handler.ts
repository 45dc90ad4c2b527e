import { usersRoutes } from "../../shared/api/routes/users";
import { createGroupHandler } from "../lib/group-handler";
import { dynamoResetTokenStore } from "../lib/store/reset-token-store";
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
