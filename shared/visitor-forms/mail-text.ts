import type { CheckedElement } from "./help-submission";

/** A plain-text mail to the campus contact. */
export interface MailText {
  subject: string;
  text: string;
}

const lines = (rows: readonly [string, string][]): string =>
  rows.map(([label, value]) => `${label}: ${value === "" ? "-" : value}`).join("\n");

export interface FeedbackMailInput {
  first_name: string;
  last_name: string;
  email: string;
  student_id: string;
  location: string;
  customer_residence: string;
  customer_type: string;
  comments: string;
  offers: "true" | "false";
  birthday: string;
}

/** Feedback to the campus contact (requirements: public-browsing §2 Feedback). */
export function feedbackMail(
  siteName: string,
  feedback: FeedbackMailInput,
  locationName: string,
): MailText {
  return {
    subject: `${siteName}: feedback from ${feedback.first_name} ${feedback.last_name}`,
    text: lines([
      ["Name", `${feedback.first_name} ${feedback.last_name}`],
      ["Email", feedback.email],
      ["Campus ID", feedback.student_id],
      ["Dining location", locationName],
      ["Residence", feedback.customer_residence],
      ["Customer type", feedback.customer_type],
      ["Send offers", feedback.offers === "true" ? "Yes" : "No"],
      ["Birthday", feedback.birthday],
      ["Comments", feedback.comments],
    ]),
  };
}

/** An answer form submission (requirements: public-browsing §2 Help / get answers now). */
export function helpAnswerMail(
  siteName: string,
  question: string,
  elements: readonly CheckedElement[],
): MailText {
  return {
    subject: `${siteName}: request about "${question}"`,
    text: lines(
      elements.map(({ label, value }): [string, string] => [
        label,
        Array.isArray(value) ? value.join(", ") : value,
      ]),
    ),
  };
}

export interface FollowUpMailInput {
  name: string;
  email: string;
  student_id: string;
  comments: string;
}

/** The follow-up form of an answer (requirements: public-browsing §3 Answer follow-up). */
export function followUpMail(
  siteName: string,
  question: string,
  input: FollowUpMailInput,
): MailText {
  return {
    subject: `${siteName}: follow-up about "${question}"`,
    text: lines([
      ["Name", input.name],
      ["Email", input.email],
      ["Student ID", input.student_id],
      ["Comments", input.comments],
    ]),
  };
}
