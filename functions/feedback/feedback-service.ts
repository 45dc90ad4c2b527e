import type { z } from "zod";
import type { submitFeedback as submitFeedbackRoute } from "../../shared/api/routes/feedback";
import {
  createFeedbackSchema,
  FEEDBACK_MESSAGES,
} from "../../shared/domain/validation/forms/feedback";
import { feedbackMail } from "../../shared/domain/visitor/mail-text";
import { VISITOR_MESSAGES } from "../../shared/domain/visitor/messages";
import { ValidationError } from "../../shared/errors";
import type { Site } from "../../shared/schemas/site";
import { mailCampusContact } from "../lib/campus-mail";
import { zodIssuesToFields } from "../lib/http";
import type { Mailer } from "../lib/mailer";
import { verifyCaptcha } from "./captcha";
import { feedbackLocations, storeFeedback } from "./feedback-store";

type Input = z.output<(typeof submitFeedbackRoute)["input"]>;

const captchaRefused = (message: string) => new ValidationError(message, { altcha: message });

/**
 * requirements: public-browsing §4 Feedback: validated with the site's feedback locations, the captcha
 * verified on the server, stored with its replay guard, then mailed to the campus contact.
 */
export async function submitFeedback(
  mailer: Mailer,
  input: Input,
  published: Promise<Site>,
  now: Date,
): Promise<void> {
  const [site, locations] = await Promise.all([published, feedbackLocations(input.site_id)]);
  const schema = createFeedbackSchema({ feedbackLocationIds: locations.map(({ id }) => id) });
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const fields = zodIssuesToFields(parsed.error.issues);
    throw new ValidationError(Object.values(fields)[0] ?? "Invalid request.", fields);
  }
  const { altcha, ...feedback } = parsed.data;
  const captcha = await verifyCaptcha(altcha, site.id);
  if (!captcha) throw captchaRefused(FEEDBACK_MESSAGES.altcha.required);
  if (!(await storeFeedback(site.id, feedback, captcha, now))) {
    throw captchaRefused(VISITOR_MESSAGES.captchaReplayed);
  }
  const locationName = locations.find(({ id }) => id === feedback.location)?.name ?? "";
  await mailCampusContact(
    mailer,
    site,
    feedbackMail(site.name, feedback, locationName),
    feedback.email,
  );
}
