import { apiRequest, type InputOf } from "@/lib/api-client";
import { followUpFaqAnswer } from "@/lib/api-routes/visitor-forms/follow-up-faq-answer";
import { getFaqTree } from "@/lib/api-routes/visitor-forms/get-faq-tree";
import { searchFaqs } from "@/lib/api-routes/visitor-forms/search-faqs";
import { submitFaqAnswer } from "@/lib/api-routes/visitor-forms/submit-faq-answer";
import { useSiteData } from "@/lib/content/use-site-data";

/** The help page's questions and answers (requirements: public-browsing §7 dynamic_faqs). */
export const useFaqTree = (siteId: string) => useSiteData(getFaqTree, { site_id: siteId });

/** Questions matching `needle`; nothing is asked until the visitor searches. */
export const useFaqSearch = (siteId: string, needle: string | null) =>
  useSiteData(searchFaqs, needle ? { site_id: siteId, needle } : null);

/** An answer's own form, filled in (requirements: public-browsing §5). */
export const sendFaqAnswerForm = (params: InputOf<typeof submitFaqAnswer>) =>
  apiRequest(submitFaqAnswer, params);

/** The answer follow-up (requirements: public-browsing §5). */
export const sendFaqFollowUp = (params: InputOf<typeof followUpFaqAnswer>) =>
  apiRequest(followUpFaqAnswer, params);
