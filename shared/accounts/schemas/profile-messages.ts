import { FIELD_MESSAGES } from "../../platform/validation/field-messages";

/** Profile and sign-up messages (requirements: purchases §5 Profile, Sign-up). */
export const PROFILE_MESSAGES = {
  first_name: FIELD_MESSAGES.first_name,
  last_name: FIELD_MESSAGES.last_name,
  student_id: {
    required: "A student ID is required",
    invalid: "A student ID may only contain letters, numbers and spaces",
  },
  email: FIELD_MESSAGES.email,
  phone: {
    required: "A phone number is required",
    invalid: "A phone number must only contain numbers",
    length: "Please enter a valid phone number",
  },
  mobile: {
    invalid: "A mobile number must only contain numbers",
    length: "Please enter a valid mobile number",
  },
  address: FIELD_MESSAGES.address,
  city: FIELD_MESSAGES.city,
  state: FIELD_MESSAGES.state,
  zip: { invalid: "A zip code must only contain numbers" },
  current_password: {
    required: "Please enter your current password to change your email address",
    incorrect: "The current password is incorrect.",
  },
} as const;

export const SIGN_UP_MESSAGES = {
  ...PROFILE_MESSAGES,
  email_confirmation: FIELD_MESSAGES.email_confirmation,
  password: {
    ...FIELD_MESSAGES.password,
    complexity:
      "Your password must contain an uppercase letter, a lowercase letter, a number and a special character",
  },
  password_confirmation: FIELD_MESSAGES.password_confirmation,
} as const;
