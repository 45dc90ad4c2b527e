import * as z from "zod";
import {
  addressLine,
  emailAddress,
  personName,
  usState,
} from "../../platform/validation/contact-fields";
import {
  optionalPhoneText,
  optionalSecret,
  optionalText,
  phoneText,
  text,
} from "../../platform/validation/fields";
import { alphaNumSpaces, numeric, phone, required } from "../../platform/validation/rules";
import { changesEmail } from "../email-change";
import { PROFILE_MESSAGES as M } from "./profile-messages";

/**
 * Account profile (requirements: purchases §5 Profile; payload §7 customer/update_customer). Phone numbers are
 * digits only, and 10 of them (§9 "Phone 10 digits"); the mobile number is optional.
 */
export const profileFields = {
  first_name: personName(M.first_name),
  last_name: personName(M.last_name),
  student_id: text(required(M.student_id.required), alphaNumSpaces(M.student_id.invalid)),
  email: emailAddress(M.email),
  address: addressLine(M.address),
  city: addressLine(M.city),
  state: usState(M.state),
  notify_by_text: z.boolean().default(false),
} as const;

export const profileSchema = z.object({
  ...profileFields,
  phone: phoneText(
    required(M.phone.required),
    numeric("phone", M.phone.invalid),
    phone(M.phone.length),
  ),
  mobile: optionalPhoneText(numeric("mobile", M.mobile.invalid), phone(M.mobile.length)),
  zip: optionalText(numeric("zip", M.zip.invalid)),
  /**
   * Needed only to change the sign-in email (docs/decisions/accounts.md): a session alone must
   * not be enough to move the account to another mailbox, where a reset would then land.
   */
  current_password: optionalSecret(),
});

export type Profile = z.infer<typeof profileSchema>;

/** The account form's schema: the current password is required once the email differs. */
export const profileFormSchema = (signInEmail: string) =>
  profileSchema.superRefine((profile, ctx) => {
    if (changesEmail(signInEmail, profile.email) && profile.current_password === "") {
      ctx.addIssue({
        code: "custom",
        path: ["current_password"],
        message: M.current_password.required,
      });
    }
  });
