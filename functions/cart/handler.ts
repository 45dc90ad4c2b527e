import { cartCheckoutRoutes } from "../../shared/api/routes/cart-checkout";
import { createGroupHandler } from "../lib/group-handler";
import { checkoutImplementations } from "./checkout-handlers";

// Until the cart routes land, the cart group serves checkout alone; the cart group's own
// handler spreads checkoutImplementations beside its implementations.
export const handler = createGroupHandler(cartCheckoutRoutes, checkoutImplementations);
