import { decliningBalanceInCart } from "../../../shared/purchase/cart/cart-items";
import { offersDecliningBalance, resolveSelection } from "../../../shared/purchase/purchase-config";
import { orderformRoutes } from "../../../shared/visitor-forms/routes/orderform";
import { createGroupHandler } from "../../platform/group-handler";
import { browserCart } from "../../purchase/cart-owner";
import { dynamoCartDeps, loadPricedCart } from "../../purchase/cart-service";

const deps = dynamoCartDeps;

export const handler = createGroupHandler(orderformRoutes, {
  // The route declares a published site, so the group handler checks it beside this one Query
  // (docs/data-model.md #19).
  listOrderForm: async ({ site_id }) => {
    const config = await deps.config.load(site_id);
    return {
      settings: config.settings,
      school_terms: config.terms,
      selections: config.selections,
      // The balance tracker offers only plans with balance tracking (requirements: public-browsing §2).
      meal_plans: config.mealPlans
        .filter((plan) => plan.balance_tracker)
        .map(({ id, name, balance_tracker, declining_balance, swipes }) => ({
          id,
          name,
          balance_tracker,
          declining_balance,
          swipes,
        })),
      purchase_meal_plans: config.mealPlans,
      custom_plan_options: config.customPlanOptions,
      declining_balance: config.decliningBalances,
    };
  },

  // The Recharge tile: the customer type comes from the cart's selections when there are any.
  quickAddOrderForm: async ({ site_id }, ctx) => {
    const { cartId, owner } = await browserCart(ctx.event, site_id, ctx.now);
    const { config, state } = await loadPricedCart(site_id, cartId, ctx.now, deps, owner);
    const decliningBalance = config.decliningBalances[0] ?? null;
    return {
      declining_balance: decliningBalance,
      customer_types: config.selections.types.map((type) => ({
        id: type.id,
        name: type.name,
        allowed: offersDecliningBalance(config, type),
      })),
      customer_type_id: state.selection
        ? (resolveSelection(config, state.selection)?.type.id ?? null)
        : null,
      who_label: config.settings.who_label,
      cart_amount: decliningBalance
        ? decliningBalanceInCart(state.items.filter((item) => item.db_id === decliningBalance.id))
        : 0,
    };
  },
});
