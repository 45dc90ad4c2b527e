import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactionConflictException,
} from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  CONFLICT_RETRIES,
  dynamoLoginThrottle,
} from "../../../functions/accounts/customer/login-throttle";

// The throttle's answers to what DynamoDB can say, with the client mocked: the happy path and
// the lockout are also covered against DynamoDB Local (tests/integration/login-throttle.test.ts),
// collisions and a vanished campus are not reproducible there on demand.
vi.stubEnv("TABLE_NAME", "unit-throttle-table");
const ddb = mockClient(DynamoDBDocumentClient);
const now = new Date("2026-11-27T08:00:00Z");

const cancelled = (site: string, counter: string) =>
  new TransactionCanceledException({
    message: "Transaction cancelled",
    $metadata: {},
    CancellationReasons: [{ Code: site }, { Code: counter }],
  });

beforeEach(() => ddb.reset());

describe("counting a login attempt", () => {
  it("checks the campus is published and counts in one transaction", async () => {
    ddb.on(TransactWriteCommand).resolves({});
    expect(await dynamoLoginThrottle.admit("cedar-ridge", "a@example.edu", now)).toEqual({
      window: Math.floor(now.getTime() / 1000 / 900),
    });
    const [call] = ddb.commandCalls(TransactWriteCommand);
    const [check, update] = call?.args[0].input.TransactItems ?? [];
    expect(check?.ConditionCheck?.Key).toEqual({ pk: "SITE#cedar-ridge", sk: "SITE" });
    expect(check?.ConditionCheck?.ConditionExpression).toBe("#data.#published = :yes");
    expect(update?.Update?.ConditionExpression).toBe(
      "attribute_not_exists(attempts) OR attempts < :max",
    );
  });

  it("refuses an unknown or unpublished campus with 'Invalid site.'", async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled("ConditionalCheckFailed", "None"));
    await expect(dynamoLoginThrottle.admit("nowhere", "a@example.edu", now)).rejects.toThrow(
      "Invalid site.",
    );
  });

  it("refuses the attempt once the window is full", async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled("None", "ConditionalCheckFailed"));
    expect(await dynamoLoginThrottle.admit("cedar-ridge", "a@example.edu", now)).toBeUndefined();
  });

  it("tries again when a simultaneous attempt collided, and counts", async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled("None", "TransactionConflict"))
      .rejectsOnce(cancelled("None", "TransactionConflict"))
      .resolves({});
    expect(await dynamoLoginThrottle.admit("cedar-ridge", "a@example.edu", now)).toBeDefined();
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it("refuses the attempt when it keeps colliding (fails closed)", async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled("None", "TransactionConflict"));
    expect(await dynamoLoginThrottle.admit("cedar-ridge", "a@example.edu", now)).toBeUndefined();
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(CONFLICT_RETRIES + 1);
  });
});

describe("giving a right password's slot back", () => {
  const permit = { window: 1 };
  const conflict = () =>
    new TransactionConflictException({ message: "Transaction conflict", $metadata: {} });

  it("tries again past a collision", async () => {
    ddb.on(UpdateCommand).rejectsOnce(conflict()).resolves({});
    await dynamoLoginThrottle.succeeded("cedar-ridge", "a@example.edu", permit);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(2);
  });

  it("leaves the slot counted, without an error, when there is none or it keeps colliding", async () => {
    ddb
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: "no item", $metadata: {} }));
    await expect(
      dynamoLoginThrottle.succeeded("cedar-ridge", "a@example.edu", permit),
    ).resolves.toBeUndefined();
    ddb.reset();
    ddb.on(UpdateCommand).rejects(conflict());
    await expect(
      dynamoLoginThrottle.succeeded("cedar-ridge", "a@example.edu", permit),
    ).resolves.toBeUndefined();
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(CONFLICT_RETRIES + 1);
  });

  it("lets any other failure through", async () => {
    ddb.on(UpdateCommand).rejects(new Error("socket hang up"));
    await expect(
      dynamoLoginThrottle.succeeded("cedar-ridge", "a@example.edu", permit),
    ).rejects.toThrow("socket hang up");
  });
});
