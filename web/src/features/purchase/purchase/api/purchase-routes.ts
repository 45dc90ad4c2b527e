import type {
  addCoffeeSubscription,
  addCustomPlan,
  addDecliningBalance,
  addMealPlan,
  clearCart,
  deleteCartItem,
  fetchCart,
  updateSelections,
} from "@shared/purchase/routes/cart";
import type { applyPromoCode, removePromoCode } from "@shared/purchase/routes/promo-codes";
import type { listOrderForm, quickAddOrderForm } from "@shared/visitor-forms/routes/orderform";
import { routeRef } from "@/lib/api-client";

/** Route refs of the purchase calls (requirements: purchases §7 Purchase). */
export const purchaseRoutes = {
  orderForm: routeRef<typeof listOrderForm>({
    operationId: "listOrderForm",
    method: "GET",
    path: "/v1/orderform/list",
  }),
  quickAdd: routeRef<typeof quickAddOrderForm>({
    operationId: "quickAddOrderForm",
    method: "GET",
    path: "/v1/orderform/quick_add",
  }),
  fetch: routeRef<typeof fetchCart>({
    operationId: "fetchCart",
    method: "GET",
    path: "/v1/cart/fetch",
  }),
  selections: routeRef<typeof updateSelections>({
    operationId: "updateSelections",
    method: "POST",
    path: "/v1/cart/update_selections",
  }),
  addMealPlan: routeRef<typeof addMealPlan>({
    operationId: "addMealPlan",
    method: "POST",
    path: "/v1/cart/add_meal_plan",
  }),
  addCustomPlan: routeRef<typeof addCustomPlan>({
    operationId: "addCustomPlan",
    method: "POST",
    path: "/v1/cart/add_custom_plan",
  }),
  addDecliningBalance: routeRef<typeof addDecliningBalance>({
    operationId: "addDecliningBalance",
    method: "POST",
    path: "/v1/cart/add_declining_balance",
  }),
  addCoffee: routeRef<typeof addCoffeeSubscription>({
    operationId: "addCoffeeSubscription",
    method: "POST",
    path: "/v1/cart/add_coffee_subscription",
  }),
  deleteItem: routeRef<typeof deleteCartItem>({
    operationId: "deleteCartItem",
    method: "DELETE",
    path: "/v1/cart/delete_cart_item",
  }),
  clear: routeRef<typeof clearCart>({
    operationId: "clearCart",
    method: "POST",
    path: "/v1/cart/clear",
  }),
  applyPromo: routeRef<typeof applyPromoCode>({
    operationId: "applyPromoCode",
    method: "POST",
    path: "/v1/promo_codes/apply",
  }),
  removePromo: routeRef<typeof removePromoCode>({
    operationId: "removePromoCode",
    method: "POST",
    path: "/v1/promo_codes/remove",
  }),
};
