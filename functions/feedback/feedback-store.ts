import { randomUUID } from "node:crypto";
import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { contentKeys } from "../../shared/data/keys";
import { type Location, locationSchema } from "../../shared/schemas/location";
import { documentClient, tableName } from "../lib/dynamo";
import { listContent } from "../lib/store/content-store";
import type { VerifiedCaptcha } from "./captcha";

/** public-browsing §5: only locations flagged feedback_form are offered, in their order. */
export async function feedbackLocations(siteId: string): Promise<Location[]> {
  const locations = await listContent(siteId, "LOCATION#", locationSchema);
  return locations
    .filter((location) => location.feedback_form && location.active)
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
}

/**
 * docs/data-model.md #18: the submission and the captcha's replay guard commit together, so
 * a replayed solution stores nothing. False when the guard already existed.
 */
export async function storeFeedback(
  siteId: string,
  fields: Record<string, unknown>,
  captcha: VerifiedCaptcha,
  now: Date,
): Promise<boolean> {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...contentKeys.feedback(siteId, now.toISOString(), randomUUID()),
                type: "feedback",
                site_id: siteId,
                ...fields,
                created_at: now.toISOString(),
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...contentKeys.captchaUsed(siteId, captcha.signature),
                type: "captcha_used",
                expires_at: captcha.expiresAt,
              },
              ConditionExpression: "attribute_not_exists(pk)",
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    const reasons = error instanceof TransactionCanceledException ? error.CancellationReasons : [];
    if (reasons?.[1]?.Code === "ConditionalCheckFailed") return false;
    throw error;
  }
}
