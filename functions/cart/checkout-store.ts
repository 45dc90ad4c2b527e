import { createHash } from "node:crypto";
import { TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { blockedStudentEntity } from "../../shared/data/entities/blocked-student";
import { CART_TTL_DAYS, cartEntity } from "../../shared/data/entities/cart";
import {
  type CheckoutClaim,
  checkoutAttemptsEntity,
  checkoutClaimEntity,
} from "../../shared/data/entities/checkout-claim";
import { customerEntity } from "../../shared/data/entities/customer";
import { facultyEmailEntity } from "../../shared/data/entities/faculty-email";
import { type Order, orderEntity } from "../../shared/data/entities/order";
import { type Subscription, subscriptionEntity } from "../../shared/data/entities/subscription";
import {
  type SubscriptionPayment,
  subscriptionPaymentEntity,
} from "../../shared/data/entities/subscription-payment";
import type { CartState } from "../../shared/domain/money/cart-state";
import type { PurchaseConfig } from "../../shared/domain/money/purchase-config";
import type { Site } from "../../shared/schemas/site";
import { dynamoCartDeps, loadPricedCart } from "../lib/cart/cart-service";
import { documentClient, tableName } from "../lib/dynamo";
import { failedConditions, getItem, isConditionFailure } from "../lib/store/table";

/** Everything a checkout reads, in one round trip. */
export interface CheckoutReads {
  /**
   * The cart exactly as the cart group shows it: settled against the stored plans and settings
   * (prices re-read, promo re-applied) for the cart's stored selection. Empty without a cart.
   */
  cart: { state: CartState; config: PurchaseConfig };
  /** Only asked when the purchase is billed to the student account. */
  studentBlocked: boolean;
  /** Only asked for payroll deduction. */
  facultyEmail: boolean;
  /** The signed-in customer's session generation; undefined without a session or account. */
  customerSessionVersion: number | undefined;
}

export interface CheckoutReadRequest {
  site: Site;
  cartId: string;
  now: Date;
  studentId?: string | undefined;
  facultyEmail?: string | undefined;
  customerId?: string | undefined;
}

export type ClaimOutcome =
  | { kind: "created"; claim: CheckoutClaim }
  | { kind: "exists"; claim: CheckoutClaim }
  | { kind: "limited" };

/** The failed-payment counters a claim is checked against and a decline adds to. */
export interface AttemptCounters {
  cartId: string;
  clientId: string;
  windowStart: string;
  limits: { cart: number; client: number };
  /** Epoch seconds: the TTL of the window's counters. */
  expiresAt: number;
}

export interface FinalizeRequest {
  siteId: string;
  claim: CheckoutClaim;
  order: Order;
  subscriptions: { subscription: Subscription; payment: SubscriptionPayment | null }[];
}

/** The checkout's access patterns (docs/data-model.md #21, #28, #30; docs/decisions/payments.md). */
export interface CheckoutStore {
  read(request: CheckoutReadRequest): Promise<CheckoutReads>;
  /** Creates the claim unless one exists or the failed-attempt limit is reached. */
  claim(siteId: string, claim: CheckoutClaim, counters: AttemptCounters): Promise<ClaimOutcome>;
  /** Deletes a still-pending claim of this order; with counters, counts a failed payment. */
  release(siteId: string, claim: CheckoutClaim, counters: AttemptCounters | null): Promise<void>;
  /** Order, claim complete, cart gone, subscriptions: all or nothing. False if already done. */
  finalize(request: FinalizeRequest): Promise<boolean>;
  getOrder(siteId: string, orderId: string): Promise<Order | undefined>;
}

/** Client addresses are counted by hash: the table never holds a raw IP. */
export const clientIdOf = (address: string) =>
  createHash("sha256").update(address).digest("base64url").slice(0, 22);

const attemptsKey = (siteId: string, scope: "cart" | "client", id: string, windowStart: string) =>
  checkoutAttemptsEntity.key({ siteId, scope, id, windowStart });

type TransactItems = NonNullable<TransactWriteCommandInput["TransactItems"]>;

function countAttempt(
  siteId: string,
  scope: "cart" | "client",
  id: string,
  counters: AttemptCounters,
): TransactItems[number] {
  return {
    Update: {
      TableName: tableName(),
      Key: attemptsKey(siteId, scope, id, counters.windowStart),
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

function finalizeItems({ siteId, claim, order, subscriptions }: FinalizeRequest): TransactItems {
  const items: TransactItems = [
    {
      Update: {
        TableName: tableName(),
        Key: checkoutClaimEntity.key({ siteId, cartId: claim.cart_id }),
        // A finished claim answers repeats for as long as a cart would have lived.
        UpdateExpression: "SET #state = :complete, #data.#state = :complete, expires_at = :exp",
        ConditionExpression: "order_id = :order AND #state = :pending",
        ExpressionAttributeNames: { "#state": "state", "#data": "data" },
        ExpressionAttributeValues: {
          ":order": claim.order_id,
          ":pending": "pending",
          ":complete": "complete",
          ":exp": Math.floor(Date.parse(order.created_at) / 1000) + CART_TTL_DAYS * 86_400,
        },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: orderEntity.toItem({ siteId, orderId: order.id }, order),
        ConditionExpression: "attribute_not_exists(pk)",
      },
    },
    { Delete: { TableName: tableName(), Key: cartEntity.key({ siteId, cartId: claim.cart_id }) } },
  ];
  for (const { subscription, payment } of subscriptions) {
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

export const dynamoCheckoutStore: CheckoutStore = {
  async read(request) {
    const siteId = request.site.id;
    // The cart group's own reader: site (already known here), configuration and cart.
    const cartDeps = { ...dynamoCartDeps, site: async () => request.site };
    const [priced, blocked, faculty, customer] = await Promise.all([
      loadPricedCart(siteId, request.cartId, request.now, cartDeps),
      request.studentId
        ? getItem(blockedStudentEntity.key({ siteId, studentId: request.studentId }))
        : null,
      request.facultyEmail
        ? getItem(facultyEmailEntity.key({ siteId, email: request.facultyEmail }))
        : null,
      request.customerId
        ? getItem(customerEntity.key({ siteId, customerId: request.customerId }))
        : null,
    ]);
    return {
      cart: { state: priced.state, config: priced.config },
      studentBlocked: Boolean(blocked),
      facultyEmail: Boolean(faculty),
      customerSessionVersion: customer ? Number(customer.session_version ?? 1) : undefined,
    };
  },

  async claim(siteId, claim, counters) {
    const under = (scope: "cart" | "client", id: string, limit: number) => ({
      ConditionCheck: {
        TableName: tableName(),
        Key: attemptsKey(siteId, scope, id, counters.windowStart),
        ConditionExpression: "attribute_not_exists(attempts) OR attempts < :limit",
        ExpressionAttributeValues: { ":limit": limit },
      },
    });
    const claimKey = checkoutClaimEntity.key({ siteId, cartId: claim.cart_id });
    for (let attempt = 1; ; attempt += 1) {
      try {
        await documentClient().send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName(),
                  Item: checkoutClaimEntity.toItem({ siteId, cartId: claim.cart_id }, claim),
                  ConditionExpression: "attribute_not_exists(pk)",
                },
              },
              under("cart", counters.cartId, counters.limits.cart),
              under("client", counters.clientId, counters.limits.client),
            ],
          }),
        );
        return { kind: "created", claim };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const [claimTaken, cartLimited, clientLimited] = failedConditions(error);
        if (!claimTaken && (cartLimited || clientLimited)) return { kind: "limited" };
        const stored = await getItem(claimKey);
        if (stored) return { kind: "exists", claim: checkoutClaimEntity.fromItem(stored) };
        // Cancelled by a racing transaction on the same claim that did not commit: try again.
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      }
    }
  },

  async release(siteId, claim, counters) {
    const items: TransactItems = [
      {
        Delete: {
          TableName: tableName(),
          Key: checkoutClaimEntity.key({ siteId, cartId: claim.cart_id }),
          ConditionExpression: "order_id = :order AND #state = :pending",
          ExpressionAttributeNames: { "#state": "state" },
          ExpressionAttributeValues: { ":order": claim.order_id, ":pending": "pending" },
        },
      },
    ];
    if (counters) {
      items.push(
        countAttempt(siteId, "cart", counters.cartId, counters),
        countAttempt(siteId, "client", counters.clientId, counters),
      );
    }
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      // Already released or completed by a racing request: nothing left to undo.
      if (!isConditionFailure(error)) throw error;
    }
  },

  async finalize(request) {
    try {
      await documentClient().send(
        new TransactWriteCommand({ TransactItems: finalizeItems(request) }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  async getOrder(siteId, orderId) {
    const item = await getItem(orderEntity.key({ siteId, orderId }));
    return item ? orderEntity.fromItem(item) : undefined;
  },
};
