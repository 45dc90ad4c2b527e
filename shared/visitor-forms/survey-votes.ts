// A survey's votes are counted on several shards (shared/visitor-forms/entities/survey-vote-shard.ts)
// on top of the counts its item held before sharding: the rules to pick a shard and to add
// them up, apart from DynamoDB so they are tested alone.

/** The shard a vote lands on: uniform over `shards`, from a random number in [0, 1). */
export function voteShard(shards: number, random: () => number = Math.random): number {
  const n = Math.floor(random() * shards);
  // A random source answering 1 (or more) still names the last shard, never one past it.
  return Math.min(shards - 1, Math.max(0, Number.isFinite(n) ? n : 0));
}

interface CountedChoice {
  id: string;
  votes: number;
}

/**
 * The survey's choices with every vote counted: the base count each choice carries (the
 * survey item's own `votes` map) plus that choice's counter on every shard. A shard's counter
 * for a choice the survey no longer has is not shown; a missing shard counts nothing.
 */
export function withShardVotes<C extends CountedChoice, S extends { choices: readonly C[] }>(
  survey: S,
  shards: readonly (Readonly<Record<string, number>> | undefined)[],
): S {
  return {
    ...survey,
    choices: survey.choices.map((choice) => ({
      ...choice,
      votes: shards.reduce(
        (sum, shard) => sum + countOf(shard?.[choice.id]),
        Math.max(0, choice.votes),
      ),
    })),
  };
}

const countOf = (value: unknown): number =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0;
