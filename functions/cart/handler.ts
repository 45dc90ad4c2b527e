import { cartRoutes } from "../../shared/api/routes/cart";
import { cartCheckoutRoutes } from "../../shared/api/routes/cart-checkout";
import { createGroupHandler } from "../lib/group-handler";
import { cartImplementations } from "./cart-service";
import { checkoutImplementations } from "./checkout-handlers";

export const handler = createGroupHandler([...cartRoutes, ...cartCheckoutRoutes], {
  ...cartImplementations(),
  ...checkoutImplementations,
});
