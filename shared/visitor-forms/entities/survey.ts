import { defineEntity, type Item } from "../../platform/data/entity";
import { inSitePartition, kindInSite } from "../../platform/entities/site-partition";
import { type Survey, surveySchema } from "../schemas/survey";

/**
 * A survey. Its top-level `votes` map (choice id → count) holds the counts from before votes
 * were sharded; votes now land on the survey's shards (survey-vote-shard.ts), never on this
 * item, which sits in the busy site partition, and reads add the two (docs/data-model.md #16).
 * Onboarding carries the map over when it rewrites the item. `data` keeps the choices without
 * counts.
 */
export const surveyEntity = defineEntity({
  type: "survey",
  schema: surveySchema,
  skPrefix: "SURVEY#",
  key: ({ siteId, surveyId }: { siteId: string; surveyId: string }) =>
    inSitePartition(siteId, `SURVEY#${surveyId}`),
  attributes: (survey: Survey, { siteId }) => ({
    site_id: siteId,
    votes: Object.fromEntries(survey.choices.map((choice) => [choice.id, choice.votes])),
  }),
  // The base counts come from `votes`; functions/visitor-forms/survey-list.ts adds the shards.
  read: (item: Item) => {
    const data = item.data as Survey;
    const votes = (item.votes ?? {}) as Record<string, unknown>;
    return {
      ...data,
      choices: (data?.choices ?? []).map((choice) => ({
        ...choice,
        votes: typeof votes[choice.id] === "number" ? votes[choice.id] : 0,
      })),
    };
  },
});

export const surveysOfSite = (siteId: string) => kindInSite(siteId, surveyEntity.skPrefix);
