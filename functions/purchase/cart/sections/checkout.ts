import { cartCheckoutRoutes } from "../../../../shared/purchase/routes/cart-checkout";
import { defineSection } from "../../../platform/group-handler";
import { checkoutImplementations } from "../checkout-handlers";

/** Paying for the cart: the payment gateway, the order and its mail. */
export const section = defineSection(cartCheckoutRoutes, checkoutImplementations);
