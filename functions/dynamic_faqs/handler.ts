import { dynamicFaqsRoutes } from "../../shared/api/routes/dynamic-faqs";
import { searchFaqs } from "../../shared/domain/visitor/faq-search";
import { createGroupHandler } from "../lib/group-handler";
import { sesMailer } from "../lib/mailer";
import { submitAnswerForm, submitFollowUp } from "./faq-service";
import { siteWithFaqs } from "./faq-store";

export const handler = createGroupHandler(dynamicFaqsRoutes, {
  getFaqTree: async ({ site_id }) => ({ questions: (await siteWithFaqs(site_id)).questions }),
  searchFaqs: async ({ site_id, needle }) => {
    const { questions } = await siteWithFaqs(site_id);
    return { results: searchFaqs(questions, needle) };
  },
  submitFaqAnswer: async (input, { now }) => {
    await submitAnswerForm(sesMailer, input, now);
    return {};
  },
  followUpFaqAnswer: async (input, { now }) => {
    await submitFollowUp(sesMailer, input, now);
    return {};
  },
});
