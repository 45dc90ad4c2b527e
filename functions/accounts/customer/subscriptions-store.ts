import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { customerEntity, customerSecretsSchema } from "../../../shared/accounts/entities/customer";
import {
  type Subscription,
  subscriptionEntity,
  subscriptionsOfCustomer,
} from "../../../shared/subscriptions/entities/subscription";
import {
  type SubscriptionPayment,
  subscriptionPaymentEntity,
} from "../../../shared/subscriptions/entities/subscription-payment";
import { documentClient } from "../../platform/dynamo";
import { getItems, isConditionFailure, queryAll } from "../../platform/table";
import { cancelSubscriptionUpdate } from "../../subscriptions/subscription-cancel";

export interface CustomerSubscriptions {
  subscriptions: Subscription[];
  payments: SubscriptionPayment[];
}

/** A customer's subscriptions (docs/data-model.md #32) and cancellation. */
export interface CustomerSubscriptionStore {
  /** Subscriptions and their payments share a partition and prefix: one Query reads both. */
  listOfCustomer(siteId: string, customerId: string): Promise<CustomerSubscriptions>;
  /** The account's current session version (docs/data-model.md #23); undefined without one. */
  sessionVersion(siteId: string, customerId: string): Promise<number | undefined>;
  /** Cancels and takes it off the billing index; null when it was already canceled or gone. */
  cancel(
    siteId: string,
    customerId: string,
    subscriptionId: string,
    canceledAt: string,
  ): Promise<Subscription | null>;
}

export const dynamoCustomerSubscriptionStore: CustomerSubscriptionStore = {
  async listOfCustomer(siteId, customerId) {
    const items = await queryAll(subscriptionsOfCustomer(siteId, customerId));
    return {
      subscriptions: items
        .filter((item) => item.type === subscriptionEntity.type)
        .map((item) => subscriptionEntity.fromItem(item)),
      payments: items
        .filter((item) => item.type === subscriptionPaymentEntity.type)
        .map((item) => subscriptionPaymentEntity.fromItem(item)),
    };
  },

  async sessionVersion(siteId, customerId) {
    // Projected: the password hash never needs to leave the table here.
    const [item] = await getItems(
      [customerEntity.key({ siteId, customerId })],
      ["session_version"],
    );
    return item ? customerSecretsSchema.parse(item).session_version : undefined;
  },

  async cancel(siteId, customerId, subscriptionId, canceledAt) {
    try {
      const { Attributes } = await documentClient().send(
        new UpdateCommand({
          ...cancelSubscriptionUpdate(siteId, customerId, subscriptionId, canceledAt),
          ReturnValues: "ALL_NEW",
        }),
      );
      return Attributes ? subscriptionEntity.fromItem(Attributes) : null;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  },
};
