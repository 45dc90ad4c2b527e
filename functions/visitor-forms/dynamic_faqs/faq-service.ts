import type { z } from "zod";
import { NotFoundError, ValidationError } from "../../../shared/platform/errors";
import type { Site } from "../../../shared/site-content/schemas/site";
import { findFaqAnswer } from "../../../shared/visitor-forms/faq-search";
import { checkHelpSubmission } from "../../../shared/visitor-forms/help-submission";
import { followUpMail, helpAnswerMail } from "../../../shared/visitor-forms/mail-text";
import { VISITOR_MESSAGES } from "../../../shared/visitor-forms/messages";
import type {
  followUpFaqAnswer,
  submitFaqAnswer,
} from "../../../shared/visitor-forms/routes/dynamic-faqs";
import { mailCampusContact } from "../../platform/campus-mail";
import { requireCaptcha } from "../../platform/captcha/campus-mail-guard";
import type { Mailer } from "../../platform/mailer";
import type { RateCount } from "../../platform/rate-limit";
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

/** Who a submission counts against (functions/platform/captcha/campus-mail-guard.ts). */
export type CountsFor = (email?: string) => RateCount[];

/**
 * The form is checked first, then the captcha (CPU only); the store commits the submission,
 * the captcha's replay guard and the rate-limit counters at once, and only then is mail sent
 * (docs/security.md "Forms, mail and votes").
 */
export async function submitAnswerForm(
  mailer: Mailer,
  input: SubmitInput,
  published: Promise<Site>,
  countsFor: CountsFor,
  now: Date,
) {
  const { site, question, answer } = await answerOf(published, input.site_id, input.answer_id);
  const check = checkHelpSubmission(answer, input.form);
  if (!check.ok) {
    throw new ValidationError(Object.values(check.fields)[0] ?? "Invalid request.", check.fields);
  }
  const captcha = await requireCaptcha(input.altcha, site.id);
  // The answer's own form has no declared email field: only the client is counted.
  await storeFaqSubmission(
    site.id,
    { kind: "answer_form", answer_id: answer.id, fields: { elements: check.elements } },
    captcha,
    countsFor(),
    now,
  );
  await mailCampusContact(mailer, site, helpAnswerMail(site.name, question.text, check.elements));
}

export async function submitFollowUp(
  mailer: Mailer,
  input: FollowUpInput,
  published: Promise<Site>,
  countsFor: CountsFor,
  now: Date,
) {
  const { site, question, answer } = await answerOf(published, input.site_id, input.answer_id);
  const { name, email, student_id, comments } = input;
  const fields = { name, email, student_id, comments };
  const captcha = await requireCaptcha(input.altcha, site.id);
  await storeFaqSubmission(
    site.id,
    { kind: "follow_up", answer_id: answer.id, fields },
    captcha,
    countsFor(email),
    now,
  );
  await mailCampusContact(mailer, site, followUpMail(site.name, question.text, fields), email);
}
