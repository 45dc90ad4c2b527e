import * as z from "zod";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { instantSchema } from "../../platform/schemas/dates";
import { CARD_BRANDS } from "../cards/brand";
import { CARD_DATA_REFUSED, findCardData } from "../checkout/card-data";
import { RECEIPT_ITEM_MASK } from "../checkout/receipt";
import { cartItemSchema } from "../schemas/cart";
import { PAYMENT_TYPES } from "../schemas/payment-types";

// Checkout (docs/decisions/payments.md). The customer form's own rules depend on the site's
// settings and the payment type, so the route schema checks the envelope and refuses raw card
// data; the service then applies createCheckoutCustomerSchema with the site's settings.

const short = z.string().trim().max(200);

const checkoutFields = {
  site_id: idSchema,
  /** Accepted for the spec's payload; must be the session's own customer when given. */
  customer_id: z.string().trim().max(64).optional(),
  /** The spec's cart cookie parameter; the cart id is read from the HttpOnly cookie. */
  cookie: short.optional(),
  type_id: idSchema,
  location_id: idSchema.optional(),
  term_id: idSchema.optional(),
  year_id: idSchema.optional(),
  is_parent: z.boolean().optional(),
  /** When the buyer placed the order, as the browser saw it; accepted for the spec and unused. */
  order_time: instantSchema.optional(),
  promotion_code: short.optional(),
  /** The total (cents) the buyer was shown; a different server total refuses the order. */
  total: z.int().min(0),
  terms_accepted: z.boolean().default(false),
  first_name: short.default(""),
  last_name: short.default(""),
  student_id: short.default(""),
  address: short.default(""),
  city: short.default(""),
  state: short.default(""),
  zip: short.default(""),
  email: short.default(""),
  email_confirmation: short.default(""),
  phone: short.default(""),
  student: z.record(z.string(), short).optional(),
  use_billing_address: z.boolean().default(false),
  billing_address: z.record(z.string(), short).optional(),
};

function refuseCardData(value: unknown, ctx: z.RefinementCtx): void {
  const path = findCardData(value);
  if (path) ctx.addIssue({ code: "custom", path: path.split("."), message: CARD_DATA_REFUSED });
}

// Loose so that a card number under any name reaches the refusal instead of being dropped.
export const cardCheckoutInput = z
  .looseObject({
    ...checkoutFields,
    payment_type: z.literal("Credit card"),
    card_token: z.string().trim().min(8).max(500),
    card_brand: z.enum(CARD_BRANDS),
    card_last4: z.string().regex(/^[0-9]{4}$/, "card_last4 must be four digits"),
    card_first_name: short.default(""),
    card_last_name: short.default(""),
  })
  .superRefine(refuseCardData);

export const nonCardCheckoutInput = z
  .looseObject({
    ...checkoutFields,
    payment_type: z.enum(PAYMENT_TYPES.filter((t) => t !== "Credit card") as [string, ...string[]]),
  })
  .superRefine(refuseCardData);

export type CardCheckoutInput = z.output<typeof cardCheckoutInput>;
export type NonCardCheckoutInput = z.output<typeof nonCardCheckoutInput>;

export const placedOrderSchema = z.object({
  id: z.string(),
  no: z.string(),
  created_at: z.string(),
  subtotal: z.int(),
  discount: z.int(),
  tax: z.int(),
  total: z.int(),
  payment_type: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  /** Each line's money as the order fixed it, for the receipt (shared/purchase/checkout/receipt.ts). */
  items: z.array(cartItemSchema.pick(RECEIPT_ITEM_MASK).extend({ total: z.int() })),
  /** "awaiting_confirmation" until the billed account's owner confirms it by mail. */
  state: z.enum(["placed", "awaiting_confirmation"]),
  confirm_by: z.string().nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

const output = z.object({ total: z.int(), order: placedOrderSchema });

const EXAMPLE = {
  site_id: "cedar-ridge",
  type_id: "student",
  total: 0,
  terms_accepted: true,
  first_name: "Dana",
  last_name: "Example",
  student_id: "CR1234567",
  address: "1 Campus Way",
  city: "Cedar Ridge",
  state: "OR",
  zip: "97000",
  email: "dana.example@cedarridge.example.edu",
  email_confirmation: "dana.example@cedarridge.example.edu",
  phone: "5555550100",
};

export const createCcOrder = defineRoute({
  operationId: "createCcOrder",
  group: "cart",
  method: "POST",
  path: "/v1/cart/create_cc_order",
  summary: "Pay the cart by card: takes a token, brand and last four, never the card number",
  input: cardCheckoutInput,
  output,
  auth: "public",
  csrf: true,
  site: "published",
  rateLimit: "checkout",
  example: {
    ...EXAMPLE,
    payment_type: "Credit card",
    card_token: "sbx_approved_visa_1111_0123456789abcdef",
    card_brand: "Visa",
    card_last4: "1111",
    card_first_name: "Dana",
    card_last_name: "Example",
  },
});

export const checkoutOrder = defineRoute({
  operationId: "checkoutOrder",
  group: "cart",
  method: "POST",
  path: "/v1/cart/checkout",
  summary: "Place the cart's order billed to the Student ID account or by payroll deduction",
  input: nonCardCheckoutInput,
  output,
  auth: "public",
  csrf: true,
  site: "published",
  rateLimit: "checkout",
  example: { ...EXAMPLE, payment_type: "Student ID" },
});

export const confirmOrder = defineRoute({
  operationId: "confirmOrder",
  group: "cart",
  method: "POST",
  path: "/v1/cart/confirm_order",
  summary:
    "Place an order held for the billed account's owner, with the one-time token mailed to them",
  input: z.object({
    site_id: z.string().trim().min(1).max(100),
    token: z.string().trim().min(20).max(200),
  }),
  output: z.object({ order: placedOrderSchema }),
  auth: "public",
  csrf: true,
  site: "published",
  rateLimit: "checkout",
  example: {
    site_id: "cedar-ridge",
    token: "0f5a3c2e-6a59-4a1e-9f5e-3f1f6a0b7c11.bm90LWEtcmVhbC10b2tlbi1hdC1hbGw",
  },
});

export const cartCheckoutRoutes = [createCcOrder, checkoutOrder, confirmOrder] as const;
