import { surveyEntity, surveysOfSite } from "../../shared/visitor-forms/entities/survey";
import {
  surveyVoteShardEntity,
  surveyVoteShardKeys,
} from "../../shared/visitor-forms/entities/survey-vote-shard";
import type { Survey } from "../../shared/visitor-forms/schemas/survey";
import { withShardVotes } from "../../shared/visitor-forms/survey-votes";
import { getItems, queryEntities } from "../platform/table";

/** BatchGetItem reads at most 100 keys a call: ten surveys' shards. */
const BATCH_KEYS = 100;

/**
 * The surveys with every vote counted: the survey item's own `votes` (the base, counted before
 * the counts were sharded) plus each choice's counter on every shard
 * (docs/data-model.md, access patterns #14 and #16). The shards of all the surveys are one
 * BatchGetItem (more only past ten surveys, sent together): one round trip after the surveys'
 * Query, none when there is no survey.
 */
export async function countVotes(siteId: string, surveys: readonly Survey[]): Promise<Survey[]> {
  if (surveys.length === 0) return [];
  const keys = surveys.flatMap((survey) => surveyVoteShardKeys(siteId, survey.id));
  const batches: (typeof keys)[] = [];
  for (let i = 0; i < keys.length; i += BATCH_KEYS) batches.push(keys.slice(i, i + BATCH_KEYS));
  const items = (await Promise.all(batches.map((batch) => getItems(batch)))).flat();
  const perSurvey = items.length / surveys.length;
  return surveys.map((survey, n) =>
    withShardVotes(
      survey,
      items
        .slice(n * perSurvey, (n + 1) * perSurvey)
        .map((item) => (item ? surveyVoteShardEntity.fromItem(item).votes : undefined)),
    ),
  );
}

/** Every survey of the site with its counts: one Query, then the shards (two round trips). */
export async function listSurveys(siteId: string): Promise<Survey[]> {
  return countVotes(siteId, await queryEntities(surveyEntity, surveysOfSite(siteId)));
}

/**
 * The published surveys, the first `count` of them, with their counts: surveys/public_list and
 * the home tile's share of sites/home_tiles read the same list. Two requests in sequence (the
 * site partition's Query, then one BatchGetItem of the shown surveys' shards), so a caller
 * with a round trip of its own to make should start this beside its first one and await it
 * with its second.
 */
export async function publishedSurveys(siteId: string, count?: number): Promise<Survey[]> {
  const published = (await queryEntities(surveyEntity, surveysOfSite(siteId))).filter(
    (survey) => survey.published,
  );
  return countVotes(siteId, count === undefined ? published : published.slice(0, count));
}
