import { apiRequest } from "@/lib/api-client";
import { addCoffeeSubscription } from "@/lib/api-routes/purchase/add-coffee-subscription";
import { addCustomPlan } from "@/lib/api-routes/purchase/add-custom-plan";
import { addDecliningBalance } from "@/lib/api-routes/purchase/add-declining-balance";
import { addMealPlan } from "@/lib/api-routes/purchase/add-meal-plan";
import { applyPromoCode } from "@/lib/api-routes/purchase/apply-promo-code";
import { clearCart } from "@/lib/api-routes/purchase/clear-cart";
import { deleteCartItem } from "@/lib/api-routes/purchase/delete-cart-item";
import { removePromoCode } from "@/lib/api-routes/purchase/remove-promo-code";
import { updateSelections } from "@/lib/api-routes/purchase/update-selections";
import type { SelectionDraft } from "../lib/saved-selections";
import type { CartChange } from "./use-cart";

/** Every cart call of the purchase screen, each answering the re-priced cart. */
export function purchaseActions(siteId: string, change: CartChange) {
  const site_id = siteId;
  return {
    select: (ids: SelectionDraft) =>
      change(() => apiRequest(updateSelections, { site_id, ...ids })),
    addMealPlan: (mealPlan: string, dates?: { start_date: string; end_date: string }) =>
      change(() => apiRequest(addMealPlan, { site_id, meal_plan: mealPlan, ...dates })),
    addCustomPlan: (swipeId: string, dbId: string) =>
      change(() => apiRequest(addCustomPlan, { site_id, swipe_id: swipeId, db_id: dbId })),
    addDecliningBalance: (value: string, dbId?: string, customerTypeId?: string) =>
      change(() =>
        apiRequest(addDecliningBalance, {
          site_id,
          declining_balance_value: value,
          ...(dbId ? { db_id: dbId } : {}),
          ...(customerTypeId ? { customer_type_id: customerTypeId } : {}),
        }),
      ),
    addCoffee: (months: number) =>
      change(() => apiRequest(addCoffeeSubscription, { site_id, months })),
    deleteItem: (itemId: string) =>
      change(() => apiRequest(deleteCartItem, { site_id, cart_item_id: itemId })),
    clear: () => change(() => apiRequest(clearCart, { site_id })),
    applyPromo: (code: string) =>
      change(() => apiRequest(applyPromoCode, { site_id, promo_code: code })),
    removePromo: () => change(() => apiRequest(removePromoCode, { site_id })),
  };
}

export type PurchaseActions = ReturnType<typeof purchaseActions>;
