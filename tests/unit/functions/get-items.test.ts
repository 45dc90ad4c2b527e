import { BatchGetCommand, DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isDependencyUnavailable } from "../../../functions/platform/error-middleware";
import { getItems, UnprocessedKeysError } from "../../../functions/platform/table";

vi.stubEnv("TABLE_NAME", "unit-batch-table");
const ddb = mockClient(DynamoDBDocumentClient);

const key = (id: string) => ({ pk: `S#x#THING#${id}`, sk: "A" });
const item = (id: string) => ({ ...key(id), id });
const asked = (call: number) =>
  (ddb.commandCalls(BatchGetCommand)[call]?.args[0].input.RequestItems?.["unit-batch-table"]
    ?.Keys ?? []) as { pk: string }[];

/** The batch answer: these items found, these keys left for later. */
const answer = (found: string[], left: string[]) => ({
  Responses: { "unit-batch-table": found.map(item) },
  ...(left.length > 0 ? { UnprocessedKeys: { "unit-batch-table": { Keys: left.map(key) } } } : {}),
});

describe("getItems", () => {
  beforeEach(() => {
    ddb.reset();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("asks again for the keys left unprocessed, only after a wait, and answers in order", async () => {
    ddb
      .on(BatchGetCommand)
      .resolvesOnce(answer(["b"], ["a", "c"]))
      .resolvesOnce(answer(["c"], ["a"]))
      .resolvesOnce(answer(["a"], []));
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    const read = getItems([key("a"), key("b"), key("c"), key("d")]);
    await vi.advanceTimersByTimeAsync(0);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(1);
    // Half of the first ceiling (50 ms), then half of the second (100 ms).
    await vi.advanceTimersByTimeAsync(24);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(50);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(3);
    const items = await read;
    expect(items.map((found) => found?.id)).toEqual(["a", "b", "c", undefined]);
    expect(asked(1).map((k) => k.pk)).toEqual([key("a").pk, key("c").pk]);
    expect(asked(2).map((k) => k.pk)).toEqual([key("a").pk]);
  });

  it("gives up as throttled once DynamoDB keeps leaving keys unprocessed", async () => {
    ddb.on(BatchGetCommand).resolves(answer([], ["a"]));
    const read = getItems([key("a")]).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const error = await read;
    expect(error).toBeInstanceOf(UnprocessedKeysError);
    expect(isDependencyUnavailable(error)).toBe(true);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(5);
  });

  it("sends nothing for no keys", async () => {
    expect(await getItems([])).toEqual([]);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});
