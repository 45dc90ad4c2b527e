import { createSectionedGroupHandler } from "../../platform/group-handler";

// Browsing the cart never loads the payment gateway, orders and mail, and checkout never
// loads the cart editors' schemas (functions/platform/group-handler.ts); the keys are checked
// against the route list by tests/unit/api/route-sections.test.ts.
const cart = () => import("./sections/cart");
const checkout = () => import("./sections/checkout");

export const sections = {
  "GET /v1/cart/fetch": cart,
  "POST /v1/cart/update_selections": cart,
  "POST /v1/cart/add_meal_plan": cart,
  "POST /v1/cart/add_custom_plan": cart,
  "POST /v1/cart/add_declining_balance": cart,
  "POST /v1/cart/add_coffee_subscription": cart,
  "DELETE /v1/cart/delete_cart_item": cart,
  "POST /v1/cart/clear": cart,
  "POST /v1/cart/create_cc_order": checkout,
  "POST /v1/cart/checkout": checkout,
  "POST /v1/cart/confirm_order": checkout,
};

export const handler = createSectionedGroupHandler(sections);
