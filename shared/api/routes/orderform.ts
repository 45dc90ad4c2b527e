import * as z from "zod";
import { mealPlanSchema } from "../../schemas/meal-plan";
import { orderFormSettingsSchema } from "../../schemas/order-form-settings";
import { schoolTermSchema } from "../../schemas/school-term";
import { defineRoute } from "../route";
import { DEMO_SITE, siteInput } from "./content-route";

/** The order form settings the balance tracker reads (public-browsing §3). */
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

export const listOrderForm = defineRoute({
  operationId: "listOrderForm",
  group: "orderform",
  method: "GET",
  path: "/v1/orderform/list",
  summary: "Order form settings, school terms and the meal plans with balance tracking",
  input: siteInput,
  output: z.object({
    settings: balanceTrackerSettingsSchema,
    school_terms: z.array(schoolTermSchema),
    meal_plans: z.array(balanceTrackerPlanSchema),
  }),
  auth: "public",
  site: "published",
  example: DEMO_SITE,
});

export const orderformRoutes = [listOrderForm] as const;
