import { cartRoutes } from "../../../shared/api/routes/cart";
import { defineSection } from "../../lib/group-handler";
import { cartImplementations } from "../cart-service";

/** Reading and changing the cart. */
export const section = defineSection(cartRoutes, cartImplementations());
