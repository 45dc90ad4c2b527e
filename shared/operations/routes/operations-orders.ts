import * as z from "zod";
import { defineRoute } from "../../platform/api/route";
import { OPERATIONS_AREAS } from "../../platform/roles";
import { idSchema } from "../../platform/schemas/common";
import { calendarDateSchema } from "../../platform/schemas/dates";
import { paymentTypeSchema } from "../../purchase/schemas/meal-plan";
import { orderStatusSchema } from "../order-status";

// The orders area (docs/operations/orders.md): list, search and read a campus's orders, refund
// them (card through the payment port, Student ID and payroll reversed for the card office),
// mark them fulfilled (credited to the card system), and export what to credit per student.
// Money is integer cents throughout; every field that holds cents ends in `_cents`.

const roles = OPERATIONS_AREAS.orders;

/** The longest range the list and the export read at once (one Query per page of it). */
export const MAX_ORDER_RANGE_DAYS = 366;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * Campus dates, both ends included, at most MAX_ORDER_RANGE_DAYS days. A range issue is the
 * pair's, not either end's (each end alone is a valid date), so it has no field.
 */
const rangeShape = { from: calendarDateSchema, to: calendarDateSchema };
const checkRange = (value: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const span = dayNumber(value.to) - dayNumber(value.from);
  if (span < 0) {
    ctx.addIssue({
      code: "custom",
      message: "The range must end on or after its start.",
      path: [],
    });
  } else if (span >= MAX_ORDER_RANGE_DAYS) {
    ctx.addIssue({
      code: "custom",
      message: `Choose a range of at most ${MAX_ORDER_RANGE_DAYS} days.`,
      path: [],
    });
  }
};

export const orderIdSchema = idSchema;

/** A client-chosen id that makes a retried refund answer the first one instead of refunding twice. */
export const requestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "A request id is 8 to 64 letters, digits, - or _.");

/** One row of the orders table. */
export const operationOrderRowSchema = z.object({
  id: z.string(),
  /** The order number customers see in their mails. */
  no: z.string(),
  /** ISO instant. */
  created_at: z.string(),
  /** Campus-local YYYY-MM-DD of created_at. */
  date: z.string(),
  buyer_name: z.string(),
  email: z.string(),
  student_id: z.string(),
  total_cents: z.int(),
  payment_type: paymentTypeSchema,
  status: orderStatusSchema,
  /** Given back (card) or reversed (Student ID, payroll) so far. */
  refunded_cents: z.int(),
});
export type OperationOrderRow = z.infer<typeof operationOrderRowSchema>;

export const operationOrderLineSchema = z.object({
  id: z.string(),
  /** "Meal plan", "Create your plan", "Declining balance", "Coffee subscription". */
  type: z.string(),
  name: z.string(),
  desc: z.string(),
  /** List price before discount. */
  price_cents: z.int(),
  discount_cents: z.int(),
  tax_cents: z.int(),
  /** What the line was charged: price - discount + tax. */
  charged_cents: z.int(),
  /** Dining dollars (declining balance) the line puts on the card, when it carries any. */
  dining_dollars_cents: z.int().nullable(),
  /** Bonus dollars given on top (never charged). */
  bonus_cents: z.int(),
  promo_code: z.string().nullable(),
  subscription: z.boolean(),
  refunded_cents: z.int(),
  /** What a refund of this line may still give back. */
  refundable_cents: z.int(),
});
export type OperationOrderLine = z.infer<typeof operationOrderLineSchema>;

export const operationOrderRefundSchema = z.object({
  id: z.string(),
  /** `refund`: through the gateway; `reversal`: taken off the student's account by the card office. */
  kind: z.enum(["refund", "reversal"]),
  /**
   * `pending`: claimed, the gateway's answer not yet recorded (the next refund call or the sweep
   * finishes it with the same idempotency key); `failed`: the gateway refused, nothing given back.
   */
  state: z.enum(["pending", "succeeded", "failed"]),
  amount_cents: z.int(),
  lines: z.array(z.object({ line_id: z.string(), amount_cents: z.int() })),
  reason: z.string(),
  staff_email: z.string(),
  /** ISO instant the refund was claimed. */
  created_at: z.string(),
  /** The gateway's refund id, once recorded. */
  gateway_refund_id: z.string().nullable(),
  /** Why the gateway refused, when it did. */
  failure: z.string().nullable(),
});
export type OperationOrderRefund = z.infer<typeof operationOrderRefundSchema>;

export const operationOrderMailSchema = z.object({
  /** "order_confirmation", "order_hold", ... */
  kind: z.string(),
  subject: z.string(),
  to: z.array(z.string()),
  state: z.enum(["pending", "sent", "suppressed"]),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

/** The order detail screen. */
export const operationOrderSchema = z.object({
  id: z.string(),
  no: z.string(),
  site_id: z.string(),
  created_at: z.string(),
  date: z.string(),
  status: orderStatusSchema,
  /** The stored checkout state: held until the billed account's owner confirms. */
  state: z.enum(["placed", "awaiting_confirmation"]),
  confirm_by: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  buyer: z.object({
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    student_id: z.string(),
    phone: z.string(),
    /** A parent buying for a student: the student's name and id are in `student`. */
    is_parent: z.boolean(),
    student: z.record(z.string(), z.string()).nullable(),
    /** Whether the buyer was signed in (an account) or checked out as a guest. */
    customer_id: z.string().nullable(),
  }),
  lines: z.array(operationOrderLineSchema),
  promo_codes: z.array(z.string()),
  subtotal_cents: z.int(),
  discount_cents: z.int(),
  tax_cents: z.int(),
  total_cents: z.int(),
  refunded_cents: z.int(),
  refundable_cents: z.int(),
  payment: z.object({
    type: paymentTypeSchema,
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
    transaction_id: z.string().nullable(),
    /** Whether a refund goes through the gateway (card) or is a reversal on the account. */
    refund_kind: z.enum(["refund", "reversal"]),
    disputed: z.boolean(),
  }),
  refunds: z.array(operationOrderRefundSchema),
  fulfilment: z
    .object({
      /** ISO instant the card office credited the student's card system. */
      fulfilled_at: z.string(),
      staff_email: z.string(),
      note: z.string(),
    })
    .nullable(),
  mails: z.array(operationOrderMailSchema),
  /** What the screen may offer now. */
  can: z.object({ refund: z.boolean(), fulfil: z.boolean() }),
});
export type OperationOrder = z.infer<typeof operationOrderSchema>;

const DEMO = { site_id: "cedar-ridge" } as const;
const DEMO_ORDER = "demo-order-01";

export const listOperationOrders = defineRoute({
  operationId: "listOperationOrders",
  group: "operations",
  method: "GET",
  path: "/v1/operations/orders",
  summary:
    "A campus's orders placed between two campus dates, newest first, filtered by status and payment type; q finds an order number, or an email or student id within the range",
  input: z
    .object({
      site_id: idSchema,
      ...rangeShape,
      status: orderStatusSchema.optional(),
      payment_type: paymentTypeSchema.optional(),
      q: z.string().trim().max(254, "Search for at most 254 characters.").optional(),
      cursor: z.string().max(2048).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(50),
    })
    .superRefine(checkRange),
  output: z.object({
    orders: z.array(operationOrderRowSchema),
    /** Pass as `cursor` for the next page; null at the end. */
    next_cursor: z.string().nullable(),
  }),
  auth: "staff",
  roles,
  example: { ...DEMO, from: "2026-01-01", to: "2026-01-31" },
});

export const exportOperationOrders = defineRoute({
  operationId: "exportOperationOrders",
  group: "operations",
  method: "GET",
  path: "/v1/operations/orders/export",
  summary:
    "CSV of what to credit per student account for a range of campus dates: one row per order line, with what was refunded or reversed and the net (docs/operations/orders.md)",
  input: z
    .object({
      site_id: idSchema,
      ...rangeShape,
      payment_type: paymentTypeSchema.optional(),
    })
    .superRefine(checkRange),
  output: z.string().describe("text/csv"),
  auth: "staff",
  roles,
  response: "raw",
  example: { ...DEMO, from: "2026-01-01", to: "2026-01-31" },
});

export const getOperationOrder = defineRoute({
  operationId: "getOperationOrder",
  group: "operations",
  method: "GET",
  path: "/v1/operations/orders/{order_id}",
  summary:
    "One order: lines, promo, tax, payment, buyer, hold, refunds, fulfilment and the mails sent for it",
  input: z.object({ site_id: idSchema, order_id: orderIdSchema }),
  output: z.object({ order: operationOrderSchema }),
  auth: "staff",
  roles,
  example: { ...DEMO, order_id: DEMO_ORDER },
});

export const refundOperationOrder = defineRoute({
  operationId: "refundOperationOrder",
  group: "operations",
  method: "POST",
  path: "/v1/operations/orders/{order_id}/refund",
  summary:
    "Refund an order in full (no lines) or by line (cents, at most what is left); card payments go back through the gateway exactly once, Student ID and payroll are marked reversed",
  input: z.object({
    site_id: idSchema,
    order_id: orderIdSchema,
    /** Omitted: everything still refundable. */
    lines: z
      .array(
        z.object({
          line_id: z.string().trim().min(1).max(64),
          /** Omitted: what is left of the line. */
          amount_cents: z.int().min(1, "Refund at least 1 cent.").optional(),
        }),
      )
      .min(1, "Choose at least one line.")
      .max(50)
      .optional(),
    reason: z.string().trim().max(500, "Keep the reason under 500 characters.").default(""),
    request_id: requestIdSchema.optional(),
  }),
  output: z.object({ order: operationOrderSchema, refund: operationOrderRefundSchema }),
  auth: "staff",
  roles,
  example: { ...DEMO, order_id: DEMO_ORDER, reason: "Duplicate purchase" },
});

export const fulfilOperationOrder = defineRoute({
  operationId: "fulfilOperationOrder",
  group: "operations",
  method: "POST",
  path: "/v1/operations/orders/{order_id}/fulfil",
  summary:
    "Mark an order fulfilled: credited to the student's card system (once; not while held for confirmation)",
  input: z.object({
    site_id: idSchema,
    order_id: orderIdSchema,
    note: z.string().trim().max(500, "Keep the note under 500 characters.").default(""),
  }),
  output: z.object({ order: operationOrderSchema }),
  auth: "staff",
  roles,
  example: { ...DEMO, order_id: DEMO_ORDER },
});

/** The export is listed before `{order_id}` so a first-match router never reads it as an id. */
export const operationsOrdersRoutes = [
  listOperationOrders,
  exportOperationOrders,
  getOperationOrder,
  refundOperationOrder,
  fulfilOperationOrder,
] as const;
