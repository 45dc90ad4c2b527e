import type { CartItem } from "../../schemas/cart";
import type { PaymentType } from "../../schemas/meal-plan";
import type { PromoCode } from "../../schemas/promo-code";
import { canAddCoffeeSubscription } from "./cart-actions";
import { type CartTotals, cartTotals } from "./cart-pricing";
import { cartCountText, showDecliningBalanceUpsell } from "./cart-text";
import { availablePaymentTypes } from "./payment-types";
import { applyPromoCode, removePromoCode } from "./promo-code";
import {
  customerPaymentTypes,
  offersDecliningBalance,
  type PurchaseConfig,
  pricingContextFor,
  refreshLines,
  resolveSelection,
  type SelectionIds,
} from "./purchase-config";

/** What a stored cart holds besides its id: lines, the applied code, the selections. */
export interface CartState {
  items: CartItem[];
  /** The applied code as it was defined when applied. */
  promo: PromoCode | null;
  selection: SelectionIds | null;
}

export const EMPTY_CART_STATE: CartState = { items: [], promo: null, selection: null };

/**
 * Every price, tax, discount, bonus and promo effect, derived again from the configuration
 * (requirements: purchases §4: recomputed after any change). The code stays applied while a
 * line still qualifies for it and is dropped, restoring prices, once none does.
 */
export function settleCart(state: CartState, config: PurchaseConfig): CartState {
  const selection = resolveSelection(config, state.selection);
  const context = pricingContextFor(config, selection);
  const cart = { id: "cart", items: refreshLines(state.items, config, selection) };
  if (state.promo) {
    const applied = applyPromoCode(cart, state.promo.code, state.promo, context);
    if (applied.ok) return { ...state, items: applied.cart.items };
    return { ...state, promo: null, items: removePromoCode(cart, context).items };
  }
  // No code applied: no line may keep a promo snapshot (removePromoCode also recomputes).
  return { ...state, items: removePromoCode(cart, context).items };
}

export interface CartSummary {
  totals: CartTotals;
  item_count: number;
  /** "Your shopping cart is empty." / "There is 1 item ..." / "There are N items ..." */
  text: string;
  promo_code: string | null;
  /** What checkout may offer: the customer type's types every line accepts. */
  payment_types: PaymentType[];
  can_add_coffee: boolean;
  /** The congratulation message and extra-amount box (requirements: purchases §4 Upsell). */
  upsell: boolean;
}

/** The figures the cart screen shows, from a settled state. */
export function summarizeCart(state: CartState, config: PurchaseConfig): CartSummary {
  const selection = resolveSelection(config, state.selection);
  const cart = { id: "cart", items: state.items };
  const decliningBalance = offersDecliningBalance(config, selection?.type)
    ? (config.decliningBalances[0] ?? null)
    : null;
  return {
    totals: cartTotals(cart),
    item_count: state.items.length,
    text: cartCountText(state.items.length),
    promo_code: state.promo?.code ?? null,
    payment_types: selection
      ? availablePaymentTypes(
          customerPaymentTypes(config, selection.type),
          state.items,
          config.settings,
        )
      : [],
    can_add_coffee: config.settings.coffee_subscription && canAddCoffeeSubscription(cart),
    upsell: showDecliningBalanceUpsell(state.items, decliningBalance),
  };
}
