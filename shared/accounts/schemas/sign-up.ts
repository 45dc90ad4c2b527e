import * as z from "zod";
import {
  confirmed,
  optionalPhoneText,
  optionalText,
  phoneText,
  secret,
  text,
} from "../../platform/validation/fields";
import {
  minLength,
  numeric,
  passwordComplexity,
  phone,
  required,
} from "../../platform/validation/rules";
import { PASSWORD_MIN_LENGTH } from "./password-reset";
import { profileFields } from "./profile";
import { SIGN_UP_MESSAGES as M } from "./profile-messages";

/**
 * Sign-up (requirements: purchases §5): the profile fields plus password, its confirmation and the e-mail
 * confirmation. Sign-up sends phone_number and zip_code in place of phone and zip (§3 Customer).
 */
export const signUpSchema = z
  .object({
    ...profileFields,
    email_confirmation: text(required(M.email_confirmation.required)),
    phone_number: phoneText(
      required(M.phone.required),
      numeric("phone", M.phone.invalid),
      phone(M.phone.length),
    ),
    mobile: optionalPhoneText(numeric("mobile", M.mobile.invalid), phone(M.mobile.length)),
    zip_code: optionalText(numeric("zip", M.zip.invalid)),
    password: secret(
      required(M.password.required),
      minLength(PASSWORD_MIN_LENGTH, M.password.tooShort),
      passwordComplexity(M.password.complexity),
    ),
    password_confirmation: secret(required(M.password_confirmation.required)),
  })
  .superRefine((value, ctx) => {
    confirmed("email", "email_confirmation", M.email_confirmation.mismatch, { ignoreCase: true })(
      value,
      ctx,
    );
    confirmed("password", "password_confirmation", M.password_confirmation.mismatch)(value, ctx);
  });

export type SignUp = z.infer<typeof signUpSchema>;
