import type { z } from "zod";
import type { followUpFaqAnswer, submitFaqAnswer } from "../../shared/api/routes/dynamic-faqs";
import { findFaqAnswer } from "../../shared/domain/visitor/faq-search";
import { checkHelpSubmission } from "../../shared/domain/visitor/help-submission";
import { followUpMail, helpAnswerMail } from "../../shared/domain/visitor/mail-text";
import { VISITOR_MESSAGES } from "../../shared/domain/visitor/messages";
import { NotFoundError, ValidationError } from "../../shared/errors";
import { mailCampusContact } from "../lib/campus-mail";
import type { Mailer } from "../lib/mailer";
import { siteWithFaqs, storeFaqSubmission } from "./faq-store";

type SubmitInput = z.output<(typeof submitFaqAnswer)["input"]>;
type FollowUpInput = z.output<(typeof followUpFaqAnswer)["input"]>;

async function answerOf(siteId: string, answerId: string) {
  const { site, questions } = await siteWithFaqs(siteId);
  const found = findFaqAnswer(questions, answerId);
  if (!found) throw new NotFoundError(VISITOR_MESSAGES.answerNotFound);
  return { site, ...found };
}

export async function submitAnswerForm(mailer: Mailer, input: SubmitInput, now: Date) {
  const { site, question, answer } = await answerOf(input.site_id, input.answer_id);
  const check = checkHelpSubmission(answer, input.form);
  if (!check.ok) {
    throw new ValidationError(Object.values(check.fields)[0] ?? "Invalid request.", check.fields);
  }
  await storeFaqSubmission(
    site.id,
    { kind: "answer_form", answer_id: answer.id, fields: { elements: check.elements } },
    now,
  );
  await mailCampusContact(mailer, site, helpAnswerMail(site.name, question.text, check.elements));
}

export async function submitFollowUp(mailer: Mailer, input: FollowUpInput, now: Date) {
  const { site, question, answer } = await answerOf(input.site_id, input.answer_id);
  const { name, email, student_id, comments } = input;
  const fields = { name, email, student_id, comments };
  await storeFaqSubmission(site.id, { kind: "follow_up", answer_id: answer.id, fields }, now);
  await mailCampusContact(mailer, site, followUpMail(site.name, question.text, fields), email);
}
