import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { surveyEntity, surveysOfSite } from "../../shared/data/entities/survey";
import { surveyVoteEntity } from "../../shared/data/entities/survey-vote";
import type { Survey } from "../../shared/schemas/survey";
import { documentClient, tableName } from "../lib/dynamo";
import { cancellationCodes, queryEntities } from "../lib/store/table";

/** Surveys with the counts of their `votes` map, the one place votes are counted. */
export const listSurveys = (siteId: string): Promise<Survey[]> =>
  queryEntities(surveyEntity, surveysOfSite(siteId));

export type VoteOutcome = "counted" | "already_voted" | "unknown_choice";

const MAX_ATTEMPTS = 8;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * docs/data-model.md #16: the vote item is created only if absent and the choice's counter moves
 * with an atomic ADD that requires the choice to exist, in one transaction. Transactions that
 * touch the same survey at once can be cancelled with TransactionConflict; those are retried.
 */
export async function recordVote(
  siteId: string,
  surveyId: string,
  choiceId: string,
  voterId: string,
  now: Date,
): Promise<VoteOutcome> {
  const command = new TransactWriteCommand({
    TransactItems: [
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
  });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await documentClient().send(command);
      return "counted";
    } catch (error) {
      const [vote, count] = cancellationCodes(error);
      if (vote === undefined && count === undefined) throw error;
      if (count === "ConditionalCheckFailed") return "unknown_choice";
      if (vote === "ConditionalCheckFailed") return "already_voted";
      const conflict = vote === "TransactionConflict" || count === "TransactionConflict";
      if (!conflict || attempt >= MAX_ATTEMPTS) throw error;
      await pause(10 * attempt + Math.floor(Math.random() * 20 * attempt));
    }
  }
}
