import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { type RateRule, rateLimitKey } from "../../functions/platform/rate-limit";
import { rateLimitEntity } from "../../shared/platform/entities/rate-limit";

/**
 * Sets a rate-limit counter as if `hits` actions had been counted in the current window, so a
 * test reaches a limit of hundreds or thousands without sending them all.
 */
export async function seedRateCount(
  siteId: string,
  rule: RateRule,
  subject: string,
  hits: number,
): Promise<void> {
  const now = new Date();
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: rateLimitKey(siteId, rule, subject, now),
      UpdateExpression: "SET hits = :hits, #type = :type, expires_at = :exp",
      ExpressionAttributeNames: { "#type": "type" },
      ExpressionAttributeValues: {
        ":hits": hits,
        ":type": rateLimitEntity.type,
        ":exp": Math.floor(now.getTime() / 1000) + 2 * rule.windowSeconds,
      },
    }),
  );
}

/**
 * Waits out the last `marginMs` of the rule's current (clock-aligned) window, so a counter
 * seeded now is still the one the next requests count in.
 */
export async function awayFromWindowEdge(
  rule: Pick<RateRule, "windowSeconds">,
  marginMs = 10_000,
): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
