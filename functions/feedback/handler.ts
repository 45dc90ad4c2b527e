import { feedbackRoutes } from "../../shared/api/routes/feedback";
import { createGroupHandler } from "../lib/group-handler";
import { sesMailer } from "../lib/mailer";
import { requirePublishedSite } from "../lib/site-context";
import { dynamoSiteStore } from "../lib/store/site-store";
import { newChallenge } from "./captcha";
import { submitFeedback } from "./feedback-service";

export const handler = createGroupHandler(feedbackRoutes, {
  getFeedbackChallenge: async ({ site_id }, { now }) => {
    await requirePublishedSite(dynamoSiteStore, site_id);
    return { challenge: await newChallenge(site_id, now) };
  },
  submitFeedback: async (input, { now }) => {
    await submitFeedback(sesMailer, input, now);
    return {};
  },
});
