import type { TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { subscriptionEntity } from "../../shared/subscriptions/entities/subscription";
import { tableName } from "../platform/dynamo";

type TransactUpdate = NonNullable<
  NonNullable<TransactWriteCommandInput["TransactItems"]>[number]["Update"]
>;

/**
 * Access pattern #38, the one cancel of a subscription, whoever asks (the customer's account
 * tab, or staff in the operations console inside a transaction with its mail and audit entry):
 * canceled once (the condition refuses a second), and off the billing index in the same write,
 * so the worker can no longer find it.
 */
export function cancelSubscriptionUpdate(
  siteId: string,
  customerId: string,
  subscriptionId: string,
  canceledAt: string,
): TransactUpdate {
  return {
    TableName: tableName(),
    Key: subscriptionEntity.key({ siteId, customerId, subscriptionId }),
    UpdateExpression:
      "SET #d.canceled = :true, #d.canceled_at = :at, #d.#status = :canceled REMOVE gsi2pk, gsi2sk",
    ConditionExpression: "attribute_exists(pk) AND #d.canceled = :false",
    ExpressionAttributeNames: { "#d": "data", "#status": "status" },
    ExpressionAttributeValues: {
      ":true": true,
      ":false": false,
      ":at": canceledAt,
      ":canceled": "canceled",
    },
  };
}
