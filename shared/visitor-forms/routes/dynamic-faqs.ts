import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { answerFollowUpSchema } from "../schemas/answer-follow-up";
import { faqQuestionSchema } from "../schemas/faq";

export const getFaqTree = defineRoute({
  operationId: "getFaqTree",
  group: "dynamic_faqs",
  method: "GET",
  path: "/v1/dynamic_faqs",
  summary: "The help question tree of a site",
  input: siteInput,
  output: z.object({ questions: z.array(faqQuestionSchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: DEMO_SITE,
});

export const faqSearchResultSchema = z.object({
  question: faqQuestionSchema,
  /** Texts of the ancestors, root first; the page joins them with '>'. */
  parents: z.array(z.string()),
});

export const searchFaqs = defineRoute({
  operationId: "searchFaqs",
  group: "dynamic_faqs",
  method: "GET",
  path: "/v1/dynamic_faqs/search",
  summary: "Help questions matching every word of the needle; a blank needle finds nothing",
  input: siteInput.extend({ needle: z.string().max(200).default("") }),
  output: z.object({ results: z.array(faqSearchResultSchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: { ...DEMO_SITE, needle: "meal plan" },
});

/**
 * The ALTCHA widget's payload (challenge from GET /v1/feedback/challenge, which every captcha'd
 * form of the site shares); verified by the service, so a missing one gets the captcha message.
 */
const altcha = z.string().max(4000).default("");

const elementValue = z.union([z.string().max(4000), z.array(z.string().max(500)).max(50)]);

export const submitFaqAnswer = defineRoute({
  operationId: "submitFaqAnswer",
  group: "dynamic_faqs",
  method: "POST",
  path: "/v1/dynamic_faqs/answer/submit",
  summary: "Send an answer's form to the campus contact (ALTCHA; rate-limited per client, 429)",
  input: siteInput.extend({
    answer_id: idSchema,
    form: z
      .array(z.object({ id: idSchema, value: elementValue, valid: z.boolean().optional() }))
      .max(50),
    altcha,
  }),
  output: z.object({}),
  auth: "public",
  site: "published",
  example: {
    site_id: "harbor-state",
    answer_id: "hs-a-refund",
    form: [
      { id: "hs-el-reason", value: "I am moving off campus.", valid: true },
      { id: "hs-el-plan", value: "Anchor 14", valid: true },
    ],
    altcha: "eyJjaGFsbGVuZ2UiOnt9fQ==",
  },
});

export const followUpFaqAnswer = defineRoute({
  operationId: "followUpFaqAnswer",
  group: "dynamic_faqs",
  method: "POST",
  path: "/v1/dynamic_faqs/answer/follow_up",
  summary:
    "Ask the campus contact to follow up on an answer (ALTCHA; rate-limited per client and email, 429)",
  input: answerFollowUpSchema.extend({ site_id: idSchema, answer_id: idSchema, altcha }),
  output: z.object({}),
  auth: "public",
  site: "published",
  example: {
    ...DEMO_SITE,
    answer_id: "a-change-plan",
    name: "Jo Doe",
    email: "jo@example.edu",
    student_id: "A1234567",
    comments: "Please call me back.",
    altcha: "eyJjaGFsbGVuZ2UiOnt9fQ==",
  },
});

export const dynamicFaqsRoutes = [
  getFaqTree,
  searchFaqs,
  submitFaqAnswer,
  followUpFaqAnswer,
] as const;
