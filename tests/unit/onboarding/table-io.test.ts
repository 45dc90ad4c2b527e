import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it } from "vitest";
import { batchWrite, queryPartition } from "../../../scripts/onboarding/table-io";
import type { TableItem } from "../../../shared/onboarding/table-item";

const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: "us-east-1" }));
const mock = mockClient(db);
afterEach(() => mock.reset());

const items = (n: number): TableItem[] =>
  Array.from({ length: n }, (_, i) => ({ pk: "SITE#x", sk: `STAFF#${i}`, type: "staff" }));

describe("batchWrite", () => {
  it("writes at most 25 requests per batch", async () => {
    mock.on(BatchWriteCommand).resolves({});
    await batchWrite(db, "t", items(40), [{ pk: "SITE#x", sk: "OLD#1" }]);
    const sizes = mock
      .commandCalls(BatchWriteCommand)
      .map((c) => c.args[0].input.RequestItems?.t?.length);
    expect(sizes).toEqual([25, 16]);
  });

  it("retries unprocessed items until they are written", async () => {
    const [first] = items(1);
    mock
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { t: [{ PutRequest: { Item: first } }] } })
      .resolves({});
    await batchWrite(db, "t", items(2), []);
    const calls = mock.commandCalls(BatchWriteCommand);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.args[0].input.RequestItems?.t).toEqual([{ PutRequest: { Item: first } }]);
  });
});

describe("queryPartition", () => {
  it("follows pages until the partition ends", async () => {
    mock
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ pk: "p", sk: "a" }], LastEvaluatedKey: { pk: "p", sk: "a" } })
      .resolves({ Items: [{ pk: "p", sk: "b" }] });
    expect((await queryPartition(db, "t", "p")).map((i) => i.sk)).toEqual(["a", "b"]);
  });
});
