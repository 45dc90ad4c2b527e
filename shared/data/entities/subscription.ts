import * as z from "zod";
import { cartItemSchema } from "../../schemas/cart";
import { defineEntity, sitePk } from "../entity";

export const subscriptionSchema = z.object({
  id: z.string().min(1),
  site_id: z.string().min(1),
  customer_id: z.string().min(1),
  order_id: z.string().min(1),
  order_created_at: z.string(),
  kind: z.enum(["meal_plan_monthly", "meal_plan_weekly", "coffee"]),
  item: cartItemSchema,
  /** Campus-local YYYY-MM-DD. */
  start: z.string(),
  end: z.string(),
  /** Every billing day of the calendar, campus-local, ascending. */
  billing_days: z.array(z.string()),
  /** The next unbilled billing day, or null when none is left or it is canceled. */
  next_bill_day: z.string().nullable(),
  amount: z.int().min(0),
  /** The gateway's saved-payment reference; never the card. */
  payment_method: z.string().nullable(),
  card_brand: z.string().nullable().default(null),
  card_last4: z.string().nullable().default(null),
  canceled: z.boolean().default(false),
  canceled_at: z.string().nullable().default(null),
  status: z.enum(["active", "past_due", "canceled", "ended"]).default("active"),
  failed_attempts: z.int().min(0).default(0),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

type SubscriptionKey = { siteId: string; customerId: string; subscriptionId: string };

/**
 * A subscription under its customer (#32); while it has a next billing day it sits on the
 * billing-day index (#36), which is how the billing worker finds it without a Scan.
 */
export const subscriptionEntity = defineEntity({
  type: "subscription",
  schema: subscriptionSchema,
  key: ({ siteId, customerId, subscriptionId }: SubscriptionKey) => ({
    pk: `${sitePk(siteId)}#CUST#${customerId}`,
    sk: `SUB#${subscriptionId}`,
  }),
  indexes: ({ siteId, subscriptionId }: SubscriptionKey, sub) =>
    sub.next_bill_day && !sub.canceled
      ? { gsi2pk: billDayPk(siteId, sub.next_bill_day), gsi2sk: `SUB#${subscriptionId}` }
      : {},
});

const billDayPk = (siteId: string, day: string) => `${sitePk(siteId)}#BILLDAY#${day}`;

/** #32: a customer's subscriptions (payments share the prefix and are told apart by type). */
export const subscriptionsOfCustomer = (siteId: string, customerId: string) => ({
  pk: `${sitePk(siteId)}#CUST#${customerId}`,
  sk: { beginsWith: "SUB#" },
});

/** #36: subscriptions whose next billing day is `day`. */
export const subscriptionsDueOn = (siteId: string, day: string) => ({
  index: "gsi2" as const,
  pk: billDayPk(siteId, day),
});
