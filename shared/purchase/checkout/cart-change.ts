import { formatCents } from "../../platform/money/format";
import { CHECKOUT_TEXT } from "./messages";

/**
 * The checkout refusals that mean the cart is no longer the one the buyer was shown: another
 * tab or window changed its lines, its selections or emptied it (docs/decisions/purchase-walk.md).
 * The page reads the cart again and says so instead of a generic failure.
 */
const CART_CHANGE_REFUSALS: ReadonlySet<string> = new Set([
  CHECKOUT_TEXT.totalChanged,
  CHECKOUT_TEXT.selectionChanged,
  CHECKOUT_TEXT.cartChanged,
  CHECKOUT_TEXT.emptyCart,
]);

export function isCartChangeRefusal(message: string): boolean {
  return CART_CHANGE_REFUSALS.has(message);
}

export const CART_CHANGED_TEXT = {
  changed: (totalCents: number) =>
    `Your cart was changed in another tab or window. Your new total is ${formatCents(totalCents)}. Please review your cart, then continue.`,
  emptied:
    "Your cart was changed in another tab or window and is now empty. Please add a product to continue.",
} as const;

/** What the buyer is told once the cart has been read again. */
export function cartChangedNotice(cart: { item_count: number; totals: { total: number } }): string {
  return cart.item_count === 0
    ? CART_CHANGED_TEXT.emptied
    : CART_CHANGED_TEXT.changed(cart.totals.total);
}
