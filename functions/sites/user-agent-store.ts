import { randomUUID } from "node:crypto";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import type { z } from "zod";
import type { navigatorSchema } from "../../shared/api/routes/sites";
import { siteKeys } from "../../shared/data/keys";
import { documentClient, tableName } from "../lib/dynamo";

const RETENTION_SECONDS = 90 * 24 * 60 * 60;

export async function recordUserAgent(
  siteId: string,
  navigator: z.infer<typeof navigatorSchema>,
  now: Date,
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...siteKeys.userAgent(siteId, day, `${now.toISOString()}#${randomUUID()}`),
        type: "user_agent",
        navigator,
        expires_at: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
      },
    }),
  );
}
