import { DeleteCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError } from "../../shared/platform/errors";
import { CHECKOUT_TEXT } from "../../shared/purchase/checkout/messages";
import { type CartKey, cartEntity, type StoredCart } from "../../shared/purchase/entities/cart";
import { isOpenAttempt } from "../../shared/purchase/entities/checkout-claim";
import { documentClient, tableName } from "../platform/dynamo";
import { getItem, isConditionFailure } from "../platform/table";
import { attemptStore } from "./checkout/attempt-store";

/**
 * A cart whose checkout attempt is open is locked (`checkout_lock` names the attempt's order):
 * what is being charged cannot change under the charge. A lock whose attempt has ended (its
 * release could not unlock, say) is lifted here, and the caller's retry then writes.
 */
async function refuseIfLocked(key: CartKey, stored: Record<string, unknown> | undefined) {
  // The SDK hands the old item back in DynamoDB's wire format ({ S: "..." }).
  const raw = stored?.checkout_lock as string | { S?: string } | undefined;
  const lock = typeof raw === "string" ? raw : raw?.S;
  if (lock === undefined) return;
  const attempt = await attemptStore.get(key.siteId, key.cartId);
  if (attempt && attempt.order_id === lock && isOpenAttempt(attempt)) {
    throw new ConflictError(CHECKOUT_TEXT.cartLocked);
  }
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: cartEntity.key(key),
        UpdateExpression: "REMOVE checkout_lock",
        ConditionExpression: "checkout_lock = :lock",
        ExpressionAttributeValues: { ":lock": lock },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

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
            expectedVersion === 0
              ? "attribute_not_exists(pk)"
              : "version = :expected AND attribute_not_exists(checkout_lock)",
          ...(expectedVersion === 0
            ? {}
            : { ExpressionAttributeValues: { ":expected": expectedVersion } }),
          ReturnValuesOnConditionCheckFailure: "ALL_OLD",
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      await refuseIfLocked(key, (error as { Item?: Record<string, unknown> }).Item);
      return false;
    }
  },

  async delete(key) {
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: cartEntity.key(key) }),
    );
  },
};
