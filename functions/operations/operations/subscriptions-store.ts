import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { customerEntity } from "../../../shared/accounts/entities/customer";
import type { Customer } from "../../../shared/accounts/routes/customer-schemas";
import { latestPayment, latestPeriods } from "../../../shared/operations/subscription-status";
import type { Item, TableKey } from "../../../shared/platform/data/entity";
import { ValidationError } from "../../../shared/platform/errors";
import {
  campusListKeys,
  type Subscription,
  subscriptionEntity,
  subscriptionsOfCampus,
} from "../../../shared/subscriptions/entities/subscription";
import {
  paymentsOfSubscription,
  type SubscriptionPayment,
  subscriptionPaymentEntity,
  subscriptionWithPayments,
} from "../../../shared/subscriptions/entities/subscription-payment";
import { documentClient } from "../../platform/dynamo";
import type { TransactItem } from "../../platform/outbox/outbox";
import { getItems, queryInput } from "../../platform/table";
import { transactConditional } from "../../subscriptions/billing-store";
import { cancelSubscriptionUpdate } from "../../subscriptions/subscription-cancel";

/** One subscription of a campus page, with the cursor that resumes the list after it. */
export interface ListedSubscription {
  sub: Subscription;
  after: string;
}

export interface SubscriptionPage {
  entries: ListedSubscription[];
  /** Null at the end of the list. */
  cursor: string | null;
}

/** What a row shows beside the subscription: its latest payment and its customer. */
export interface SubscriptionExtras {
  lastPayments: Map<string, SubscriptionPayment>;
  customers: Map<string, Customer>;
}

export interface OneSubscription {
  sub: Subscription;
  /** Every payment, oldest period first. */
  payments: SubscriptionPayment[];
  customer: Customer | null;
}

/**
 * The console's subscription access patterns (docs/operations/subscriptions.md "Data model
 * rows"): the campus list on gsi1, a page's latest payments and customers by key, one
 * subscription with its payments, and the staff cancel with its mail and audit entry.
 */
export interface OperationSubscriptionStore {
  page(siteId: string, limit: number, cursor?: string): Promise<SubscriptionPage>;
  extras(subs: readonly Subscription[]): Promise<SubscriptionExtras>;
  /** Read consistently: a retry or cancel decides from it. */
  one(siteId: string, customerId: string, subscriptionId: string): Promise<OneSubscription | null>;
  /** False when it was already canceled (or is gone). */
  cancel(
    sub: Subscription,
    canceledAt: string,
    alongside: readonly TransactItem[],
  ): Promise<boolean>;
}

const encodeCursor = (key: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify(key)).toString("base64url");

/** The cursor is only ever a key of this campus's list; anything else is a stale or forged link. */
function decodeCursor(siteId: string, cursor: string): Record<string, unknown> {
  const { gsi1pk } = campusListKeys(siteId, "", { order_created_at: "" });
  try {
    const key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const fields = ["pk", "sk", "gsi1pk", "gsi1sk"];
    if (
      key &&
      typeof key === "object" &&
      Object.keys(key).length === fields.length &&
      fields.every((field) => typeof key[field] === "string") &&
      key.gsi1pk === gsi1pk
    ) {
      return key;
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new ValidationError(
    "That page of subscriptions is no longer valid. Start from the first page.",
    {
      cursor: "Start from the first page.",
    },
  );
}

const listKeyOf = (item: Item) => ({
  pk: item.pk,
  sk: item.sk,
  gsi1pk: item.gsi1pk,
  gsi1sk: item.gsi1sk,
});

/** BatchGetItem takes 100 keys per request: larger sets go as parallel batches. */
async function getMany(keys: TableKey[], attributes?: readonly string[]) {
  const batches: TableKey[][] = [];
  for (let i = 0; i < keys.length; i += 100) batches.push(keys.slice(i, i + 100));
  const found = await Promise.all(batches.map((batch) => getItems(batch, attributes)));
  return found.flat();
}

const subKey = (sub: Subscription) => ({
  siteId: sub.site_id,
  customerId: sub.customer_id,
  subscriptionId: sub.id,
});

export const dynamoOperationSubscriptionStore: OperationSubscriptionStore = {
  async page(siteId, limit, cursor) {
    const start = cursor ? decodeCursor(siteId, cursor) : undefined;
    const { Items = [], LastEvaluatedKey } = await documentClient().send(
      new QueryCommand({
        ...queryInput(subscriptionsOfCampus(siteId)),
        Limit: limit,
        ExclusiveStartKey: start,
      }),
    );
    return {
      entries: Items.map((item) => ({
        sub: subscriptionEntity.fromItem(item),
        after: encodeCursor(listKeyOf(item)),
      })),
      cursor: LastEvaluatedKey ? encodeCursor(LastEvaluatedKey) : null,
    };
  },

  async extras(subs) {
    const paymentKeys = subs.flatMap((sub) =>
      latestPeriods(sub).map((period) => subscriptionPaymentEntity.key({ ...subKey(sub), period })),
    );
    const customerIds = [...new Set(subs.map((sub) => sub.customer_id))];
    const siteId = subs[0]?.site_id ?? "";
    const [payments, customers] = await Promise.all([
      getMany(paymentKeys),
      // The profile's `data` only: the password hash stays in the table.
      getMany(
        customerIds.map((customerId) => customerEntity.key({ siteId, customerId })),
        ["data"],
      ),
    ]);
    const found = new Map<string, SubscriptionPayment[]>();
    for (const item of payments) {
      if (!item) continue;
      const payment = subscriptionPaymentEntity.fromItem(item);
      found.set(payment.subscription_id, [...(found.get(payment.subscription_id) ?? []), payment]);
    }
    const lastPayments = new Map<string, SubscriptionPayment>();
    for (const [id, list] of found) {
      const latest = latestPayment(list);
      if (latest) lastPayments.set(id, latest);
    }
    const byCustomer = new Map<string, Customer>();
    customers.forEach((item, i) => {
      const id = customerIds[i];
      if (item && id) byCustomer.set(id, customerEntity.fromItem(item));
    });
    return { lastPayments, customers: byCustomer };
  },

  async one(siteId, customerId, subscriptionId) {
    const key = subscriptionEntity.key({ siteId, customerId, subscriptionId });
    const [query, [profile]] = await Promise.all([
      documentClient().send(
        new QueryCommand({
          ...queryInput(subscriptionWithPayments(siteId, customerId, subscriptionId)),
          ConsistentRead: true,
        }),
      ),
      getItems([customerEntity.key({ siteId, customerId })], ["data"]),
    ]);
    const items = query.Items ?? [];
    const subItem = items.find((item) => item.sk === key.sk);
    const paymentsPrefix = paymentsOfSubscription(siteId, customerId, subscriptionId).sk.beginsWith;
    if (!subItem) return null;
    const payments = items
      .filter((item) => String(item.sk).startsWith(paymentsPrefix))
      .map((item) => subscriptionPaymentEntity.fromItem(item))
      .sort((a, b) => a.period.localeCompare(b.period));
    return {
      sub: subscriptionEntity.fromItem(subItem),
      payments,
      customer: profile ? customerEntity.fromItem(profile) : null,
    };
  },

  cancel(sub, canceledAt, alongside) {
    const items: TransactItem[] = [
      { Update: cancelSubscriptionUpdate(sub.site_id, sub.customer_id, sub.id, canceledAt) },
      ...alongside,
    ];
    // Sent again only when it merely collided with another write (a billing run's update).
    return transactConditional(items);
  },
};
