import {
  BatchGetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import type { Customer } from "../../shared/api/routes/customer-schemas";
import { customerKeys, siteKeys } from "../../shared/data/keys";
import { ConflictError } from "../../shared/errors";
import { type Site, siteSchema } from "../../shared/schemas/site";
import { documentClient, tableName } from "../lib/dynamo";

/** The stored account: the readable customer plus what never leaves the Lambda. */
export interface StoredCustomer {
  customer: Customer;
  passwordHash: string;
  /** Bumped by logout and password changes: older session tokens stop working. */
  sessionVersion: number;
  serialNumber: string;
}

export const EMAIL_TAKEN = "An account with this email address already exists.";

/** Customer access patterns (docs/data-model.md #22–#25, #31). */
export interface CustomerStore {
  create(siteId: string, account: StoredCustomer, now: Date): Promise<void>;
  getByEmail(siteId: string, email: string): Promise<StoredCustomer | undefined>;
  getWithSite(
    siteId: string,
    customerId: string,
  ): Promise<{ site: Site | undefined; account: StoredCustomer | undefined }>;
  save(siteId: string, before: Customer, after: Customer, now: Date): Promise<void>;
  /** `endSessions` bumps the session version, so every existing session stops working. */
  setPassword(
    siteId: string,
    customerId: string,
    passwordHash: string,
    now: Date,
    endSessions: boolean,
  ): Promise<void>;
  bumpSessionVersion(siteId: string, customerId: string): Promise<void>;
  listOrders(siteId: string, customerId: string): Promise<Record<string, unknown>[]>;
}

const fromItem = (item: Record<string, unknown>): StoredCustomer => ({
  customer: item.data as Customer,
  passwordHash: String(item.password_hash),
  sessionVersion: Number(item.session_version ?? 1),
  serialNumber: String(item.serial_number ?? ""),
});

const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === "TransactionCanceledException" ||
    error.name === "ConditionalCheckFailedException");

export const dynamoCustomerStore: CustomerStore = {
  // #24: the email claim and the customer commit together; a second sign-up with the same
  // email on the same site finds the claim and the whole transaction is cancelled.
  async create(siteId, account, now) {
    const { customer } = account;
    const at = now.toISOString();
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...customerKeys.emailClaim(siteId, customer.email),
                  type: "email_claim",
                  customer_id: customer.id,
                  created_at: at,
                },
                ConditionExpression: "attribute_not_exists(pk)",
              },
            },
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...customerKeys.customer(siteId, customer.id),
                  ...customerKeys.byEmail(siteId, customer.email),
                  type: "customer",
                  site_id: siteId,
                  data: customer,
                  password_hash: account.passwordHash,
                  session_version: account.sessionVersion,
                  serial_number: account.serialNumber,
                  created_at: at,
                  updated_at: at,
                },
                ConditionExpression: "attribute_not_exists(pk)",
              },
            },
          ],
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new ConflictError(EMAIL_TAKEN);
      throw error;
    }
  },

  async getByEmail(siteId, email) {
    const key = customerKeys.byEmail(siteId, email);
    const { Items } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: "gsi1",
        KeyConditionExpression: "gsi1pk = :pk AND gsi1sk = :sk",
        ExpressionAttributeValues: { ":pk": key.gsi1pk, ":sk": key.gsi1sk },
        Limit: 1,
      }),
    );
    const item = Items?.[0];
    return item ? fromItem(item) : undefined;
  },

  // One round trip for the two reads every signed-in call needs (#2 and #23).
  async getWithSite(siteId, customerId) {
    const siteKey = siteKeys.site(siteId);
    const customerKey = customerKeys.customer(siteId, customerId);
    const { Responses } = await documentClient().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: [siteKey, customerKey] } } }),
    );
    const items = Responses?.[tableName()] ?? [];
    const siteItem = items.find((item) => item.sk === siteKey.sk);
    const customerItem = items.find((item) => item.pk === customerKey.pk);
    return {
      site: siteItem ? siteSchema.parse(siteItem.data) : undefined,
      account: customerItem ? fromItem(customerItem) : undefined,
    };
  },

  async save(siteId, before, after, now) {
    const update = {
      TableName: tableName(),
      Key: customerKeys.customer(siteId, after.id),
      UpdateExpression: "SET #data = :data, gsi1pk = :gsi1pk, updated_at = :at",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeNames: { "#data": "data" },
      ExpressionAttributeValues: {
        ":data": after,
        ":gsi1pk": customerKeys.byEmail(siteId, after.email).gsi1pk,
        ":at": now.toISOString(),
      },
    };
    if (before.email.toLowerCase() === after.email.toLowerCase()) {
      await documentClient().send(new UpdateCommand(update));
      return;
    }
    // #25: release the old claim only if it is ours, take the new one only if it is free.
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: tableName(),
                Key: customerKeys.emailClaim(siteId, before.email),
                ConditionExpression: "customer_id = :me",
                ExpressionAttributeValues: { ":me": after.id },
              },
            },
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...customerKeys.emailClaim(siteId, after.email),
                  type: "email_claim",
                  customer_id: after.id,
                  created_at: now.toISOString(),
                },
                ConditionExpression: "attribute_not_exists(pk)",
              },
            },
            { Update: update },
          ],
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new ConflictError(EMAIL_TAKEN);
      throw error;
    }
  },

  async setPassword(siteId, customerId, passwordHash, now, endSessions) {
    const values = { ":hash": passwordHash, ":at": now.toISOString() };
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: customerKeys.customer(siteId, customerId),
        UpdateExpression: `SET password_hash = :hash, updated_at = :at${endSessions ? " ADD session_version :one" : ""}`,
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeValues: endSessions ? { ...values, ":one": 1 } : values,
      }),
    );
  },

  async bumpSessionVersion(siteId, customerId) {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: customerKeys.customer(siteId, customerId),
        UpdateExpression: "ADD session_version :one",
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeValues: { ":one": 1 },
      }),
    );
  },

  // #31: the order items carry the customer's orders key on gsi1; newest first.
  async listOrders(siteId, customerId) {
    const orders: Record<string, unknown>[] = [];
    const { gsi1pk } = customerKeys.order(siteId, "x", customerId, "x");
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await documentClient().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: "gsi1",
          KeyConditionExpression: "gsi1pk = :pk",
          ExpressionAttributeValues: { ":pk": gsi1pk },
          ScanIndexForward: false,
          ExclusiveStartKey: cursor,
        }),
      );
      orders.push(...(page.Items ?? []));
      cursor = page.LastEvaluatedKey;
    } while (cursor);
    return orders;
  },
};
