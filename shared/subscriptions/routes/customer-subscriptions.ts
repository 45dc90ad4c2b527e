import * as z from "zod";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";

/** A subscription in the account area: the spec's fields plus what the page needs to act. */
export const customerSubscriptionSchema = z.object({
  id: z.string(),
  kind: z.enum(["meal_plan_monthly", "meal_plan_weekly", "coffee"]),
  /** Campus-local YYYY-MM-DD; end is the last plan day. */
  start: z.string(),
  end: z.string(),
  canceled: z.boolean(),
  /** ISO instant; shown as "Canceled on M/D/YY" in campus time. */
  canceled_at: z.string().nullable(),
  status: z.enum(["active", "past_due", "canceled", "ended"]),
  order: z.object({ created_at: z.string() }),
  /** price in cents */
  item: z.object({ name: z.string(), price: z.int() }),
  /**
   * One per period charged or tried, oldest first; amt in cents. `period` is the period's
   * billing day (its key), `charged_on` the campus day it was charged, `from`–`to` the days it
   * paid for (null for a record older than these fields).
   */
  payments: z.array(
    z.object({
      period: z.string(),
      amt: z.int(),
      created_at: z.string(),
      result: z.string(),
      charged_on: z.string(),
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
  ),
  /** The charges still to come, in order: shown as "Scheduled" (docs/decisions/subscription-schedule.md). */
  upcoming: z.array(z.object({ date: z.string(), amt: z.int(), from: z.string(), to: z.string() })),
  next_bill_day: z.string().nullable(),
  /** Whether cancel is still allowed today (at least 3 days before the next delivery). */
  can_cancel: z.boolean(),
  /** The next delivery (billing day) after today, or null when none is left. */
  next_delivery: z.string().nullable(),
  /** When cancel is closed by the 3-day rule: the day it opens again; otherwise null. */
  cancel_opens_on: z.string().nullable(),
});
export type CustomerSubscription = z.infer<typeof customerSubscriptionSchema>;

// The spec's payload (customer_id, site_id, public); the customer comes from the session and a
// customer_id naming anyone else is refused.
const scope = {
  site_id: idSchema,
  customer_id: idSchema.optional(),
  public: z.boolean().optional(),
};
const output = z.object({ subscriptions: z.array(customerSubscriptionSchema) });

export const listCustomerSubscriptions = defineRoute({
  operationId: "listCustomerSubscriptions",
  group: "customer",
  method: "POST",
  path: "/v1/customer/subscriptions",
  summary: "The signed-in customer's subscriptions with their payments, newest first",
  input: z.object(scope),
  output,
  auth: "customer",
  example: { site_id: "cedar-ridge", public: true },
});

export const cancelCustomerSubscription = defineRoute({
  operationId: "cancelCustomerSubscription",
  group: "customer",
  method: "POST",
  path: "/v1/customer/cancel_subscription",
  summary: "Cancel a subscription (at least 3 days before its next delivery); returns the list",
  input: z.object({ ...scope, subscription_id: idSchema }),
  output,
  auth: "customer",
  example: { site_id: "cedar-ridge", subscription_id: "sub-example", public: true },
});

export const customerSubscriptionRoutes = [
  listCustomerSubscriptions,
  cancelCustomerSubscription,
] as const;
