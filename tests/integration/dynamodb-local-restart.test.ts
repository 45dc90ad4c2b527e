import { setTimeout as sleep } from "node:timers/promises";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { describe, expect, it } from "vitest";
import { startSupervisedDynamoDbLocal } from "../../scripts/local/dynamodb-local";
import { freePort } from "../../scripts/local/stack";

// docs/security.md, "What the API promises": when DynamoDB Local dies under `npm start`, it is
// started again on the same endpoint, or the stack stops with a message that says why. This
// test runs its own emulator; the shared test stack's is never touched.

async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(100);
  }
}

describe("a supervised DynamoDB Local", () => {
  it("is started again when killed, and gives up with a clear message when it keeps dying", async () => {
    const port = await freePort();
    const lines: string[] = [];
    const restarted: string[] = [];
    let gaveUp: Error | undefined;
    const db = await startSupervisedDynamoDbLocal({
      port,
      log: (line) => lines.push(line),
      maxRestarts: 1,
      onRestart: async (endpoint) => {
        restarted.push(endpoint);
      },
      onGiveUp: (error) => {
        gaveUp = error;
      },
    });
    const client = new DynamoDBClient({
      endpoint: db.endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "local", secretAccessKey: "local" },
      maxAttempts: 1,
    });
    try {
      await client.send(new ListTablesCommand({}));
      const first = db.process.pid;
      db.process.kill("SIGKILL");
      await until(() => db.restarts === 1, 90_000);
      expect(db.process.pid).not.toBe(first);
      expect(restarted).toEqual([db.endpoint]);
      expect(lines.join("\n")).toMatch(/was stopped by SIGKILL; starting it again/);
      // The same endpoint answers again: the handlers' DYNAMODB_ENDPOINT stays valid.
      await client.send(new ListTablesCommand({}));

      db.process.kill("SIGKILL");
      await until(() => gaveUp !== undefined, 10_000);
      expect(gaveUp?.message).toMatch(
        /^DynamoDB Local was stopped by SIGKILL again after 1 restart\(s\) within 60 s\. .*run `npm start` again/,
      );
      expect(db.restarts).toBe(1);
    } finally {
      client.destroy();
      await db.stop();
    }
  }, 180_000);
});
