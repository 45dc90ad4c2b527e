import { cartRoutes } from "../../../../shared/purchase/routes/cart";
import { defineSection } from "../../../platform/group-handler";
import { cartImplementations } from "../cart-service";

/** Reading and changing the cart. */
export const section = defineSection(cartRoutes, cartImplementations());
