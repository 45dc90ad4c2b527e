import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";

/**
 * Partition keys a survey's vote counts are spread over. A campus-wide "vote now" push sends
 * every vote of one survey at once: counted on one item, that item is one partition key
 * (1,000 write units a second, 2 per transactional write of a small item: 500 votes a second)
 * and every vote transaction collides with the others on it. Ten shards take ten times that.
 * Reads sum all of them (docs/data-model.md #16, #14).
 */
export const SURVEY_VOTE_SHARDS = 10;

type ShardKey = { siteId: string; surveyId: string; shard: number };

/** A choice's counter on a shard is a top-level attribute: a vote is `ADD #choice :one`. */
export const shardChoiceAttribute = (choiceId: string): string => `choice:${choiceId}`;

/**
 * One shard of a survey's vote counts: choice id → votes counted on this shard. The survey
 * item's own `votes` map (the counts before sharding, docs/data-model.md #16) stays as a base
 * that reads add to. Created by the first vote that lands on it (ADD creates the item).
 */
export const surveyVoteShardEntity = defineEntity({
  type: "survey_vote_shard",
  schema: z.object({ votes: z.record(z.string(), z.int().min(0)) }),
  inline: true,
  key: ({ siteId, surveyId, shard }: ShardKey) => ({
    pk: `${sitePk(siteId)}#SURVEY#${surveyId}#VOTES#${shard}`,
    sk: "VOTES",
  }),
  read: (item) => {
    const prefix = shardChoiceAttribute("");
    const votes: Record<string, number> = {};
    for (const [name, value] of Object.entries(item)) {
      if (name.startsWith(prefix) && typeof value === "number" && Number.isInteger(value)) {
        votes[name.slice(prefix.length)] = Math.max(0, value);
      }
    }
    return { votes };
  },
});

/** Every shard of a survey, in shard order: what a read of its counts fetches (one BatchGetItem). */
export const surveyVoteShardKeys = (siteId: string, surveyId: string) =>
  Array.from({ length: SURVEY_VOTE_SHARDS }, (_, shard) =>
    surveyVoteShardEntity.key({ siteId, surveyId, shard }),
  );
