import { orderformRoutes } from "../../shared/api/routes/orderform";
import { createGroupHandler } from "../lib/group-handler";
import { loadOrderForm } from "./order-form-store";

export const handler = createGroupHandler(orderformRoutes, {
  // public-browsing §2 Balance tracker: only plans with balance tracking turned on are offered.
  listOrderForm: async ({ site_id }) => {
    const { settings, terms, mealPlans } = await loadOrderForm(site_id);
    return {
      settings,
      school_terms: terms.map(({ name, start, end }) => ({ name, start, end })),
      meal_plans: mealPlans
        .filter((plan) => plan.balance_tracker)
        .map(({ id, name, balance_tracker, declining_balance, swipes }) => ({
          id,
          name,
          balance_tracker,
          declining_balance,
          swipes,
        })),
    };
  },
});
