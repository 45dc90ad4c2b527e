import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { userAgentEntity } from "../../../shared/site-content/entities/user-agent";
import type { navigatorSchema } from "../../../shared/site-content/routes/sites";
import { putItem } from "../../platform/table";

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
