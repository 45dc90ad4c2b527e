import * as z from "zod";
import { passwordResetSchema } from "../../accounts/schemas/password-reset";
import { defineRoute } from "../../platform/api/route";

/**
 * The staff password route (requirements: purchases §2 /resetPassword, §6): the operations
 * console's staff set their password with the key of an invitation or a reset link, both of
 * kind `staff` (docs/operations/session-and-staff.md); any other key is an invalid link.
 */
export const updateUserPassword = defineRoute({
  operationId: "updateUserPassword",
  group: "users",
  method: "PUT",
  path: "/v1/users/update/password",
  summary:
    "Set an operations console staff member's password with an invitation's or a reset link's key (single use; every session of the account ends)",
  input: passwordResetSchema,
  output: z.object({ domain: z.string().optional() }),
  auth: "public",
  csrf: true,
  rateLimit: "password-reset",
  example: {
    public_key: "_operations~example-key",
    password: "New-pass1!",
    password_confirmation: "New-pass1!",
  },
});

export const usersRoutes = [updateUserPassword] as const;
