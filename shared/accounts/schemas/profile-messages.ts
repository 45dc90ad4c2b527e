/** Profile and sign-up messages (requirements: purchases §5 Profile, Sign-up). */
export const PROFILE_MESSAGES = {
  first_name: {
    required: "First name is required",
    invalid: "A first name may only contain letters, apostrophes, hyphens and spaces",
  },
  last_name: {
    required: "Last name is required",
    invalid: "A last name may only contain letters, apostrophes, hyphens and spaces",
  },
  student_id: {
    required: "A student ID is required",
    invalid: "A student ID may only contain letters, numbers and spaces",
  },
  email: {
    required: "An email address is required",
    invalid: "Please enter a valid email address",
  },
  phone: {
    required: "A phone number is required",
    invalid: "A phone number must only contain numbers",
    length: "Please enter a valid phone number",
  },
  mobile: {
    invalid: "A mobile number must only contain numbers",
    length: "Please enter a valid mobile number",
  },
  address: {
    required: "An address is required",
    invalid: "An address may only contain letters, numbers, spaces, commas, periods and #",
  },
  city: {
    required: "A city is required",
    invalid: "A city may only contain letters, numbers, spaces, commas, periods and #",
  },
  state: { required: "A state is required", invalid: "Please enter a valid state" },
  zip: { invalid: "A zip code must only contain numbers" },
  current_password: {
    required: "Please enter your current password to change your email address",
    incorrect: "The current password is incorrect.",
  },
} as const;

export const SIGN_UP_MESSAGES = {
  ...PROFILE_MESSAGES,
  email_confirmation: {
    required: "Please confirm your email address",
    mismatch: "The email addresses do not match",
  },
  password: {
    required: "A password is required",
    tooShort: "Your password must be at least 8 characters",
    complexity:
      "Your password must contain an uppercase letter, a lowercase letter, a number and a special character",
  },
  password_confirmation: {
    required: "Please confirm your password",
    mismatch: "The passwords do not match",
  },
} as const;
