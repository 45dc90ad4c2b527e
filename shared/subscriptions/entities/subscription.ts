import * as z from "zod";
import { defineEntity, type IndexKeys, KEY_END, sitePk } from "../../platform/data/entity";
import { cartItemSchema } from "../../purchase/schemas/cart";

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
  /** The buyer's email for billing mail (past due); null falls back to the order's email. */
  email: z.string().nullable().default(null),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

type SubscriptionKey = { siteId: string; customerId: string; subscriptionId: string };

/**
 * A subscription under its customer (access pattern #32). While it has a next billing day and is active it
 * sits on its campus's billing index (access pattern #36): one gsi2 partition per site, sorted by that day,
 * so one Query `<= today` finds everything due, however many runs were missed
 * (docs/decisions/subscription-billing.md). Canceled and past-due subscriptions leave it.
 * Every subscription also sits on its campus's list (gsi1, newest order first) for the operations
 * console (docs/operations/subscriptions.md); those keys never change, so billing's and
 * cancel's updates leave them alone.
 */
export const subscriptionEntity = defineEntity({
  type: "subscription",
  schema: subscriptionSchema,
  key: ({ siteId, customerId, subscriptionId }: SubscriptionKey) => ({
    pk: `${sitePk(siteId)}#CUST#${customerId}`,
    sk: `SUB#${subscriptionId}`,
  }),
  indexes: ({ siteId, subscriptionId }: SubscriptionKey, sub) => ({
    ...campusListKeys(siteId, subscriptionId, sub),
    ...billingIndexKeys(siteId, subscriptionId, sub),
  }),
});

const campusListPk = (siteId: string) => `${sitePk(siteId)}#SUBS`;

/** The campus-list keys: by the order's instant, so the newest purchase comes first. */
export const campusListKeys = (
  siteId: string,
  subscriptionId: string,
  sub: Pick<Subscription, "order_created_at">,
): IndexKeys => ({
  gsi1pk: campusListPk(siteId),
  gsi1sk: `${sub.order_created_at}#${subscriptionId}`,
});

/** Operations console: every subscription of a campus, newest order first (gsi1, one partition). */
export const subscriptionsOfCampus = (siteId: string) => ({
  index: "gsi1" as const,
  pk: campusListPk(siteId),
  descending: true,
});

const billingPk = (siteId: string) => `${sitePk(siteId)}#BILLING`;

/** The billing-index keys of a subscription in this state, or {} when it is not billed. */
export function billingIndexKeys(
  siteId: string,
  subscriptionId: string,
  sub: Pick<Subscription, "next_bill_day" | "canceled" | "status">,
): IndexKeys {
  return sub.next_bill_day && !sub.canceled && sub.status === "active"
    ? { gsi2pk: billingPk(siteId), gsi2sk: `${sub.next_bill_day}#${subscriptionId}` }
    : {};
}

/** access pattern #32: a customer's subscriptions (payments share the prefix and are told apart by type). */
export const subscriptionsOfCustomer = (siteId: string, customerId: string) => ({
  pk: `${sitePk(siteId)}#CUST#${customerId}`,
  sk: { beginsWith: "SUB#" },
});

/** access pattern #36: every active subscription of a campus whose next billing day is on or before `day`. */
export const subscriptionsDueBy = (siteId: string, day: string) => ({
  index: "gsi2" as const,
  pk: billingPk(siteId),
  sk: { lte: `${day}${KEY_END}` },
});

/** access pattern #36: subscriptions whose next billing day is exactly `day`. */
export const subscriptionsDueOn = (siteId: string, day: string) => ({
  index: "gsi2" as const,
  pk: billingPk(siteId),
  sk: { beginsWith: `${day}#` },
});
