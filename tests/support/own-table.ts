import { randomUUID } from "node:crypto";
import { DeleteTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, inject } from "vitest";
import { ensureTable } from "../../scripts/local/create-table";

/**
 * A table of the calling file's own on the suite's DynamoDB Local, created before its tests and
 * deleted after them, for a file that must see every write (its own stream poller, its own
 * clocks) without the shared stack's workers. Call it at the top of the file: the handlers read
 * TABLE_NAME once (functions/platform/env.ts), so it has to be set before any of them runs.
 */
export function ownTable(prefix: string): { tableName: string; endpoint: string } {
  const tableName = `${prefix}-${randomUUID().slice(0, 8)}`;
  process.env.TABLE_NAME = tableName;
  const endpoint = inject("localEnv").DYNAMODB_ENDPOINT ?? "";
  const admin = new DynamoDBClient({
    endpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  beforeAll(async () => {
    await ensureTable(admin, tableName);
  });
  // Registered before the file's own hooks, so (hooks run as a stack) it runs after them: the
  // file stops what reads the table before the table goes.
  afterAll(async () => {
    await admin.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
    admin.destroy();
  });
  return { tableName, endpoint };
}
