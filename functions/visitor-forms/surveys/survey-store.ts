import { surveyEntity } from "../../../shared/visitor-forms/entities/survey";
import { surveyVoteEntity } from "../../../shared/visitor-forms/entities/survey-vote";
import {
  SURVEY_VOTE_SHARDS,
  shardChoiceAttribute,
  surveyVoteShardEntity,
} from "../../../shared/visitor-forms/entities/survey-vote-shard";
import { VISITOR_MESSAGES } from "../../../shared/visitor-forms/messages";
import type { Survey } from "../../../shared/visitor-forms/schemas/survey";
import { voteShard } from "../../../shared/visitor-forms/survey-votes";
import { tableName } from "../../platform/dynamo";
import { type RateRule, refuseAtLimit, transactWithLimits } from "../../platform/rate-limit";
import { getEntity } from "../../platform/table";

export type VoteOutcome = "counted" | "already_voted" | "unknown_choice";

/**
 * Votes one network address may cast per campus in 10 minutes (docs/security.md "Rate
 * limits"). What a vote protects is keyed by the voter: one vote per voter id and survey (the
 * vote item). The address limit is set for a campus network, where thousands of students
 * share a few addresses and a promoted survey draws thousands of votes through each (docs/capacity.md
 * "Hot keys": 6,000 in 10 minutes through the largest campus's NAT, twice that allowed): it only
 * bounds how fast one address can invent voters.
 */
export const VOTE_LIMIT = { limit: 12_000, windowSeconds: 10 * 60 } as const;

export const VOTE_RULE: RateRule = {
  purpose: "survey-vote",
  scope: "client",
  ...VOTE_LIMIT,
  message: VISITOR_MESSAGES.tooManyVotes,
};

/**
 * How long a warm Lambda reuses a survey it read to accept votes. The survey item sits in the
 * site partition, which every page of the campus reads; a "vote now" push would add a read of
 * it per vote. A refusal (unknown choice, unpublished) is always decided on a fresh read.
 */
const SURVEY_TTL_MS = 30_000;
const surveys = new Map<string, { survey: Survey | undefined; until: number }>();

const accepts = (survey: Survey | undefined, choiceId: string) =>
  Boolean(survey?.published && survey.choices.some((choice) => choice.id === choiceId));

/**
 * The survey, to check the vote's choice and that it is published. Read, not conditioned in
 * the vote's transaction: a condition (or a ConditionCheck) on the survey item would put the
 * item back in every vote's transaction, making it the hot key sharding took votes off (write
 * units on its partition, and a TransactionConflict with every other vote in flight). The
 * check is about the input, not an invariant between writes: a vote accepted in the seconds
 * after an editor removed its choice or unpublished the survey lands on a counter no read
 * shows (reads count the survey's current choices only).
 */
async function surveyFor(
  siteId: string,
  surveyId: string,
  choiceId: string,
  now: Date,
): Promise<Survey | undefined> {
  const name = `${siteId}/${surveyId}`;
  const cached = surveys.get(name);
  if (cached && cached.until > now.getTime() && accepts(cached.survey, choiceId)) {
    return cached.survey;
  }
  const survey = await getEntity(surveyEntity, { siteId, surveyId });
  if (surveys.size > 500) surveys.clear();
  surveys.set(name, { survey, until: now.getTime() + SURVEY_TTL_MS });
  return survey;
}

/** Tests that change a survey clear the cache instead of waiting out its 30 seconds. */
export const clearSurveyCache = (): void => surveys.clear();

/**
 * docs/data-model.md #16: first, beside the site check, the survey (cached, see `surveyFor`)
 * and the client's vote counter (access pattern #41, an admission read: a client at its limit
 * is answered 429 without a write). Then one transaction: the vote item, created only if
 * absent (one vote per voter), an atomic ADD to the choice's counter on a random shard, and
 * the client's counter under its limit. A refused vote counts nothing.
 */
export async function recordVote(
  siteId: string,
  surveyId: string,
  choiceId: string,
  voterId: string,
  clientAddress: string,
  now: Date,
  random: () => number = Math.random,
): Promise<VoteOutcome> {
  const limits = [{ rule: VOTE_RULE, subject: clientAddress }];
  const [survey] = await Promise.all([
    surveyFor(siteId, surveyId, choiceId, now),
    refuseAtLimit(siteId, limits, now),
  ]);
  if (!accepts(survey, choiceId)) return "unknown_choice";
  const shard = voteShard(SURVEY_VOTE_SHARDS, random);
  const refusal = await transactWithLimits(
    siteId,
    [
      {
        Put: {
          TableName: tableName(),
          Item: surveyVoteEntity.toItem(
            { siteId, surveyId, voterId },
            { choice_id: choiceId, created_at: now.toISOString() },
          ),
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: surveyVoteShardEntity.key({ siteId, surveyId, shard }),
          UpdateExpression: "ADD #choice :one SET #type = :type",
          ExpressionAttributeNames: { "#choice": shardChoiceAttribute(choiceId), "#type": "type" },
          ExpressionAttributeValues: { ":one": 1, ":type": surveyVoteShardEntity.type },
        },
      },
    ],
    limits,
    now,
  );
  if (!refusal) return "counted";
  if (refusal[0] === "ConditionalCheckFailed") return "already_voted";
  throw new Error(`The vote was refused: ${refusal.join(", ")}`);
}
