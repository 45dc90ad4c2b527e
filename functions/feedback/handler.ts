import { feedbackRoutes } from "../../shared/api/routes/feedback";
import { createGroupHandler } from "../lib/group-handler";
import { sesMailer } from "../lib/mailer";
import { newChallenge } from "./captcha";
import { submitFeedback } from "./feedback-service";

export const handler = createGroupHandler(feedbackRoutes, {
  getFeedbackChallenge: async ({ site_id }, { now }) => ({
    challenge: await newChallenge(site_id, now),
  }),
  submitFeedback: async (input, { now, site }) => {
    await submitFeedback(sesMailer, input, site, now);
    return {};
  },
});
