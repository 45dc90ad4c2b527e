import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { surveySchema } from "../schemas/survey";
import { normalizeVoterId } from "../voter-id";

export const listPublicSurveys = defineRoute({
  operationId: "listPublicSurveys",
  group: "surveys",
  method: "GET",
  path: "/v1/surveys/public_list",
  summary: "Published surveys with their current vote counts",
  input: siteInput.extend({ count: z.coerce.number().int().min(1).max(50).optional() }),
  output: z.object({ surveys: z.array(surveySchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: DEMO_SITE,
});

/**
 * One vote per voter and survey (docs/data-model.md #16). The voter id is a random UUID the
 * browser keeps for the site, normalized (NFKC, trimmed, lower case) before it keys the vote,
 * so changing its case does not make a second voter; votes are rate-limited per client (429,
 * docs/security.md). `choice` (the text) is accepted for the spec's payload but only
 * `choice_id` counts.
 */
export const answerSurvey = defineRoute({
  operationId: "answerSurvey",
  group: "surveys",
  method: "POST",
  path: "/v1/surveys/answer",
  summary: "Vote for one choice of a survey",
  input: siteInput.extend({
    survey_id: idSchema,
    choice_id: idSchema,
    choice: z.string().max(500).optional(),
    voter_id: z
      .string("A voter id must be a UUID")
      .max(200, "A voter id must be a UUID")
      .transform(normalizeVoterId)
      .pipe(z.uuid("A voter id must be a UUID")),
  }),
  output: z.object({}),
  auth: "public",
  site: "published",
  maxBodyBytes: 2 * 1024,
  example: {
    ...DEMO_SITE,
    survey_id: "late-night-menu",
    choice_id: "ramen",
    voter_id: "6f1c1f55-1f7e-4d55-9a5c-3f3a7c0d2b11",
  },
});

export const surveysRoutes = [listPublicSurveys, answerSurvey] as const;
