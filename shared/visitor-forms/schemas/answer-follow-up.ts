import * as z from "zod";
import { text } from "../../platform/validation/fields";
import { email, required } from "../../platform/validation/rules";

/** Help answer follow-up (requirements: public-browsing §3, §5 Answer follow-up). */
export const ANSWER_FOLLOW_UP_MESSAGES = {
  name: { required: "Name is required." },
  email: { required: "Email is required", invalid: "Email must be correctly formatted." },
  student_id: { required: "Student ID is required." },
  comments: { required: "Please describe how we can help." },
} as const;

const M = ANSWER_FOLLOW_UP_MESSAGES;

export const answerFollowUpSchema = z.object({
  name: text(required(M.name.required)),
  email: text(required(M.email.required), email(M.email.invalid)),
  student_id: text(required(M.student_id.required)),
  comments: text(required(M.comments.required)),
});

export type AnswerFollowUp = z.infer<typeof answerFollowUpSchema>;
