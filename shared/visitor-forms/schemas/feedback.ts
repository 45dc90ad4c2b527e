import * as z from "zod";
import { FIELD_MESSAGES } from "../../platform/validation/field-messages";
import { optionalText, text } from "../../platform/validation/fields";
import { alpha, email, required, rule } from "../../platform/validation/rules";

/** Feedback form (requirements: public-browsing §3 Feedback, §5). */
export const CUSTOMER_RESIDENCES = ["On Campus", "Off Campus"] as const;
export const FEEDBACK_CUSTOMER_TYPES = [
  "Freshman",
  "Sophomore",
  "Junior",
  "Senior",
  "Graduate",
  "Faculty",
  "Staff",
  "Other",
  "Not Applicable",
] as const;

export const FEEDBACK_MESSAGES = {
  first_name: {
    required: "First name is required",
    invalid: "A first name may only contain letters",
  },
  last_name: { required: "Last name is required", invalid: "A last name may only contain letters" },
  email: FIELD_MESSAGES.email,
  location: { required: "Please choose a dining location" },
  customer_residence: { required: "Please choose your residence" },
  customer_type: { required: "Please choose a customer type" },
  comments: { required: "Comments are required" },
  offers: { invalid: "Please answer yes or no" },
  birthday: { invalid: "Please enter your birthday as MM/DD" },
  /** The spec's reCAPTCHA message, naming the ALTCHA widget this platform shows instead. */
  altcha: { required: "Please complete the ALTCHA verification to submit feedback." },
} as const;

const M = FEEDBACK_MESSAGES;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** "MM/DD" with a day that exists in some year, so 02/29 is a birthday. */
export function isMonthDay(value: string): boolean {
  const match = /^(0[1-9]|1[0-2])\/([0-2][0-9]|3[01])$/.exec(value);
  if (!match) return false;
  const day = Number(match[2]);
  return day >= 1 && day <= (DAYS_IN_MONTH[Number(match[1]) - 1] ?? 0);
}

export interface FeedbackSettings {
  /** Ids of the site's locations flagged feedback_form; none means no location question. */
  readonly feedbackLocationIds: readonly string[];
}

export function createFeedbackSchema({ feedbackLocationIds }: FeedbackSettings) {
  const locationKnown = rule((value) => feedbackLocationIds.includes(value), M.location.required);
  return z.object({
    first_name: text(required(M.first_name.required), alpha("first name", M.first_name.invalid)),
    last_name: text(required(M.last_name.required), alpha("last name", M.last_name.invalid)),
    email: text(required(M.email.required), email(M.email.invalid)),
    student_id: optionalText(),
    location:
      feedbackLocationIds.length > 0
        ? text(required(M.location.required), locationKnown)
        : optionalText(),
    customer_residence: z.enum(CUSTOMER_RESIDENCES, { error: M.customer_residence.required }),
    customer_type: z.enum(FEEDBACK_CUSTOMER_TYPES, { error: M.customer_type.required }),
    comments: text(required(M.comments.required)),
    // Sent as the strings "true" and "false" (requirements: public-browsing §3 Feedback).
    offers: z.enum(["true", "false"], { error: M.offers.invalid }).default("false"),
    birthday: optionalText(rule(isMonthDay, M.birthday.invalid)),
    // The ALTCHA widget's payload; the server verifies it, the schema only insists it is there.
    altcha: text(required(M.altcha.required)),
  });
}

export type FeedbackSchema = ReturnType<typeof createFeedbackSchema>;
export type Feedback = z.infer<FeedbackSchema>;
