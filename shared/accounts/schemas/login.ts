import * as z from "zod";
import { emailAddress } from "../../platform/validation/contact-fields";
import { secret } from "../../platform/validation/fields";
import { required } from "../../platform/validation/rules";

/** Login (requirements: purchases §5 Login): e-mail required and valid; a password. */
export const LOGIN_MESSAGES = {
  email: {
    required: "An email address is required",
    invalid: "Please enter a valid email address",
  },
  password: { required: "A password is required" },
} as const;

export const loginSchema = z.object({
  email: emailAddress(LOGIN_MESSAGES.email),
  password: secret(required(LOGIN_MESSAGES.password.required)),
});

export type Login = z.infer<typeof loginSchema>;
