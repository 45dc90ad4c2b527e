import { type Survey, surveySchema } from "../../schemas/survey";
import { defineEntity, type Item } from "../entity";
import { inSitePartition, kindInSite } from "./site-partition";

/**
 * A survey; its vote counts live in a top-level `votes` map (choice id → count), so a vote is
 * one atomic ADD (docs/data-model.md #16). `data` keeps the choices without counts.
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
  // The counts come from `votes`, the one place votes are counted.
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
