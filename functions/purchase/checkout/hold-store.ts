import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { type Order, orderEntity } from "../../../shared/purchase/entities/order";
import { documentClient, tableName } from "../../platform/dynamo";
import { type MailIntentInput, outboxPut } from "../../platform/outbox/outbox";
import { getItem, isConditionFailure } from "../../platform/table";

/** Held orders (docs/data-model.md #30): read with their secret's hash, confirmed once. */
export const holdStore = {
  async get(siteId: string, orderId: string): Promise<{ order: Order; hash: string } | undefined> {
    const item = await getItem(orderEntity.key({ siteId, orderId }));
    if (!item || typeof item.confirmation_hash !== "string") return undefined;
    return { order: orderEntity.fromItem(item), hash: item.confirmation_hash };
  },

  /**
   * The hold becomes a placed order, with its confirmation mail, in one transaction; false when
   * it was no longer held (confirmed by a racing click) or the secret no longer matches.
   */
  async confirm(
    siteId: string,
    order: Order,
    hash: string,
    mail: MailIntentInput,
    now: Date,
  ): Promise<boolean> {
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: orderEntity.key({ siteId, orderId: order.id }),
                UpdateExpression: "SET #data.#state = :placed, #data.confirmed_at = :now",
                ConditionExpression:
                  "#data.#state = :held AND confirmation_hash = :hash AND #data.confirm_by > :now",
                ExpressionAttributeNames: { "#data": "data", "#state": "state" },
                ExpressionAttributeValues: {
                  ":placed": "placed",
                  ":held": "awaiting_confirmation",
                  ":hash": hash,
                  ":now": now.toISOString(),
                },
              },
            },
            outboxPut(siteId, mail, now),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
};

export type HoldStore = typeof holdStore;
