import { GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { orderEntity } from "../../../shared/purchase/entities/order";
import {
  STRIPE_EVENT_TTL_DAYS,
  stripeEventEntity,
} from "../../../shared/purchase/entities/stripe-event";
import { documentClient, tableName } from "../../platform/dynamo";
import { conditionalWrite } from "../../platform/table";

/** What the webhook stores (docs/data-model.md, access pattern #46). */
export interface WebhookStore {
  /** Whether the event was already acted on (read consistently). */
  seen(siteId: string, eventId: string): Promise<boolean>;
  /** Remembers an event once; false when it already was (a replay raced this one). */
  remember(
    siteId: string,
    event: { id: string; type: string; outcome: string },
    now: Date,
  ): Promise<boolean>;
  /** Sets the order's refunded total, only upwards (events arrive in any order). */
  recordRefund(siteId: string, orderId: string, refundedCents: number): Promise<boolean>;
  recordDispute(siteId: string, orderId: string): Promise<boolean>;
}

const orderKey = (siteId: string, orderId: string) => orderEntity.key({ siteId, orderId });

export const dynamoWebhookStore: WebhookStore = {
  async seen(siteId, eventId) {
    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: tableName(),
        Key: stripeEventEntity.key({ siteId, eventId }),
        ConsistentRead: true,
      }),
    );
    return Item !== undefined;
  },

  remember: (siteId, event, now) =>
    conditionalWrite(
      documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: stripeEventEntity.toItem(
            { siteId, eventId: event.id },
            {
              type: event.type,
              outcome: event.outcome,
              processed_at: now.toISOString(),
              expires_at: Math.floor(now.getTime() / 1000) + STRIPE_EVENT_TTL_DAYS * 86_400,
            },
          ),
          ConditionExpression: "attribute_not_exists(pk)",
        }),
      ),
    ),

  recordRefund: (siteId, orderId, refundedCents) =>
    conditionalWrite(
      documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: orderKey(siteId, orderId),
          UpdateExpression: "SET #d.refunded_cents = :cents",
          ConditionExpression:
            "attribute_exists(pk) AND (attribute_not_exists(#d.refunded_cents) OR #d.refunded_cents < :cents)",
          ExpressionAttributeNames: { "#d": "data" },
          ExpressionAttributeValues: { ":cents": refundedCents },
        }),
      ),
    ),

  recordDispute: (siteId, orderId) =>
    conditionalWrite(
      documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: orderKey(siteId, orderId),
          UpdateExpression: "SET #d.disputed = :true",
          ConditionExpression: "attribute_exists(pk)",
          ExpressionAttributeNames: { "#d": "data" },
          ExpressionAttributeValues: { ":true": true },
        }),
      ),
    ),
};
