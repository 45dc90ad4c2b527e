import * as z from "zod";
import { passwordResetSchema } from "../../domain/validation/forms/password-reset";
import { defineRoute } from "../route";

/**
 * Staff tools password reset (requirements: purchases §2 /resetPassword, §6). There are no staff accounts yet:
 * the route consumes only `staff` reset keys, none of which are issued (docs/decisions/accounts.md).
 */
export const updateUserPassword = defineRoute({
  operationId: "updateUserPassword",
  group: "users",
  method: "PUT",
  path: "/v1/users/update/password",
  summary: "Set a staff tools user's password with a reset link's key",
  input: passwordResetSchema,
  output: z.object({ domain: z.string().optional() }),
  auth: "public",
  csrf: true,
  rateLimit: "password-reset",
  example: {
    public_key: "cedar-ridge~example-key",
    password: "New-pass1!",
    password_confirmation: "New-pass1!",
  },
});

export const usersRoutes = [updateUserPassword] as const;
