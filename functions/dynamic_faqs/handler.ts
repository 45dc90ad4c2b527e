import { dynamicFaqsRoutes } from "../../shared/api/routes/dynamic-faqs";
import { searchFaqs } from "../../shared/domain/visitor/faq-search";
import { campusMailCounts } from "../lib/captcha/campus-mail-guard";
import { createGroupHandler } from "../lib/group-handler";
import { sesMailer } from "../lib/mailer";
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
