import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";
import { cartItemSchema } from "../schemas/cart";
import { paymentTypeSchema } from "../schemas/meal-plan";

/** Who bought, as the checkout form gave it (a parent buyer's student too); no card data. */
export const orderBuyerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  student_id: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  is_parent: z.boolean().default(false),
  customer_type_id: z.string().default(""),
  student: z.record(z.string(), z.string()).nullable().default(null),
  billing_address: z.record(z.string(), z.string()).nullable().default(null),
});
export type OrderBuyer = z.infer<typeof orderBuyerSchema>;

export const orderSchema = z.object({
  id: z.string().min(1),
  /** The order number customers see. */
  no: z.string().min(1),
  site_id: z.string().min(1),
  customer_id: z.string().nullable(),
  cart_id: z.string().min(1),
  created_at: z.string(),
  items: z.array(cartItemSchema),
  subtotal: z.int().min(0),
  tax: z.int().min(0),
  discount: z.int().min(0),
  total: z.int().min(0),
  payment_type: paymentTypeSchema,
  /** Card orders keep brand and last four only, never the number. */
  card_brand: z.string().nullable().default(null),
  card_last4: z.string().nullable().default(null),
  /** The gateway's transaction id; null when nothing was charged (zero total, non-card). */
  transaction_id: z.string().nullable().default(null),
  email: z.string(),
  buyer: z.record(z.string(), z.unknown()).default({}),
  /**
   * Cents given back to the card so far, as the processor reports them (its webhook,
   * docs/payments.md "Webhooks"); absent until a refund.
   */
  refunded_cents: z.int().min(0).optional(),
  /** Set when the cardholder disputes the charge with their bank (a chargeback). */
  disputed: z.boolean().optional(),
  /**
   * placed, or held until the owner of the billed account confirms it by the link mailed to
   * their campus address (Student ID, payroll; docs/decisions/payments.md). A hold not
   * confirmed by `confirm_by` is never billed.
   */
  state: z.enum(["placed", "awaiting_confirmation"]).default("placed"),
  confirm_by: z.string().nullable().default(null),
  confirmed_at: z.string().nullable().default(null),
});
export type Order = z.infer<typeof orderSchema>;

type OrderKey = { siteId: string; orderId: string };

const siteOrdersPk = (siteId: string) => `${sitePk(siteId)}#ORDERS`;

/**
 * An order in its own partition; a signed-in buyer's orders are listed on gsi1 (access pattern #31),
 * and every order of a campus by time on gsi2 (the operations console's orders list and export,
 * docs/operations/orders.md). The columns of the account's Orders tab are copied to the top level
 * so that list reads them without parsing whole orders.
 */
export const orderEntity = defineEntity({
  type: "order",
  schema: orderSchema,
  key: ({ siteId, orderId }: OrderKey) => ({
    pk: `${sitePk(siteId)}#ORDER#${orderId}`,
    sk: "ORDER",
  }),
  indexes: ({ siteId, orderId }: OrderKey, order) => ({
    ...(order.customer_id
      ? {
          gsi1pk: `${sitePk(siteId)}#CUST#${order.customer_id}#ORDERS`,
          gsi1sk: `${order.created_at}#${orderId}`,
        }
      : {}),
    gsi2pk: siteOrdersPk(siteId),
    gsi2sk: siteOrderSortKey(order.created_at, orderId),
  }),
  attributes: (order) => ({
    order_id: order.id,
    created_at: order.created_at,
    no: order.no,
    total: order.total,
    payment_type: order.payment_type,
  }),
});

/** A campus's orders sort by creation instant (ISO UTC, so lexical = time order), then id. */
export const siteOrderSortKey = (createdAt: string, orderId: string): string =>
  `${createdAt}#${orderId}`;

/**
 * The operations console's orders of a campus created in [fromIso, toIso) (ISO UTC instants),
 * newest first: `{instant}#{id}` sorts after `{instant}` and before the next instant, so the
 * bounds need no sentinel.
 */
export const ordersOfSite = (siteId: string, fromIso: string, toIso: string) => ({
  index: "gsi2" as const,
  pk: siteOrdersPk(siteId),
  sk: { between: [fromIso, toIso] as [string, string] },
  descending: true,
});

/** docs/data-model.md #31: a customer's orders, newest first. */
export const ordersOfCustomer = (siteId: string, customerId: string) => ({
  index: "gsi1" as const,
  pk: `${sitePk(siteId)}#CUST#${customerId}#ORDERS`,
  descending: true,
});
