import type { z } from "zod";
import { ValidationError } from "../../../shared/platform/errors";
import type { Site } from "../../../shared/site-content/schemas/site";
import { feedbackMail } from "../../../shared/visitor-forms/mail-text";
import type { submitFeedback as submitFeedbackRoute } from "../../../shared/visitor-forms/routes/feedback";
import {
  createFeedbackSchema,
  FEEDBACK_MESSAGES,
} from "../../../shared/visitor-forms/schemas/feedback";
import { mailCampusContact } from "../../platform/campus-mail";
import { requireCaptcha } from "../../platform/captcha/campus-mail-guard";
import { zodIssuesToFields } from "../../platform/http";
import type { Mailer } from "../../platform/mailer";
import type { RateCount } from "../../platform/rate-limit";
import { feedbackLocations, storeFeedback } from "./feedback-store";

type Input = z.output<(typeof submitFeedbackRoute)["input"]>;

/**
 * requirements: public-browsing §4 Feedback: validated with the site's feedback locations, the captcha
 * verified on the server, stored with its replay guard and the campus mail rate limit
 * (docs/security.md "Forms, mail and votes"), then mailed to the campus contact.
 */
export async function submitFeedback(
  mailer: Mailer,
  input: Input,
  published: Promise<Site>,
  /** The client's (and the typed email's) counts against the campus mail limit. */
  countsFor: (email: string) => RateCount[],
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
  const captcha = await requireCaptcha(altcha, site.id, FEEDBACK_MESSAGES.altcha.required);
  await storeFeedback(site.id, feedback, captcha, countsFor(feedback.email), now);
  const locationName = locations.find(({ id }) => id === feedback.location)?.name ?? "";
  await mailCampusContact(
    mailer,
    site,
    feedbackMail(site.name, feedback, locationName),
    feedback.email,
  );
}
