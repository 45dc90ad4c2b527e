import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { mailQuotaEntity } from "../../../shared/platform/entities/mail-quota";
import { TooManyRequestsError } from "../../../shared/platform/errors";
import { documentClient, tableName } from "../dynamo";
import { isConditionFailure } from "../table";

export const TOO_MANY_MAILS = "You have sent too many requests. Please try again later.";

export interface MailQuota {
  /**
   * Counts one mail-sending action; throws 429 once the window's limit is reached. `proof`
   * says whether the request solved a raised challenge, for quotas that step up before they
   * refuse (functions/platform/rate-limit.ts `stepUp`).
   */
  take(siteId: string, customerId: string, now: Date, proof?: { raised: boolean }): Promise<void>;
}

/**
 * A fixed-window quota per customer and purpose: one UpdateItem adds 1 under `sent < :limit`,
 * so concurrent requests cannot pass it. The item expires with its window.
 */
export function dynamoMailQuota(purpose: string, limit: number, windowSeconds: number): MailQuota {
  return {
    async take(siteId, customerId, now) {
      const epoch = Math.floor(now.getTime() / 1000);
      const window = epoch - (epoch % windowSeconds);
      try {
        await documentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: mailQuotaEntity.key({ siteId, customerId, purpose, window }),
            UpdateExpression:
              "SET sent = if_not_exists(sent, :zero) + :one, #type = :type, expires_at = :exp",
            ConditionExpression: "attribute_not_exists(sent) OR sent < :limit",
            ExpressionAttributeNames: { "#type": "type" },
            ExpressionAttributeValues: {
              ":zero": 0,
              ":one": 1,
              ":limit": limit,
              ":type": mailQuotaEntity.type,
              ":exp": window + windowSeconds,
            },
          }),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new TooManyRequestsError(TOO_MANY_MAILS);
        throw error;
      }
    },
  };
}
