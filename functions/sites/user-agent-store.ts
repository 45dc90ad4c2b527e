import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { navigatorSchema } from "../../shared/api/routes/sites";
import { userAgentEntity } from "../../shared/data/entities/user-agent";
import { putItem } from "../lib/store/table";

const RETENTION_SECONDS = 90 * 24 * 60 * 60;

export async function recordUserAgent(
  siteId: string,
  navigator: z.infer<typeof navigatorSchema>,
  now: Date,
): Promise<void> {
  const key = {
    siteId,
    day: now.toISOString().slice(0, 10),
    recordId: `${now.toISOString()}#${randomUUID()}`,
  };
  const expires_at = Math.floor(now.getTime() / 1000) + RETENTION_SECONDS;
  await putItem(userAgentEntity.toItem(key, { navigator, expires_at }));
}
