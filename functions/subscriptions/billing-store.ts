import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import { orderEntity } from "../../shared/purchase/entities/order";
import { APPROVED_RESULT, PENDING_RESULT } from "../../shared/subscriptions/billing";
import { billingRunEntity } from "../../shared/subscriptions/entities/billing-run";
import {
  billingIndexKeys,
  type Subscription,
  subscriptionEntity,
  subscriptionsDueBy,
} from "../../shared/subscriptions/entities/subscription";
import {
  type SubscriptionPayment,
  subscriptionPaymentEntity,
} from "../../shared/subscriptions/entities/subscription-payment";
import { documentClient, tableName } from "../platform/dynamo";
import { type MailIntentInput, outboxPut, type TransactItem } from "../platform/outbox/outbox";
import { retry } from "../platform/retry";
import {
  cancellationCodes,
  collidedOnly,
  conditionalWrite,
  getItem,
  queryInput,
} from "../platform/table";

/** The subscription fields a billing step moves. */
export type SubscriptionChange = Pick<Subscription, "next_bill_day" | "failed_attempts" | "status">;

/**
 * How a write of the console (a staff retry) differs from the worker's: its audit entry rides
 * in the same transaction, and a retry may follow a decline of the same day (docs/operations/subscriptions.md).
 */
export interface WriteOptions {
  /** Items committed with the write or not at all (the staff action's audit Put). */
  with?: readonly TransactItem[];
}

/**
 * The billing worker's access patterns (docs/data-model.md #36, #37), shared with the operations
 * console's retry (functions/operations/operations/subscriptions-retry.ts). Every write is conditional and
 * answers false when its condition failed: someone else got there first.
 */
/** One page of the billing index: where a run, or its follow-up message, goes on from. */
export interface DuePage {
  subscriptions: Subscription[];
  /** Whether the index may hold more due subscriptions after this page. */
  more: boolean;
}

export interface BillingStore {
  /**
   * Active subscriptions of the campus whose next billing day is on or before `today`, in
   * billing-index order: at most `limit` of them, after the index key `after` when given.
   */
  dueSubscriptions(
    siteId: string,
    today: string,
    page?: { after?: string | undefined; limit?: number },
  ): Promise<DuePage>;
  /**
   * Takes (or, for the same run instant `at`, takes again) the campus's billing-run lease until
   * `until` (epoch ms): false while another run holds it.
   */
  claimRun(siteId: string, at: string, now: Date, until: number): Promise<boolean>;
  /** Gives the lease back once the run of `at` is over (or failed: its redelivery takes it again). */
  releaseRun(siteId: string, at: string): Promise<void>;
  /** The period's payment, read consistently (it decides whether to charge). */
  getPayment(sub: Subscription, period: string): Promise<SubscriptionPayment | undefined>;
  /**
   * Starts attempt `payment.attempts` (result Pending). The first attempt needs no payment
   * yet; a retry needs the previous attempt declined on an earlier day, or, with `anyDay`
   * (staff asked for it now), declined at all.
   */
  claimAttempt(
    sub: Subscription,
    payment: SubscriptionPayment,
    options?: WriteOptions & { anyDay?: boolean },
  ): Promise<boolean>;
  /** Replaces the Pending result of the same attempt with the gateway's result. */
  recordResult(
    sub: Subscription,
    payment: SubscriptionPayment,
    options?: WriteOptions,
  ): Promise<boolean>;
  /**
   * Moves the subscription on from `period`, unless it was canceled, already moved, or no longer
   * in the status it was read in (`sub.status`: always active for the worker, which finds
   * subscriptions on the billing index). A mail reporting the change is recorded in the same
   * transaction (docs/data-model.md #42), so only the delivery that made the change mails, and
   * it always does.
   */
  updateSubscription(
    sub: Subscription,
    period: string,
    change: SubscriptionChange,
    mail?: { intent: MailIntentInput; now: Date },
  ): Promise<boolean>;
  /** Where billing mail goes: the subscription's email, else its order's. */
  contactEmail(sub: Subscription): Promise<string | null>;
}

const subKey = (sub: Subscription) => ({
  siteId: sub.site_id,
  customerId: sub.customer_id,
  subscriptionId: sub.id,
});

type TransactUpdate = NonNullable<TransactItem["Update"]>;
type TransactPut = NonNullable<TransactItem["Put"]>;

const CONFLICT_RETRY = { tries: 5, baseMs: 20, capMs: 200 };

/**
 * Several items in one transaction. Only a refused condition answers false: a transaction that
 * merely collided with another delivery's write is sent again.
 */
export async function transactConditional(items: TransactItem[]): Promise<boolean> {
  return retry(
    async () => {
      try {
        await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
        return true;
      } catch (error) {
        if (cancellationCodes(error).includes("ConditionalCheckFailed")) return false;
        throw error;
      }
    },
    { ...CONFLICT_RETRY, transient: collidedOnly },
  );
}

/** A conditional Put alone, or with the items that must commit with it. */
function putConditional(put: TransactPut, options: WriteOptions = {}): Promise<boolean> {
  if (options.with && options.with.length > 0) {
    return transactConditional([{ Put: put }, ...options.with]);
  }
  return conditionalWrite(documentClient().send(new PutCommand(put)));
}

export const dynamoBillingStore: BillingStore = {
  async dueSubscriptions(siteId, today, { after, limit = 250 } = {}) {
    const due = subscriptionsDueBy(siteId, today);
    // BETWEEN is inclusive: the `after` row (if still due) is read once more and dropped.
    const spec = after ? { ...due, sk: { between: [after, due.sk.lte] as [string, string] } } : due;
    const { Items = [], LastEvaluatedKey } = await documentClient().send(
      new QueryCommand({ ...queryInput(spec), Limit: after ? limit + 1 : limit }),
    );
    return {
      subscriptions: Items.filter((item) => item.gsi2sk !== after).map((item) =>
        subscriptionEntity.fromItem(item),
      ),
      more: LastEvaluatedKey !== undefined,
    };
  },

  claimRun(siteId, at, now, until) {
    return conditionalWrite(
      documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: billingRunEntity.key({ siteId }),
          UpdateExpression:
            "SET #at = :at, lease_until = :until, #type = :type, expires_at = :expires",
          ConditionExpression: "attribute_not_exists(pk) OR #at = :at OR lease_until < :now",
          ExpressionAttributeNames: { "#at": "at", "#type": "type" },
          ExpressionAttributeValues: {
            ":at": at,
            ":until": until,
            ":now": now.getTime(),
            ":type": billingRunEntity.type,
            // Kept a week after the lease for a look at the last run, then gone.
            ":expires": Math.floor(until / 1000) + 7 * 24 * 3600,
          },
        }),
      ),
    );
  },

  async releaseRun(siteId, at) {
    await conditionalWrite(
      documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: billingRunEntity.key({ siteId }),
          UpdateExpression: "SET lease_until = :zero",
          ConditionExpression: "#at = :at",
          ExpressionAttributeNames: { "#at": "at" },
          ExpressionAttributeValues: { ":at": at, ":zero": 0 },
        }),
      ),
    );
  },

  async getPayment(sub, period) {
    const key = subscriptionPaymentEntity.key({ ...subKey(sub), period });
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    return Item ? subscriptionPaymentEntity.fromItem(Item) : undefined;
  },

  claimAttempt(sub, payment, options = {}) {
    const item = subscriptionPaymentEntity.toItem(
      { ...subKey(sub), period: payment.period },
      payment,
    );
    const first = payment.attempts === 1;
    const declined = "attempts = :previous AND #result <> :approved AND #result <> :pending";
    return putConditional(
      {
        TableName: tableName(),
        Item: item,
        ConditionExpression: first
          ? "attribute_not_exists(pk)"
          : options.anyDay
            ? declined
            : `${declined} AND attempt_day < :today`,
        ...(first
          ? {}
          : {
              ExpressionAttributeNames: { "#result": "result" },
              ExpressionAttributeValues: {
                ":previous": payment.attempts - 1,
                ":approved": APPROVED_RESULT,
                ":pending": PENDING_RESULT,
                ...(options.anyDay ? {} : { ":today": payment.attempt_day }),
              },
            }),
      },
      options,
    );
  },

  recordResult(sub, payment, options = {}) {
    const item = subscriptionPaymentEntity.toItem(
      { ...subKey(sub), period: payment.period },
      payment,
    );
    return putConditional(
      {
        TableName: tableName(),
        Item: item,
        ConditionExpression: "attempts = :attempt AND #result = :pending",
        ExpressionAttributeNames: { "#result": "result" },
        ExpressionAttributeValues: { ":attempt": payment.attempts, ":pending": PENDING_RESULT },
      },
      options,
    );
  },

  updateSubscription(sub, period, change, mail) {
    const next = { ...sub, ...change };
    const index = billingIndexKeys(sub.site_id, sub.id, next);
    const onIndex = index.gsi2pk !== undefined;
    // The index keys follow the new state: kept (moved to the next day) or removed.
    const setData = "#d.next_bill_day = :next, #d.failed_attempts = :failed, #d.#status = :status";
    const expression = onIndex
      ? `SET ${setData}, gsi2pk = :gpk, gsi2sk = :gsk`
      : `SET ${setData} REMOVE gsi2pk, gsi2sk`;
    const update: TransactUpdate = {
      TableName: tableName(),
      Key: subscriptionEntity.key(subKey(sub)),
      UpdateExpression: expression,
      ConditionExpression:
        "#d.next_bill_day = :period AND #d.canceled = :false AND #d.#status = :from",
      ExpressionAttributeNames: { "#d": "data", "#status": "status" },
      ExpressionAttributeValues: {
        ":next": change.next_bill_day,
        ":failed": change.failed_attempts,
        ":status": change.status,
        ":period": period,
        ":false": false,
        ":from": sub.status,
        ...(onIndex ? { ":gpk": index.gsi2pk, ":gsk": index.gsi2sk } : {}),
      },
    };
    if (mail) {
      return transactConditional([
        { Update: update },
        outboxPut(sub.site_id, mail.intent, mail.now),
      ]);
    }
    return conditionalWrite(documentClient().send(new UpdateCommand(update)));
  },

  async contactEmail(sub) {
    if (sub.email) return sub.email;
    const item = await getItem(orderEntity.key({ siteId: sub.site_id, orderId: sub.order_id }));
    return item ? orderEntity.fromItem(item).email : null;
  },
};
