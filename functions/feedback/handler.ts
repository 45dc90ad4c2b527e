import { feedbackRoutes } from "../../shared/api/routes/feedback";
import { LABEL_REPORT_MESSAGES } from "../../shared/domain/menus/label-report";
import { campusMailChallenge, campusMailCounts } from "../lib/captcha/campus-mail-guard";
import { createGroupHandler } from "../lib/group-handler";
import { sesMailer } from "../lib/mailer";
import { submitFeedback } from "./feedback-service";
import { reportLabel } from "./label-report-service";

export const handler = createGroupHandler(feedbackRoutes, {
  // Raised once this client has used its ordinary allowance (docs/security.md "Rate limits").
  getFeedbackChallenge: async ({ site_id }, { now, event }) => ({
    challenge: await campusMailChallenge(event, site_id, now),
  }),
  submitFeedback: async (input, { now, site, event }) => {
    await submitFeedback(sesMailer, input, site, (email) => campusMailCounts(event, email), now);
    return {};
  },
  reportMenuLabel: async (input, { now, site, event }) => {
    await reportLabel(input, site, event, now);
    return { msg: LABEL_REPORT_MESSAGES.sent };
  },
});
