import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { customPlanOptionSchema, mealPlanSchema } from "../../purchase/schemas/meal-plan";
import { schoolTermSchema } from "../../purchase/schemas/school-term";
import {
  customerTypeSchema,
  decliningBalanceSettingsSchema,
  orderFormSettingsSchema,
  selectionOptionSchema,
} from "../schemas/order-form-settings";

/** The order form settings the balance tracker reads (requirements: public-browsing §3). */
export const balanceTrackerSettingsSchema = orderFormSettingsSchema.pick({
  school_term_label: true,
  balance_tracker_dollars: true,
  balance_tracker_swipes: true,
  balance_tracker_msg_bal_low: true,
  balance_tracker_msg_bal_high: true,
  balance_tracker_msg_budget: true,
});

export const balanceTrackerPlanSchema = mealPlanSchema.pick({
  id: true,
  name: true,
  balance_tracker: true,
  declining_balance: true,
  swipes: true,
});

/** The four selection lists of the purchase screen's first step, in display order. */
export const selectionListsSchema = z.object({
  locations: z.array(selectionOptionSchema),
  terms: z.array(selectionOptionSchema),
  types: z.array(customerTypeSchema),
  years: z.array(selectionOptionSchema),
});

/**
 * Everything the purchase screen and the balance tracker read (requirements: purchases §3,
 * requirements: public-browsing §3). Promo codes, blocked ids and faculty emails never leave the server.
 * `meal_plans` keeps its balance tracker meaning (tracked plans only); the purchase screen
 * reads every plan from `purchase_meal_plans`.
 */
export const listOrderForm = defineRoute({
  operationId: "listOrderForm",
  group: "orderform",
  method: "GET",
  path: "/v1/orderform/list",
  summary:
    "Order form settings, school terms, customer selections, meal plans, custom plan options and declining balance settings",
  input: siteInput,
  output: z.object({
    settings: orderFormSettingsSchema,
    school_terms: z.array(schoolTermSchema),
    selections: selectionListsSchema,
    meal_plans: z.array(balanceTrackerPlanSchema),
    purchase_meal_plans: z.array(mealPlanSchema),
    custom_plan_options: z.array(customPlanOptionSchema),
    declining_balance: z.array(decliningBalanceSettingsSchema),
  }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: DEMO_SITE,
});

/**
 * The home page's Recharge tile (requirements: purchases §5 Recharge amount): the declining
 * balance it adds, the customer types with whether each may buy it, and the type the
 * visitor's cart is priced for, if any.
 */
export const quickAddOrderForm = defineRoute({
  operationId: "quickAddOrderForm",
  group: "orderform",
  method: "GET",
  path: "/v1/orderform/quick_add",
  summary:
    "What the Recharge tile needs: declining balance settings and the allowed customer types",
  input: siteInput,
  output: z.object({
    declining_balance: decliningBalanceSettingsSchema.nullable(),
    customer_types: z.array(z.object({ id: z.string(), name: z.string(), allowed: z.boolean() })),
    customer_type_id: z.string().nullable(),
    who_label: z.string(),
    /** Declining balance already in the cart, cents (counts towards the minimum). */
    cart_amount: z.int().min(0),
  }),
  auth: "public",
  example: DEMO_SITE,
});

export const orderformRoutes = [listOrderForm, quickAddOrderForm] as const;
