import type { PasswordReset } from "@shared/accounts/schemas/password-reset";
import { apiRequest } from "@/lib/api-client";
import { updateCustomerPassword } from "@/lib/api-routes/accounts/update-customer-password";
import { updateUserPassword } from "@/lib/api-routes/operations/update-user-password";

// Apart from account.ts: the reset page holds no session, so it needs none of the rest.

/** A new password with a reset link's key: a staff member's (operations console) or a customer's. */
export const resetPassword = (staff: boolean, values: PasswordReset) =>
  staff ? apiRequest(updateUserPassword, values) : apiRequest(updateCustomerPassword, values);
