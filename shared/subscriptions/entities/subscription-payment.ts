import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";

export const subscriptionPaymentSchema = z.object({
  subscription_id: z.string().min(1),
  /** The billing day this payment is for: one payment per subscription and period. */
  period: z.string(),
  amt: z.int().min(0),
  created_at: z.string(),
  /** Gateway result text: "Approved", "Declined", ...; "Pending" while an attempt is in flight. */
  result: z.string(),
  attempts: z.int().min(1).default(1),
  /** Campus-local day of the latest attempt: a declined period is retried on a later day. */
  attempt_day: z.string().nullable().default(null),
  transaction_id: z.string().nullable().default(null),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

type PaymentKey = { siteId: string; customerId: string; subscriptionId: string; period: string };

/**
 * access pattern #37: keyed by subscription and period, so a period is charged at most once. `attempts`,
 * `result` and `attempt_day` are also top-level: the billing worker's conditional writes
 * read them (docs/decisions/subscription-billing.md).
 */
export const subscriptionPaymentEntity = defineEntity({
  type: "subscription_payment",
  schema: subscriptionPaymentSchema,
  key: ({ siteId, customerId, subscriptionId, period }: PaymentKey) => ({
    pk: `${sitePk(siteId)}#CUST#${customerId}`,
    sk: `SUB#${subscriptionId}#PAY#${period}`,
  }),
  attributes: (payment) => ({
    attempts: payment.attempts,
    result: payment.result,
    attempt_day: payment.attempt_day,
  }),
});

export const paymentsOfSubscription = (
  siteId: string,
  customerId: string,
  subscriptionId: string,
) => ({
  pk: `${sitePk(siteId)}#CUST#${customerId}`,
  sk: { beginsWith: `SUB#${subscriptionId}#PAY#` },
});

/**
 * A subscription with all its payments (the console's detail): its own item and its payments'
 * sort keys begin alike, so one Query of the customer partition reads both.
 */
export const subscriptionWithPayments = (
  siteId: string,
  customerId: string,
  subscriptionId: string,
) => ({
  pk: `${sitePk(siteId)}#CUST#${customerId}`,
  sk: { beginsWith: `SUB#${subscriptionId}` },
});
