import { cartRoutes } from "../../shared/api/routes/cart";
import { createGroupHandler } from "../lib/group-handler";
import { cartImplementations } from "./cart-service";

// Checkout spreads its routes and implementations in beside these (functions/cart/checkout-*).
export const handler = createGroupHandler([...cartRoutes], { ...cartImplementations() });
