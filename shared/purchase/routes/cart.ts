import * as z from "zod";
import { DEMO_SITE } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { cartSelectionSchema } from "../entities/cart";
import { cartItemSchema } from "../schemas/cart";
import { centsSchema, paymentTypeSchema } from "../schemas/meal-plan";
import { calendarDateSchema } from "../schemas/school-term";

// The cart (requirements: purchases §4 Cart actions, §7 Purchase). The cart is named by the
// HttpOnly cookie the server sets, never by a parameter: the spec's `cookie` parameter is
// replaced by it (docs/decisions/purchase.md). Amounts a client sends (price, subtotal) are
// not part of any schema, so they are dropped before the implementation runs.

/** An option, plan or line id as a client names it. */
export const optionIdSchema = z.string().trim().min(1).max(64);

const lineTotalsSchema = z.object({
  id: z.string(),
  subtotal: z.int(),
  discount: z.int(),
  tax: z.int(),
  total: z.int(),
});

/**
 * The cart as every cart call answers it: lines, figures and what checkout may offer. Its id
 * stays in the HttpOnly cookie and never appears in a body.
 */
export const cartViewSchema = z.object({
  items: z.array(cartItemSchema),
  selection: cartSelectionSchema.nullable(),
  promo_code: z.string().nullable(),
  totals: z.object({
    lines: z.array(lineTotalsSchema),
    subtotal: centsSchema,
    discount: centsSchema,
    tax: centsSchema,
    total: centsSchema,
  }),
  item_count: z.int(),
  text: z.string(),
  payment_types: z.array(paymentTypeSchema),
  can_add_coffee: z.boolean(),
  upsell: z.boolean(),
  /**
   * What re-pricing changed by itself since the cart was last stored, one sentence each: a
   * promo code the campus withdrew or changed, a line whose required meal plan left the cart.
   * Absent when nothing changed.
   */
  notices: z.array(z.string()).optional(),
});
export type CartView = z.infer<typeof cartViewSchema>;

export const cartOutput = z.object({ cart: cartViewSchema });
const siteInput = z.object({ site_id: idSchema });

export const fetchCart = defineRoute({
  operationId: "fetchCart",
  group: "cart",
  method: "GET",
  path: "/v1/cart/fetch",
  summary: "The visitor's cart on this campus, re-priced from the stored plans and settings",
  input: siteInput,
  output: cartOutput,
  auth: "public",
  example: DEMO_SITE,
});

/** The customer-selections update (requirements: purchases §4; the spec leaves the path open). */
export const updateSelections = defineRoute({
  operationId: "updateSelections",
  group: "cart",
  method: "POST",
  path: "/v1/cart/update_selections",
  summary: "Applies the four customer selections; the cart keeps only what they offer",
  input: siteInput.extend({
    location_id: optionIdSchema,
    term_id: optionIdSchema,
    type_id: optionIdSchema,
    year_id: optionIdSchema,
  }),
  output: cartOutput,
  auth: "public",
  csrf: true,
  example: {
    ...DEMO_SITE,
    location_id: "main-campus",
    term_id: "sel-fall-2026",
    type_id: "student",
    year_id: "year-2026-27",
  },
});

export const addMealPlanInput = siteInput.extend({
  meal_plan: optionIdSchema,
  /** Also sets the cart's customer type (requirements: purchases §7 lists it); the cart's selection otherwise. */
  customer_type_id: optionIdSchema.optional(),
  item_type: z.string().max(40).optional(),
  /** Subscription plans: the chosen start (monthly: a 1st; weekly: a Monday). */
  start_date: calendarDateSchema.optional(),
  /** Subscription plans: the chosen end (monthly: a last day of month; weekly: the picked end). */
  end_date: calendarDateSchema.optional(),
});

export const addMealPlan = defineRoute({
  operationId: "addMealPlan",
  group: "cart",
  method: "POST",
  path: "/v1/cart/add_meal_plan",
  summary:
    "Adds a meal plan; a subscription plan needs a signed-in customer and gets its billing and plan dates computed here",
  input: addMealPlanInput,
  output: cartOutput,
  auth: "public",
  csrf: true,
  example: { ...DEMO_SITE, meal_plan: "block-100" },
});

export const addCustomPlan = defineRoute({
  operationId: "addCustomPlan",
  group: "cart",
  method: "POST",
  path: "/v1/cart/add_custom_plan",
  summary: "Adds a custom plan built from one swipe option and one declining-balance option",
  input: siteInput.extend({ swipe_id: optionIdSchema, db_id: optionIdSchema }),
  output: cartOutput,
  auth: "public",
  csrf: true,
  example: { ...DEMO_SITE, swipe_id: "swipes-25", db_id: "db-250" },
});

export const addDecliningBalance = defineRoute({
  operationId: "addDecliningBalance",
  group: "cart",
  method: "POST",
  path: "/v1/cart/add_declining_balance",
  summary: "Adds declining-balance dollars typed by the customer; discount and bonus computed here",
  input: siteInput.extend({
    /** Dollars as typed ("25", "25.50"); checked against the campus's minimum purchase. */
    declining_balance_value: z.union([z.string().max(20), z.number().transform(String)]),
    db_id: optionIdSchema.optional(),
    /** The Recharge tile names the customer type it was shown for. */
    customer_type_id: optionIdSchema.optional(),
  }),
  output: cartOutput,
  auth: "public",
  csrf: true,
  example: { ...DEMO_SITE, declining_balance_value: "50", db_id: "dining-dollars" },
});

export const addCoffeeSubscription = defineRoute({
  operationId: "addCoffeeSubscription",
  group: "cart",
  method: "POST",
  path: "/v1/cart/add_coffee_subscription",
  summary:
    "Adds the coffee subscription for 1 to 5 months (one per cart, credit card only, no tax)",
  input: siteInput.extend({
    months: z.coerce
      .number()
      .int("Please choose 1 to 5 months.")
      .min(1, "Please choose 1 to 5 months.")
      .max(5, "Please choose 1 to 5 months."),
  }),
  output: cartOutput,
  auth: "public",
  csrf: true,
  example: { ...DEMO_SITE, months: 3 },
});

/**
 * requirements: purchases §7 names only cart_item_id; site_id is added because a cart belongs to one campus. No CSRF
 * header: a cross-site page cannot send a DELETE without a preflight we never allow, and the
 * SameSite=Lax cart cookie is not sent with cross-site requests anyway.
 */
export const deleteCartItem = defineRoute({
  operationId: "deleteCartItem",
  group: "cart",
  method: "DELETE",
  path: "/v1/cart/delete_cart_item",
  summary: "Removes one line; removing a line that is not there leaves the cart unchanged",
  input: siteInput.extend({ cart_item_id: optionIdSchema }),
  output: cartOutput,
  auth: "public",
  example: { ...DEMO_SITE, cart_item_id: "no-such-item" },
});

export const clearCart = defineRoute({
  operationId: "clearCart",
  group: "cart",
  method: "POST",
  path: "/v1/cart/clear",
  summary: "Empties the cart by issuing a new cart id (the old cart is deleted)",
  input: siteInput,
  output: cartOutput,
  auth: "public",
  csrf: true,
  example: DEMO_SITE,
});

export const cartRoutes = [
  fetchCart,
  updateSelections,
  addMealPlan,
  addCustomPlan,
  addDecliningBalance,
  addCoffeeSubscription,
  deleteCartItem,
  clearCart,
] as const;
