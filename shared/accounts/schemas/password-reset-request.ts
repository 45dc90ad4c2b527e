import * as z from "zod";
import { emailAddress } from "../../platform/validation/contact-fields";
import { text } from "../../platform/validation/fields";
import { required } from "../../platform/validation/rules";
import { LOGIN_MESSAGES } from "./login";

/** The reset request form: an email and a solved proof-of-work challenge (self-hosted ALTCHA). */
export const PASSWORD_RESET_REQUEST_MESSAGES = {
  email: LOGIN_MESSAGES.email,
  altcha: { required: "Please complete the verification to request a reset link." },
  altchaReplayed: "This verification was already used. Please verify again.",
  altchaRaised:
    "Many people are asking from your network. Please complete the new verification and send the request again.",
} as const;

const M = PASSWORD_RESET_REQUEST_MESSAGES;

export const passwordResetRequestSchema = z.object({
  email: emailAddress(M.email),
  altcha: text(required(M.altcha.required)),
});

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
