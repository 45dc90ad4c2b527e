import type { PurchaseConfig, SelectionIds } from "@shared/purchase/purchase-config";
import type { CartView } from "@shared/purchase/routes/cart";
import { linesRemovedBySelection } from "@shared/purchase/selection-change";
import type { OrderForm } from "../components/products-step";

/**
 * The order form as the shared cart rules read it. Promo codes never reach the browser, and the
 * lines a selection keeps do not depend on them.
 */
function configOf(form: OrderForm): PurchaseConfig {
  return {
    settings: form.settings,
    selections: form.selections,
    mealPlans: form.purchase_meal_plans,
    customPlanOptions: form.custom_plan_options,
    decliningBalances: form.declining_balance,
    promoCodes: [],
  };
}

/** What applying `next` would take out of the cart; empty when the cart keeps everything. */
export function removedBySelection(
  form: OrderForm,
  cart: CartView | undefined,
  next: SelectionIds,
): CartView["items"] {
  if (!cart || cart.items.length === 0) return [];
  return linesRemovedBySelection(cart.items, configOf(form), next);
}
