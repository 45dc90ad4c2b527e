import * as z from "zod";
import { FIELD_MESSAGES } from "../../platform/validation/field-messages";
import { confirmed, secret, text } from "../../platform/validation/fields";
import { minLength, required } from "../../platform/validation/rules";

/** Password reset (requirements: purchases §3, §5): password 8+, confirmation equal; public_key from the link. */
export const PASSWORD_RESET_MESSAGES = {
  password: FIELD_MESSAGES.password,
  password_confirmation: FIELD_MESSAGES.password_confirmation,
  public_key: { required: "This password reset link is not valid" },
} as const;

/**
 * The reset page without a key in its fragment: a link from before the key moved there (its key
 * already reached a server in the path, so it is never used) or a page reloaded after the key
 * was read (docs/decisions/accounts.md "Password reset").
 */
export const PASSWORD_RESET_LINK_TEXT = {
  expired: "This password reset link has expired. Please request a new one.",
  howTo: "Choose your campus, then Log In and Forgot your password?",
  findCampus: "Find your campus",
} as const;

const M = PASSWORD_RESET_MESSAGES;

export const PASSWORD_MIN_LENGTH = 8;

export const passwordResetSchema = z
  .object({
    password: secret(
      required(M.password.required),
      minLength(PASSWORD_MIN_LENGTH, M.password.tooShort),
    ),
    password_confirmation: secret(required(M.password_confirmation.required)),
    public_key: text(required(M.public_key.required)),
  })
  .superRefine(confirmed("password", "password_confirmation", M.password_confirmation.mismatch));

export type PasswordReset = z.infer<typeof passwordResetSchema>;
