import { searchFaqs } from "../../../shared/visitor-forms/faq-search";
import { dynamicFaqsRoutes } from "../../../shared/visitor-forms/routes/dynamic-faqs";
import { campusMailCounts } from "../../platform/captcha/campus-mail-guard";
import { createGroupHandler } from "../../platform/group-handler";
import { sesMailer } from "../../platform/mailer";
import { submitAnswerForm, submitFollowUp } from "./faq-service";
import { faqQuestions } from "./faq-store";

export const handler = createGroupHandler(dynamicFaqsRoutes, {
  getFaqTree: async ({ site_id }) => ({ questions: await faqQuestions(site_id) }),
  searchFaqs: async ({ site_id, needle }) => ({
    results: searchFaqs(await faqQuestions(site_id), needle),
  }),
  submitFaqAnswer: async (input, { now, site, event }) => {
    await submitAnswerForm(sesMailer, input, site, (email) => campusMailCounts(event, email), now);
    return {};
  },
  followUpFaqAnswer: async (input, { now, site, event }) => {
    await submitFollowUp(sesMailer, input, site, (email) => campusMailCounts(event, email), now);
    return {};
  },
});
