import type { z } from "zod";
import type { followUpFaqAnswer, submitFaqAnswer } from "../../shared/api/routes/dynamic-faqs";
import { findFaqAnswer } from "../../shared/domain/visitor/faq-search";
import { checkHelpSubmission } from "../../shared/domain/visitor/help-submission";
import { followUpMail, helpAnswerMail } from "../../shared/domain/visitor/mail-text";
import { VISITOR_MESSAGES } from "../../shared/domain/visitor/messages";
import { NotFoundError, ValidationError } from "../../shared/errors";
import type { Site } from "../../shared/schemas/site";
import { mailCampusContact } from "../lib/campus-mail";
import type { Mailer } from "../lib/mailer";
import { faqQuestions, storeFaqSubmission } from "./faq-store";

type SubmitInput = z.output<(typeof submitFaqAnswer)["input"]>;
type FollowUpInput = z.output<(typeof followUpFaqAnswer)["input"]>;

/** The site comes from the route's published-site check, read beside the questions. */
async function answerOf(site: Promise<Site>, siteId: string, answerId: string) {
  const [published, questions] = await Promise.all([site, faqQuestions(siteId)]);
  const found = findFaqAnswer(questions, answerId);
  if (!found) throw new NotFoundError(VISITOR_MESSAGES.answerNotFound);
  return { site: published, ...found };
}

export async function submitAnswerForm(
  mailer: Mailer,
  input: SubmitInput,
  published: Promise<Site>,
  now: Date,
) {
  const { site, question, answer } = await answerOf(published, input.site_id, input.answer_id);
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

export async function submitFollowUp(
  mailer: Mailer,
  input: FollowUpInput,
  published: Promise<Site>,
  now: Date,
) {
  const { site, question, answer } = await answerOf(published, input.site_id, input.answer_id);
  const { name, email, student_id, comments } = input;
  const fields = { name, email, student_id, comments };
  await storeFaqSubmission(site.id, { kind: "follow_up", answer_id: answer.id, fields }, now);
  await mailCampusContact(mailer, site, followUpMail(site.name, question.text, fields), email);
}
