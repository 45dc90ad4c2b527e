import {
  GetCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import { CART_TTL_DAYS, cartEntity } from "../../../shared/purchase/entities/cart";
import {
  type CheckoutClaim,
  checkoutAttemptsEntity,
  checkoutClaimEntity,
  openAttemptsOfSite,
} from "../../../shared/purchase/entities/checkout-claim";
import { type Order, orderEntity } from "../../../shared/purchase/entities/order";
import { orderNumberEntity } from "../../../shared/purchase/entities/order-number";
import {
  type Subscription,
  subscriptionEntity,
} from "../../../shared/subscriptions/entities/subscription";
import {
  type SubscriptionPayment,
  subscriptionPaymentEntity,
} from "../../../shared/subscriptions/entities/subscription-payment";
import { documentClient, tableName } from "../../platform/dynamo";
import { type MailIntentInput, outboxPut } from "../../platform/outbox/outbox";
import { failedConditions, getItem, isConditionFailure, queryEntities } from "../../platform/table";

type TransactItems = NonNullable<TransactWriteCommandInput["TransactItems"]>;

/** The failed-payment counters a claim is checked against and a decline adds to. */
export interface AttemptCounters {
  cartId: string;
  clientId: string;
  windowStart: string;
  limits: { cart: number; client: number };
  /** Epoch seconds: the TTL of the window's counters. */
  expiresAt: number;
}

export type CreateOutcome = "created" | "taken" | "limited" | "cart_changed";
export type DirectOutcome = "placed" | "taken" | "cart_changed";

/** What a finished attempt writes besides its own state: the order, its subscriptions, its mail. */
export interface Completion {
  order: Order;
  subscriptions: { subscription: Subscription; payment: SubscriptionPayment | null }[];
  mail: MailIntentInput;
  /** Top-level attributes of the order item that its view never shows (a hold's secret hash). */
  orderAttributes?: Record<string, unknown>;
}

/** The cart exactly at the version that was priced (a cart written by hand has none yet). */
const atVersion = (version: number) =>
  version === 0
    ? { ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(version)" }
    : {
        ConditionExpression: "version = :version",
        ExpressionAttributeValues: { ":version": version },
      };

const claimKey = (siteId: string, cartId: string) => checkoutClaimEntity.key({ siteId, cartId });
const cartKey = (siteId: string, cartId: string) => cartEntity.key({ siteId, cartId });
/** A finished attempt answers repeats for as long as a cart would have lived. */
const finishedTtl = (now: Date) => Math.floor(now.getTime() / 1000) + CART_TTL_DAYS * 86_400;

/** A new attempt takes the cart's place only from none or a released one. */
function newAttempt(siteId: string, claim: CheckoutClaim, extra = {}): TransactItems[number] {
  return {
    Put: {
      TableName: tableName(),
      Item: checkoutClaimEntity.toItem({ siteId, cartId: claim.cart_id }, claim, extra),
      ConditionExpression: "attribute_not_exists(pk) OR #state = :released",
      ExpressionAttributeNames: { "#state": "state" },
      ExpressionAttributeValues: { ":released": "released" },
    },
  };
}

function countAttempt(
  siteId: string,
  scope: "cart" | "client",
  id: string,
  counters: AttemptCounters,
): TransactItems[number] {
  return {
    Update: {
      TableName: tableName(),
      Key: checkoutAttemptsEntity.key({ siteId, scope, id, windowStart: counters.windowStart }),
      UpdateExpression:
        "ADD attempts :one SET #type = :type, #data = if_not_exists(#data, :data), expires_at = :exp",
      ExpressionAttributeNames: { "#type": "type", "#data": "data" },
      ExpressionAttributeValues: {
        ":one": 1,
        ":type": checkoutAttemptsEntity.type,
        ":data": { scope, window_start: counters.windowStart },
        ":exp": counters.expiresAt,
      },
    },
  };
}

function underLimit(siteId: string, scope: "cart" | "client", id: string, c: AttemptCounters) {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: checkoutAttemptsEntity.key({ siteId, scope, id, windowStart: c.windowStart }),
      ConditionExpression: "attribute_not_exists(attempts) OR attempts < :limit",
      ExpressionAttributeValues: { ":limit": c.limits[scope] },
    },
  };
}

/** The order, its subscriptions and its mail intent: written with the attempt's last step. */
function completionItems(siteId: string, done: Completion, now: Date): TransactItems {
  const items: TransactItems = [
    {
      Put: {
        TableName: tableName(),
        Item: orderEntity.toItem(
          { siteId, orderId: done.order.id },
          done.order,
          done.orderAttributes ?? {},
        ),
        ConditionExpression: "attribute_not_exists(pk)",
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: orderNumberEntity.toItem({ siteId, no: done.order.no }, { order_id: done.order.id }),
        ConditionExpression: "attribute_not_exists(pk)",
      },
    },
    outboxPut(siteId, done.mail, now),
  ];
  for (const { subscription, payment } of done.subscriptions) {
    const key = { siteId, customerId: subscription.customer_id, subscriptionId: subscription.id };
    items.push({
      Put: {
        TableName: tableName(),
        Item: subscriptionEntity.toItem(key, subscription),
        ConditionExpression: "attribute_not_exists(pk)",
      },
    });
    if (payment) {
      items.push({
        Put: {
          TableName: tableName(),
          Item: subscriptionPaymentEntity.toItem({ ...key, period: payment.period }, payment),
          ConditionExpression: "attribute_not_exists(pk)",
        },
      });
    }
  }
  return items;
}

async function transact(items: TransactItems): Promise<boolean[] | null> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    return null;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return failedConditions(error);
  }
}

async function conditionalUpdate(input: ConstructorParameters<typeof UpdateCommand>[0]) {
  try {
    await documentClient().send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The checkout attempt's access patterns (docs/data-model.md #30, docs/payments.md). Every
 * transition is one conditional write on the attempt's state, so a buyer's retry, a second
 * tab and the sweeper can never both finish or release the same attempt.
 */
export const attemptStore = {
  /** Strongly consistent: a retry must see the attempt its first try just wrote. */
  async get(siteId: string, cartId: string): Promise<CheckoutClaim | undefined> {
    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: tableName(),
        Key: claimKey(siteId, cartId),
        ConsistentRead: true,
      }),
    );
    return Item ? checkoutClaimEntity.fromItem(Item) : undefined;
  },

  /**
   * Claims the cart for a charge: the attempt (unless an open one exists), the cart locked at
   * the version that was priced (no change until the attempt ends), and the failed-payment
   * limits, all or nothing.
   */
  async create(
    siteId: string,
    claim: CheckoutClaim,
    counters: AttemptCounters,
  ): Promise<CreateOutcome> {
    const failed = await transact([
      newAttempt(siteId, claim),
      {
        Update: {
          TableName: tableName(),
          Key: cartKey(siteId, claim.cart_id),
          UpdateExpression: "SET checkout_lock = :order",
          ConditionExpression: atVersion(claim.cart_version).ConditionExpression,
          ExpressionAttributeValues: {
            ":order": claim.order_id,
            ...atVersion(claim.cart_version).ExpressionAttributeValues,
          },
        },
      },
      underLimit(siteId, "cart", counters.cartId, counters),
      underLimit(siteId, "client", counters.clientId, counters),
    ]);
    if (!failed) return "created";
    const [taken, cartChanged, cartLimited, clientLimited] = failed;
    if (taken) return "taken";
    if (cartChanged) return "cart_changed";
    if (cartLimited || clientLimited) return "limited";
    return "taken"; // cancelled by a racing transaction on the same attempt: read it again
  },

  /** Keeps a pending attempt's lease until `until`; false once it is no longer pending. */
  extendLease: (siteId: string, claim: CheckoutClaim, until: number) =>
    conditionalUpdate({
      TableName: tableName(),
      Key: claimKey(siteId, claim.cart_id),
      UpdateExpression: "SET lease_until = :until",
      ConditionExpression: "order_id = :order AND #state = :pending",
      ExpressionAttributeNames: { "#state": "state" },
      ExpressionAttributeValues: {
        ":order": claim.order_id,
        ":pending": "pending",
        ":until": until,
      },
    }),

  /**
   * Takes an open attempt whose lease has run out for resolution: from now on no buyer
   * charges under it, and no other resolver takes it before `until`.
   */
  fence: (siteId: string, claim: CheckoutClaim, now: number, until: number) =>
    conditionalUpdate({
      TableName: tableName(),
      Key: claimKey(siteId, claim.cart_id),
      UpdateExpression: "SET #state = :reconciling, lease_until = :until",
      ConditionExpression:
        "order_id = :order AND #state IN (:pending, :reconciling) AND (attribute_not_exists(lease_until) OR lease_until < :now)",
      ExpressionAttributeNames: { "#state": "state" },
      ExpressionAttributeValues: {
        ":order": claim.order_id,
        ":pending": "pending",
        ":reconciling": "reconciling",
        ":now": now,
        ":until": until,
      },
    }),

  /**
   * Ends an attempt under whose key nothing was charged (a decline, or the processor never
   * saw it): the cart is free again. `counters` counts a failed payment.
   */
  async release(
    siteId: string,
    claim: CheckoutClaim,
    release: { from: "pending" | "reconciling"; resolution: string; now: Date },
    counters: AttemptCounters | null,
  ): Promise<boolean> {
    const items: TransactItems = [
      {
        Update: {
          TableName: tableName(),
          Key: claimKey(siteId, claim.cart_id),
          UpdateExpression:
            "SET #state = :released, resolution = :resolution, expires_at = :exp REMOVE gsi1pk, gsi1sk",
          ConditionExpression: "order_id = :order AND #state = :from",
          ExpressionAttributeNames: { "#state": "state" },
          ExpressionAttributeValues: {
            ":order": claim.order_id,
            ":from": release.from,
            ":released": "released",
            ":resolution": release.resolution,
            ":exp": finishedTtl(release.now),
          },
        },
      },
    ];
    if (counters) {
      items.push(
        countAttempt(siteId, "cart", counters.cartId, counters),
        countAttempt(siteId, "client", counters.clientId, counters),
      );
    }
    const [failed] = await Promise.all([
      transact(items),
      // The lock goes with the attempt; if the attempt turns out finished, its cart is deleted.
      conditionalUpdate({
        TableName: tableName(),
        Key: cartKey(siteId, claim.cart_id),
        UpdateExpression: "REMOVE checkout_lock",
        ConditionExpression: "checkout_lock = :order",
        ExpressionAttributeValues: { ":order": claim.order_id },
      }),
    ]);
    return failed === null;
  },

  /** Order, subscriptions, mail, attempt complete and cart gone: all or nothing. */
  async complete(siteId: string, claim: CheckoutClaim, done: Completion, now: Date) {
    const failed = await transact([
      {
        Update: {
          TableName: tableName(),
          Key: claimKey(siteId, claim.cart_id),
          UpdateExpression: "SET #state = :complete, expires_at = :exp REMOVE gsi1pk, gsi1sk",
          ConditionExpression: "order_id = :order AND #state IN (:pending, :reconciling)",
          ExpressionAttributeNames: { "#state": "state" },
          ExpressionAttributeValues: {
            ":order": claim.order_id,
            ":pending": "pending",
            ":reconciling": "reconciling",
            ":complete": "complete",
            ":exp": finishedTtl(now),
          },
        },
      },
      { Delete: { TableName: tableName(), Key: cartKey(siteId, claim.cart_id) } },
      ...completionItems(siteId, done, now),
    ]);
    return failed === null;
  },

  /**
   * An order that charges nothing (Student ID, payroll, a zero total): the attempt is written
   * complete with its order, and the cart deleted at the version that was priced.
   */
  async placeDirect(
    siteId: string,
    claim: CheckoutClaim,
    done: Completion,
    now: Date,
  ): Promise<DirectOutcome> {
    const failed = await transact([
      newAttempt(siteId, claim, { expires_at: finishedTtl(now) }),
      {
        Delete: {
          TableName: tableName(),
          Key: cartKey(siteId, claim.cart_id),
          ...atVersion(claim.cart_version),
        },
      },
      ...completionItems(siteId, done, now),
    ]);
    if (!failed) return "placed";
    const [taken, cartChanged] = failed;
    if (cartChanged && !taken) return "cart_changed";
    return "taken";
  },

  /** A campus's open attempts, oldest first (the sweeper). */
  open: (siteId: string) => queryEntities(checkoutClaimEntity, openAttemptsOfSite(siteId)),

  async getOrder(siteId: string, orderId: string): Promise<Order | undefined> {
    const item = await getItem(orderEntity.key({ siteId, orderId }));
    return item ? orderEntity.fromItem(item) : undefined;
  },
};

export type AttemptStore = typeof attemptStore;
