import { randomUUID } from "node:crypto";
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { captchaUsedEntity } from "../../shared/data/entities/captcha-used";
import { feedbackEntity } from "../../shared/data/entities/feedback";
import { locationEntity, locationsOfSite } from "../../shared/data/entities/location";
import type { Location } from "../../shared/schemas/location";
import { documentClient, tableName } from "../lib/dynamo";
import { failedConditions, queryEntities } from "../lib/store/table";
import type { VerifiedCaptcha } from "./captcha";

/** requirements: public-browsing §5: only locations flagged feedback_form are offered, in their order. */
export async function feedbackLocations(siteId: string): Promise<Location[]> {
  const locations = await queryEntities(locationEntity, locationsOfSite(siteId));
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
  const createdAt = now.toISOString();
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: feedbackEntity.toItem(
                { siteId, createdAt, feedbackId: randomUUID() },
                { site_id: siteId, ...fields, created_at: createdAt },
              ),
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: captchaUsedEntity.toItem(
                { siteId, signature: captcha.signature },
                { expires_at: captcha.expiresAt },
              ),
              ConditionExpression: "attribute_not_exists(pk)",
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (failedConditions(error)[1]) return false;
    throw error;
  }
}
