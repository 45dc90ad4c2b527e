/**
 * Messages that several forms word alike: checkout, profile, sign-up, login, password reset and
 * reservation (requirements: purchases §5), and the feedback form's email (public-browsing §3).
 * Each form's own message object takes its entries from here, so a wording changes in one
 * place; a form that words a field its own way (the feedback form's names, the visitor forms'
 * "Your email is required.") keeps its own text beside them.
 */
export const FIELD_MESSAGES = {
  first_name: {
    required: "First name is required",
    invalid: "A first name may only contain letters, apostrophes, hyphens and spaces",
  },
  last_name: {
    required: "Last name is required",
    invalid: "A last name may only contain letters, apostrophes, hyphens and spaces",
  },
  email: {
    required: "An email address is required",
    invalid: "Please enter a valid email address",
  },
  email_confirmation: {
    required: "Please confirm your email address",
    mismatch: "The email addresses do not match",
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
  password: {
    required: "A password is required",
    tooShort: "Your password must be at least 8 characters",
  },
  password_confirmation: {
    required: "Please confirm your password",
    mismatch: "The passwords do not match",
  },
} as const;
