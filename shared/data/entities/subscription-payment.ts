import * as z from "zod";
import { defineEntity, sitePk } from "../entity";

export const subscriptionPaymentSchema = z.object({
  subscription_id: z.string().min(1),
  /** The billing day this payment is for: one payment per subscription and period. */
  period: z.string(),
  amt: z.int().min(0),
  created_at: z.string(),
  /** Gateway result text: "Approved", "Declined", ... */
  result: z.string(),
  attempts: z.int().min(1).default(1),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

type PaymentKey = { siteId: string; customerId: string; subscriptionId: string; period: string };

/** #37: keyed by subscription and period, so a period is charged at most once. */
export const subscriptionPaymentEntity = defineEntity({
  type: "subscription_payment",
  schema: subscriptionPaymentSchema,
  key: ({ siteId, customerId, subscriptionId, period }: PaymentKey) => ({
    pk: `${sitePk(siteId)}#CUST#${customerId}`,
    sk: `SUB#${subscriptionId}#PAY#${period}`,
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
