import { feedbackRoutes } from "../../shared/api/routes/feedback";
import { newChallenge } from "../lib/captcha/altcha";
import { campusMailCounts } from "../lib/captcha/campus-mail-guard";
import { createGroupHandler } from "../lib/group-handler";
import { sesMailer } from "../lib/mailer";
import { submitFeedback } from "./feedback-service";

export const handler = createGroupHandler(feedbackRoutes, {
  getFeedbackChallenge: async ({ site_id }, { now }) => ({
    challenge: await newChallenge(site_id, now),
  }),
  submitFeedback: async (input, { now, site, event }) => {
    await submitFeedback(sesMailer, input, site, (email) => campusMailCounts(event, email), now);
    return {};
  },
});
