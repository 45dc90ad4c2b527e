import { DeleteCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { type CartKey, cartEntity, type StoredCart } from "../../../shared/data/entities/cart";
import { documentClient, tableName } from "../dynamo";
import { getItem, isConditionFailure } from "../store/table";

/** A cart as read: `version` 0 means none is stored (or it expired). */
export interface VersionedCart {
  cart: StoredCart | null;
  version: number;
}

/** Cart access patterns (docs/data-model.md #28, #29). */
export interface CartStore {
  get(key: CartKey, now: Date): Promise<VersionedCart>;
  /**
   * Writes the cart if it is still at `expectedVersion`; false when another change got there
   * first (the caller reads again and retries).
   */
  save(key: CartKey, cart: StoredCart, expectedVersion: number): Promise<boolean>;
  delete(key: CartKey): Promise<void>;
}

export const dynamoCartStore: CartStore = {
  async get(key, now) {
    const item = await getItem(cartEntity.key(key));
    if (!item) return { cart: null, version: 0 };
    const version = Number(item.version ?? 0);
    // TTL deletion lags by up to days; an expired cart is gone as far as anyone can tell.
    const expired = Number(item.expires_at ?? 0) <= Math.floor(now.getTime() / 1000);
    return { cart: expired ? null : cartEntity.fromItem(item), version };
  },

  async save(key, cart, expectedVersion) {
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: cartEntity.toItem(key, cart, { version: expectedVersion + 1 }),
          ConditionExpression:
            expectedVersion === 0 ? "attribute_not_exists(pk)" : "version = :expected",
          ...(expectedVersion === 0
            ? {}
            : { ExpressionAttributeValues: { ":expected": expectedVersion } }),
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  async delete(key) {
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: cartEntity.key(key) }),
    );
  },
};
