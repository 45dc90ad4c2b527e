import * as z from "zod";
import { defineRoute } from "../../platform/api/route";
import { OPERATIONS_AREAS } from "../../platform/roles";
import { idSchema } from "../../platform/schemas/common";
import { OPERATION_SUBSCRIPTION_STATUSES } from "../subscription-status";

// The console's Subscriptions area (docs/operations/subscriptions.md): the card office and the
// campus manager see a campus's subscriptions, charge a past-due period again and cancel on a
// customer's behalf.

const roles = OPERATIONS_AREAS.subscriptions;

export const operationSubscriptionStatusSchema = z.enum(OPERATION_SUBSCRIPTION_STATUSES);

/** The latest period that was charged or tried; amt in cents. */
export const operationSubscriptionPaymentSchema = z.object({
  /** Campus-local billing day (YYYY-MM-DD) the payment is for. */
  period: z.string(),
  amt: z.int(),
  /** "Approved", "Declined", ...; "Pending" while a charge is in flight. */
  result: z.string(),
  attempts: z.int(),
  /** Campus-local day of the latest attempt; null for a period paid at checkout. */
  attempt_day: z.string().nullable(),
  created_at: z.string(),
});

/** One row of the console's subscriptions table. */
export const operationSubscriptionSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  /** "First Last" from the account; null when the account is gone. */
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  plan_name: z.string(),
  kind: z.enum(["meal_plan_monthly", "meal_plan_weekly", "coffee"]),
  frequency: z.enum(["monthly", "weekly"]),
  /** Charged each billing day, in cents. */
  amount_cents: z.int(),
  /** Campus-local YYYY-MM-DD: first and last plan day. */
  start: z.string(),
  end: z.string(),
  /** The next unbilled billing day (campus-local), or null when none is left. */
  next_bill_day: z.string().nullable(),
  /** Derived as of the campus's today (shared/operations/subscription-status.ts). */
  status: operationSubscriptionStatusSchema,
  last_payment: operationSubscriptionPaymentSchema.nullable(),
  /** "Visa •••• 4242"-style card, or null when billed to Student ID / payroll. */
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  /** ISO instant of the cancellation, null while not canceled. */
  canceled_at: z.string().nullable(),
  order_id: z.string(),
  order_created_at: z.string(),
  /** Whether "Retry payment" applies (status past_due and no charge in flight). */
  can_retry: z.boolean(),
  /** Whether "Cancel for customer" applies (not canceled, not ended). */
  can_cancel: z.boolean(),
});
export type OperationSubscription = z.infer<typeof operationSubscriptionSchema>;

/** Every payment of one subscription, oldest first (detail view). */
export const operationSubscriptionDetailSchema = operationSubscriptionSchema.extend({
  payments: z.array(operationSubscriptionPaymentSchema),
  billing_days: z.array(z.string()),
});

export const listOperationSubscriptions = defineRoute({
  operationId: "listOperationSubscriptions",
  group: "operations",
  method: "GET",
  path: "/v1/operations/subscriptions",
  summary:
    "A campus's subscriptions, newest first, optionally of one status (active, past_due, canceled, ended), one page at a time",
  input: z.object({
    site_id: idSchema,
    status: operationSubscriptionStatusSchema.optional(),
    /** The previous page's `cursor`. */
    cursor: z.string().max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  }),
  output: z.object({
    subscriptions: z.array(operationSubscriptionSchema),
    /** Pass back for the next page; null on the last page. */
    cursor: z.string().nullable(),
    /** The campus-local date statuses were derived for. */
    today: z.string(),
  }),
  auth: "staff",
  roles,
  example: { site_id: "cedar-ridge", status: "past_due" },
});

const oneSubscription = {
  site_id: idSchema,
  customer_id: idSchema,
  subscription_id: idSchema,
};

export const getOperationSubscription = defineRoute({
  operationId: "getOperationSubscription",
  group: "operations",
  method: "GET",
  path: "/v1/operations/subscriptions/{subscription_id}",
  summary: "One subscription with every payment and its billing calendar",
  input: z.object(oneSubscription),
  output: z.object({ subscription: operationSubscriptionDetailSchema }),
  auth: "staff",
  roles,
  example: {
    site_id: "cedar-ridge",
    customer_id: "demo-sub-customer-2",
    subscription_id: "demo-sub-past-due",
  },
});

export const retryOperationSubscription = defineRoute({
  operationId: "retryOperationSubscription",
  group: "operations",
  method: "POST",
  path: "/v1/operations/subscriptions/{subscription_id}/retry",
  summary:
    "Charge a past-due period now (one charge per attempt, as scheduled billing); 409 when nothing is past due",
  input: z.object(oneSubscription),
  output: z.object({
    /** paid: the period is settled and billing resumes; declined: still past due. */
    outcome: z.enum(["paid", "declined"]),
    /** The gateway's result text of this attempt. */
    result: z.string(),
    subscription: operationSubscriptionSchema,
  }),
  auth: "staff",
  roles,
  example: {
    site_id: "cedar-ridge",
    customer_id: "demo-sub-customer-2",
    subscription_id: "demo-sub-past-due",
  },
});

export const cancelOperationSubscription = defineRoute({
  operationId: "cancelOperationSubscription",
  group: "operations",
  method: "POST",
  path: "/v1/operations/subscriptions/{subscription_id}/cancel",
  summary:
    "Cancel on the customer's behalf (no 3-day rule for staff); the customer is mailed; 409 when already canceled",
  input: z.object(oneSubscription),
  output: z.object({ subscription: operationSubscriptionSchema }),
  auth: "staff",
  roles,
  example: {
    site_id: "cedar-ridge",
    customer_id: "demo-sub-customer-1",
    subscription_id: "demo-sub-active",
  },
});

export const operationsSubscriptionsRoutes = [
  listOperationSubscriptions,
  getOperationSubscription,
  retryOperationSubscription,
  cancelOperationSubscription,
] as const;
