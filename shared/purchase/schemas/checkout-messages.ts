import { FIELD_MESSAGES } from "../../platform/validation/field-messages";

/** Checkout customer form messages (requirements: purchases §5 Checkout customer; wording decisions in
 * docs/decisions/validation.md where the spec gives none). */
export const CHECKOUT_MESSAGES = {
  first_name: FIELD_MESSAGES.first_name,
  last_name: FIELD_MESSAGES.last_name,
  address: FIELD_MESSAGES.address,
  city: FIELD_MESSAGES.city,
  state: FIELD_MESSAGES.state,
  zip: { required: "A zip code is required", invalid: "A zip code must only contain numbers" },
  email: FIELD_MESSAGES.email,
  email_confirmation: FIELD_MESSAGES.email_confirmation,
  phone: { required: "A phone number is required", invalid: "Please enter a valid phone number" },
  password_confirmation: FIELD_MESSAGES.password_confirmation,
  emailDomain: (domain: string) =>
    `Purchases billed to Student Account can only be purchased using an email address with the domain name: ${domain}.`,
  /** Used only when the site has no faculty_email_msg of its own. */
  facultyEmail: "This email address is not on the list of valid faculty email addresses.",
  parentStudentEmail: "The parent and student email addresses cannot match",
} as const;

/** The parent buyer's student block (requirements: purchases §5 "Parent buyer"). */
export const STUDENT_BLOCK_MESSAGES = {
  first_name: {
    required: "Student first name is required",
    invalid: "A student first name may only contain letters, apostrophes, hyphens and spaces",
  },
  last_name: {
    required: "Student last name is required",
    invalid: "A student last name may only contain letters, apostrophes, hyphens and spaces",
  },
  address: {
    required: "Student address is required",
    invalid: "A student address may only contain letters, numbers, spaces, commas, periods and #",
  },
  city: {
    required: "Student city is required",
    invalid: "A student city may only contain letters, numbers, spaces, commas, periods and #",
  },
  state: { required: "Student state is required", invalid: "Please enter a valid student state" },
  zip: {
    required: "Student zip code is required",
    invalid: "A student zip code must only contain numbers",
  },
  email: {
    required: "Student email is required",
    invalid: "Please enter a valid student email address",
  },
  email_confirmation: {
    required: "Please confirm the student email address",
    mismatch: "The student email addresses do not match",
  },
  phone: {
    required: "Student phone number is required",
    invalid: "Please enter a valid phone number",
  },
} as const;
