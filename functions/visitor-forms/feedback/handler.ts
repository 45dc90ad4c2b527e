import { LABEL_REPORT_MESSAGES } from "../../../shared/menus/label-report";
import { feedbackRoutes } from "../../../shared/visitor-forms/routes/feedback";
import { campusMailChallenge, campusMailCounts } from "../../platform/captcha/campus-mail-guard";
import { createGroupHandler } from "../../platform/group-handler";
import { sesMailer } from "../../platform/mailer";
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
