import { surveyEntity } from "../../shared/data/entities/survey";
import { surveyVoteEntity } from "../../shared/data/entities/survey-vote";
import { VISITOR_MESSAGES } from "../../shared/domain/visitor/messages";
import { tableName } from "../lib/dynamo";
import { type RateRule, transactWithLimits } from "../lib/store/rate-limit";

export type VoteOutcome = "counted" | "already_voted" | "unknown_choice";

/**
 * Votes one network address may cast per campus in 10 minutes (docs/security.md "Rate
 * limits"). What a vote protects is keyed by the voter: one vote per voter id and survey (the
 * vote item). The address limit is set for a campus network, where thousands of students
 * share a few addresses and a busy survey at lunch draws hundreds of votes through each: it
 * only bounds how fast one address can invent voters.
 */
export const VOTE_LIMIT = { limit: 2_000, windowSeconds: 10 * 60 } as const;

export const VOTE_RULE: RateRule = {
  purpose: "survey-vote",
  scope: "client",
  ...VOTE_LIMIT,
  message: VISITOR_MESSAGES.tooManyVotes,
};

/**
 * docs/data-model.md #16: the vote item is created only if absent and the choice's counter moves
 * with an atomic ADD that requires the choice to exist, in one transaction with the client's
 * vote counter (access pattern #41), which throws 429 at its limit. A refused vote counts nothing.
 */
export async function recordVote(
  siteId: string,
  surveyId: string,
  choiceId: string,
  voterId: string,
  clientAddress: string,
  now: Date,
): Promise<VoteOutcome> {
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
          Key: surveyEntity.key({ siteId, surveyId }),
          UpdateExpression: "ADD votes.#choice :one",
          ConditionExpression: "attribute_exists(votes.#choice) AND #data.published = :yes",
          ExpressionAttributeNames: { "#choice": choiceId, "#data": "data" },
          ExpressionAttributeValues: { ":one": 1, ":yes": true },
        },
      },
    ],
    [{ rule: VOTE_RULE, subject: clientAddress }],
    now,
  );
  if (!refusal) return "counted";
  const [vote, count] = refusal;
  if (count === "ConditionalCheckFailed") return "unknown_choice";
  if (vote === "ConditionalCheckFailed") return "already_voted";
  throw new Error(`The vote was refused: ${refusal.join(", ")}`);
}
