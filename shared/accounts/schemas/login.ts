import * as z from "zod";
import { emailAddress } from "../../platform/validation/contact-fields";
import { FIELD_MESSAGES } from "../../platform/validation/field-messages";
import { secret } from "../../platform/validation/fields";
import { required } from "../../platform/validation/rules";

/** Login (requirements: purchases §5 Login): e-mail required and valid; a password. */
export const LOGIN_MESSAGES = {
  email: FIELD_MESSAGES.email,
  password: { required: FIELD_MESSAGES.password.required },
} as const;

export const loginSchema = z.object({
  email: emailAddress(LOGIN_MESSAGES.email),
  password: secret(required(LOGIN_MESSAGES.password.required)),
});

export type Login = z.infer<typeof loginSchema>;
