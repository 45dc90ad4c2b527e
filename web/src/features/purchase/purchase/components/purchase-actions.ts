import { apiRequest } from "@/lib/api-client";
import { purchaseRoutes } from "../api/purchase-routes";
import type { CartChange } from "../api/use-cart";
import type { SelectionDraft } from "../lib/saved-selections";

/** Every cart call of the purchase screen, each answering the re-priced cart. */
export function purchaseActions(siteId: string, change: CartChange) {
  const site_id = siteId;
  return {
    select: (ids: SelectionDraft) =>
      change(() => apiRequest(purchaseRoutes.selections, { site_id, ...ids })),
    addMealPlan: (mealPlan: string, dates?: { start_date: string; end_date: string }) =>
      change(() =>
        apiRequest(purchaseRoutes.addMealPlan, { site_id, meal_plan: mealPlan, ...dates }),
      ),
    addCustomPlan: (swipeId: string, dbId: string) =>
      change(() =>
        apiRequest(purchaseRoutes.addCustomPlan, { site_id, swipe_id: swipeId, db_id: dbId }),
      ),
    addDecliningBalance: (value: string, dbId?: string, customerTypeId?: string) =>
      change(() =>
        apiRequest(purchaseRoutes.addDecliningBalance, {
          site_id,
          declining_balance_value: value,
          ...(dbId ? { db_id: dbId } : {}),
          ...(customerTypeId ? { customer_type_id: customerTypeId } : {}),
        }),
      ),
    addCoffee: (months: number) =>
      change(() => apiRequest(purchaseRoutes.addCoffee, { site_id, months })),
    deleteItem: (itemId: string) =>
      change(() => apiRequest(purchaseRoutes.deleteItem, { site_id, cart_item_id: itemId })),
    clear: () => change(() => apiRequest(purchaseRoutes.clear, { site_id })),
    applyPromo: (code: string) =>
      change(() => apiRequest(purchaseRoutes.applyPromo, { site_id, promo_code: code })),
    removePromo: () => change(() => apiRequest(purchaseRoutes.removePromo, { site_id })),
  };
}

export type PurchaseActions = ReturnType<typeof purchaseActions>;
