import { describe, expect, it } from "vitest";
import {
  CART_CHANGED_TEXT,
  cartChangedNotice,
  isCartChangeRefusal,
} from "../../../shared/purchase/checkout/cart-change";
import { CHECKOUT_TEXT } from "../../../shared/purchase/checkout/messages";

// The purchase walk, finding 8 (docs/decisions/purchase-walk.md): a cart changed in another tab
// left checkout on a generic error until a reload. These refusals now make the page read the cart
// again and say what changed.
describe("a cart changed elsewhere during checkout", () => {
  it.each([
    CHECKOUT_TEXT.totalChanged,
    CHECKOUT_TEXT.selectionChanged,
    CHECKOUT_TEXT.cartChanged,
    CHECKOUT_TEXT.emptyCart,
  ])("%s means the cart changed", (message) => expect(isCartChangeRefusal(message)).toBe(true));

  it.each([
    CHECKOUT_TEXT.nonCardFailed,
    CHECKOUT_TEXT.paymentInProgress,
    CHECKOUT_TEXT.alreadyPlaced,
    CHECKOUT_TEXT.cartLocked,
  ])("%s does not", (message) => expect(isCartChangeRefusal(message)).toBe(false));

  it("states the new total", () => {
    expect(cartChangedNotice({ item_count: 2, totals: { total: 184_900 } })).toBe(
      "Your cart was changed in another tab or window. Your new total is $1,849.00. Please review your cart, then continue.",
    );
  });

  it("says when the cart was emptied", () => {
    expect(cartChangedNotice({ item_count: 0, totals: { total: 0 } })).toBe(
      CART_CHANGED_TEXT.emptied,
    );
  });
});
