import type {
  followUpFaqAnswer,
  getFaqTree,
  searchFaqs,
  submitFaqAnswer,
} from "@shared/visitor-forms/routes/dynamic-faqs";
import { routeRef } from "@/lib/api-client";

export const faqTreeRoute = routeRef<typeof getFaqTree>({
  operationId: "getFaqTree",
  method: "GET",
  path: "/v1/dynamic_faqs",
});
export const faqSearchRoute = routeRef<typeof searchFaqs>({
  operationId: "searchFaqs",
  method: "GET",
  path: "/v1/dynamic_faqs/search",
});
export const submitAnswerRoute = routeRef<typeof submitFaqAnswer>({
  operationId: "submitFaqAnswer",
  method: "POST",
  path: "/v1/dynamic_faqs/answer/submit",
});
export const followUpRoute = routeRef<typeof followUpFaqAnswer>({
  operationId: "followUpFaqAnswer",
  method: "POST",
  path: "/v1/dynamic_faqs/answer/follow_up",
});
