import { TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import {
  customerByEmail,
  customerEmailIndex,
  customerEntity,
  customerSecretsSchema,
} from "../../../shared/accounts/entities/customer";
import { emailClaimEntity } from "../../../shared/accounts/entities/email-claim";
import type { Customer } from "../../../shared/accounts/routes/customer-schemas";
import type { Item } from "../../../shared/platform/data/entity";
import { ConflictError } from "../../../shared/platform/errors";
import { ordersOfCustomer } from "../../../shared/purchase/entities/order";
import { siteEntity } from "../../../shared/site-content/entities/site";
import type { Site } from "../../../shared/site-content/schemas/site";
import { documentClient, tableName } from "../../platform/dynamo";
import { findOne, getItems, isConditionFailure, queryAll } from "../../platform/table";

/** The stored account: the readable customer plus what never leaves the Lambda. */
export interface StoredCustomer {
  customer: Customer;
  passwordHash: string;
  /** Bumped by logout and password changes: older session tokens stop working. */
  sessionVersion: number;
  /** Bumped by every password change; a reset key carries the version it was issued at. */
  passwordVersion: number;
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
  /**
   * Sets the hash and bumps the password version, so every outstanding reset key stops working;
   * `endSessions` also bumps the session version, so every existing session stops working.
   * With `ifPasswordVersion` the write happens only while the password is still that version
   * (false otherwise): a reset key spends itself against the password it was issued for.
   */
  setPassword(
    siteId: string,
    customerId: string,
    passwordHash: string,
    now: Date,
    options: { endSessions: boolean; ifPasswordVersion?: number },
  ): Promise<boolean>;
  bumpSessionVersion(siteId: string, customerId: string): Promise<void>;
  listOrders(siteId: string, customerId: string): Promise<Record<string, unknown>[]>;
}

const fromItem = (item: Item): StoredCustomer => {
  const secrets = customerSecretsSchema.parse(item);
  return {
    customer: customerEntity.fromItem(item),
    passwordHash: secrets.password_hash,
    sessionVersion: secrets.session_version,
    passwordVersion: secrets.password_version,
    serialNumber: secrets.serial_number,
  };
};

const claimPut = (siteId: string, email: string, customerId: string, at: string) => ({
  Put: {
    TableName: tableName(),
    Item: emailClaimEntity.toItem({ siteId, email }, { customer_id: customerId, created_at: at }),
    ConditionExpression: "attribute_not_exists(pk)",
  },
});

export const dynamoCustomerStore: CustomerStore = {
  // access pattern #24: the email claim and the customer commit together; a second sign-up with the same
  // email on the same site finds the claim and the whole transaction is cancelled.
  async create(siteId, account, now) {
    const { customer } = account;
    const at = now.toISOString();
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            claimPut(siteId, customer.email, customer.id, at),
            {
              Put: {
                TableName: tableName(),
                Item: customerEntity.toItem({ siteId, customerId: customer.id }, customer, {
                  password_hash: account.passwordHash,
                  session_version: account.sessionVersion,
                  serial_number: account.serialNumber,
                  created_at: at,
                  updated_at: at,
                }),
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
    const item = await findOne(customerByEmail(siteId, email));
    return item ? fromItem(item) : undefined;
  },

  // One round trip for the two reads every signed-in call needs (access patterns #2 and #23).
  async getWithSite(siteId, customerId) {
    const [siteItem, customerItem] = await getItems([
      siteEntity.key({ siteId }),
      customerEntity.key({ siteId, customerId }),
    ]);
    return {
      site: siteItem ? siteEntity.fromItem(siteItem) : undefined,
      account: customerItem ? fromItem(customerItem) : undefined,
    };
  },

  async save(siteId, before, after, now) {
    const update = {
      TableName: tableName(),
      Key: customerEntity.key({ siteId, customerId: after.id }),
      UpdateExpression: "SET #data = :data, gsi1pk = :gsi1pk, updated_at = :at",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeNames: { "#data": "data" },
      ExpressionAttributeValues: {
        ":data": after,
        ":gsi1pk": customerEmailIndex(siteId, after.email).gsi1pk,
        ":at": now.toISOString(),
      },
    };
    if (before.email.toLowerCase() === after.email.toLowerCase()) {
      await documentClient().send(new UpdateCommand(update));
      return;
    }
    // access pattern #25: release the old claim only if it is ours, take the new one only if it is free.
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: tableName(),
                Key: emailClaimEntity.key({ siteId, email: before.email }),
                ConditionExpression: "customer_id = :me",
                ExpressionAttributeValues: { ":me": after.id },
              },
            },
            claimPut(siteId, after.email, after.id, now.toISOString()),
            { Update: update },
          ],
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new ConflictError(EMAIL_TAKEN);
      throw error;
    }
  },

  async setPassword(siteId, customerId, passwordHash, now, { endSessions, ifPasswordVersion }) {
    const expected = ifPasswordVersion ?? 0;
    // Accounts from before password_version existed are at version 0.
    const versionCheck =
      ifPasswordVersion === undefined
        ? ""
        : expected === 0
          ? " AND (attribute_not_exists(password_version) OR password_version = :v)"
          : " AND password_version = :v";
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: customerEntity.key({ siteId, customerId }),
          UpdateExpression: `SET password_hash = :hash, updated_at = :at ADD password_version :one${endSessions ? ", session_version :one" : ""}`,
          ConditionExpression: `attribute_exists(pk)${versionCheck}`,
          ExpressionAttributeValues: {
            ":hash": passwordHash,
            ":at": now.toISOString(),
            ":one": 1,
            ...(ifPasswordVersion === undefined ? {} : { ":v": expected }),
          },
        }),
      );
      return true;
    } catch (error) {
      if (ifPasswordVersion !== undefined && isConditionFailure(error)) return false;
      throw error;
    }
  },

  async bumpSessionVersion(siteId, customerId) {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: customerEntity.key({ siteId, customerId }),
        UpdateExpression: "ADD session_version :one",
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeValues: { ":one": 1 },
      }),
    );
  },

  // access pattern #31: the order items carry the customer's orders key on gsi1; newest first.
  async listOrders(siteId, customerId) {
    return queryAll(ordersOfCustomer(siteId, customerId));
  },
};
