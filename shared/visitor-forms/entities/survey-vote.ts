import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";

type VoteKey = { siteId: string; surveyId: string; voterId: string };

/** One vote per voter and survey: created with attribute_not_exists (docs/data-model.md #16). */
export const surveyVoteEntity = defineEntity({
  type: "survey_vote",
  schema: z.object({ choice_id: z.string(), created_at: z.string() }),
  inline: true,
  key: ({ siteId, surveyId, voterId }: VoteKey) => ({
    pk: `${sitePk(siteId)}#SURVEY#${surveyId}`,
    sk: `VOTER#${voterId}`,
  }),
});
