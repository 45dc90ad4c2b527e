import { ConflictError } from "../../platform/errors";
import type { Cart, CartItem } from "../schemas/cart";
import { type PricingContext, recomputeCart } from "./cart-pricing";

// Cart actions (requirements: purchases §4). Each returns a new, fully recomputed cart.

export const COFFEE_ALREADY_IN_CART = "A coffee subscription is already in your cart.";

/** One coffee subscription per cart: the add button is disabled once one is there (requirements: purchases §4). */
export function canAddCoffeeSubscription(cart: Cart): boolean {
  return !cart.items.some((item) => item.type === "Coffee subscription");
}

export function addCartItem(cart: Cart, item: CartItem, context: PricingContext): Cart {
  if (item.type === "Coffee subscription" && !canAddCoffeeSubscription(cart)) {
    throw new ConflictError(COFFEE_ALREADY_IN_CART);
  }
  return recomputeCart({ ...cart, items: [...cart.items, item] }, context);
}

export function removeCartItem(cart: Cart, itemId: string, context: PricingContext): Cart {
  return recomputeCart(
    { ...cart, items: cart.items.filter((item) => item.id !== itemId) },
    context,
  );
}

/** Clearing also issues a new cart identifier (requirements: purchases §4); the caller supplies it. */
export function clearCart(newCartId: string): Cart {
  return { id: newCartId, items: [] };
}
