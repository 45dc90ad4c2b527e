import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  SURVEY_VOTE_SHARDS,
  shardChoiceAttribute,
  surveyVoteShardEntity,
  surveyVoteShardKeys,
} from "../../../shared/visitor-forms/entities/survey-vote-shard";
import { voteShard, withShardVotes } from "../../../shared/visitor-forms/survey-votes";

const survey = (base: Record<string, number>) => ({
  id: "soup",
  question: "Which soup?",
  choices: Object.entries(base).map(([id, votes]) => ({ id, choice: id, votes })),
});

describe("the shard a vote lands on", () => {
  it("is always one of the shards, whatever the random number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.double({ noNaN: false }), (shards, r) => {
        const shard = voteShard(shards, () => r);
        expect(Number.isInteger(shard)).toBe(true);
        expect(shard).toBeGreaterThanOrEqual(0);
        expect(shard).toBeLessThan(shards);
      }),
    );
  });

  it("spreads votes over every shard", () => {
    const seen = new Set(
      Array.from({ length: SURVEY_VOTE_SHARDS }, (_, n) =>
        voteShard(SURVEY_VOTE_SHARDS, () => n / SURVEY_VOTE_SHARDS),
      ),
    );
    expect(seen.size).toBe(SURVEY_VOTE_SHARDS);
    expect(voteShard(SURVEY_VOTE_SHARDS, () => 0.999_999)).toBe(SURVEY_VOTE_SHARDS - 1);
    expect(voteShard(SURVEY_VOTE_SHARDS, () => 1)).toBe(SURVEY_VOTE_SHARDS - 1);
  });

  it("keys every shard of a survey apart, under the survey's site", () => {
    const keys = surveyVoteShardKeys("cedar", "soup");
    expect(keys).toHaveLength(SURVEY_VOTE_SHARDS);
    expect(new Set(keys.map((key) => key.pk)).size).toBe(SURVEY_VOTE_SHARDS);
    for (const key of keys) expect(key.pk.startsWith("SITE#cedar#")).toBe(true);
  });
});

describe("a survey's counts: the base plus every shard", () => {
  it("adds each choice's counters on every shard to its base count", () => {
    const counted = withShardVotes(survey({ tomato: 7, miso: 0 }), [
      { tomato: 2, miso: 1 },
      undefined,
      { miso: 4 },
    ]);
    expect(counted.choices.map(({ id, votes }) => [id, votes])).toEqual([
      ["tomato", 9],
      ["miso", 5],
    ]);
  });

  it("shows no counter of a choice the survey no longer has, and keeps its fields", () => {
    const counted = withShardVotes(survey({ tomato: 1 }), [{ tomato: 1, gazpacho: 40 }]);
    expect(counted).toEqual({ ...survey({ tomato: 2 }) });
  });

  it("equals the base plus the sum of the shards for any counts", () => {
    const counts = fc.dictionary(fc.constantFrom("a", "b", "c", "d"), fc.nat(1_000));
    fc.assert(
      fc.property(counts, fc.array(fc.option(counts, { nil: undefined })), (base, shards) => {
        const counted = withShardVotes(survey(base), shards);
        for (const choice of counted.choices) {
          const expected = shards.reduce((sum, shard) => sum + (shard?.[choice.id] ?? 0), 0);
          expect(choice.votes).toBe((base[choice.id] ?? 0) + expected);
        }
      }),
    );
  });

  it("reads a shard item's choice counters and nothing else", () => {
    const item = {
      ...surveyVoteShardEntity.key({ siteId: "cedar", surveyId: "soup", shard: 3 }),
      type: surveyVoteShardEntity.type,
      [shardChoiceAttribute("tomato")]: 3,
      [shardChoiceAttribute("miso")]: 1,
      [shardChoiceAttribute("odd")]: "x",
    };
    expect(surveyVoteShardEntity.fromItem(item)).toEqual({ votes: { tomato: 3, miso: 1 } });
  });

  it("never counts a negative or fractional base or counter", () => {
    const counted = withShardVotes(survey({ tomato: -3 }), [
      { tomato: -2 },
      { tomato: 1.5 },
      { tomato: 1 },
    ]);
    expect(counted.choices[0]?.votes).toBe(1);
  });
});
