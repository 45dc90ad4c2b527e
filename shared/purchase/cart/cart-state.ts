import type { CustomerSelection } from "../../visitor-forms/schemas/order-form-settings";
import { availablePaymentTypes } from "../payment-types";
import { applyPromoCode, findPromoCode, removePromoCode, samePromoTerms } from "../promo-code";
import {
  customerPaymentTypes,
  offersDecliningBalance,
  type PurchaseConfig,
  pricingContextFor,
  refreshLines,
  resolveSelection,
  type SelectionIds,
} from "../purchase-config";
import type { Cart, CartItem } from "../schemas/cart";
import type { PaymentType } from "../schemas/meal-plan";
import type { PromoCode } from "../schemas/promo-code";
import { canAddCoffeeSubscription } from "./cart-actions";
import { holdsMealPlan, mergeDecliningBalanceLines } from "./cart-items";
import { type CartTotals, cartTotals, type PricingContext } from "./cart-pricing";
import { CART_NOTICES, cartCountText, showDecliningBalanceUpsell } from "./cart-text";

/** What a stored cart holds besides its id: lines, the applied code, the selections. */
export interface CartState {
  items: CartItem[];
  /** The applied code, as the campus defined it when the cart was last priced. */
  promo: PromoCode | null;
  selection: SelectionIds | null;
  /**
   * What pricing changed by itself (a vanished or changed promo code, a line that lost the meal
   * plan it needs), for the cart view; never stored.
   */
  notices?: string[];
}

export const EMPTY_CART_STATE: CartState = { items: [], promo: null, selection: null };

/** Declining balance whose product requires a meal plan leaves a cart that holds none. */
function withoutLinesMissingTheirPlan(items: CartItem[], config: PurchaseConfig) {
  if (holdsMealPlan(items)) return { items, notices: [] };
  const needsPlan = (item: CartItem) =>
    item.type === "Declining balance" &&
    config.decliningBalances.some((db) => db.id === item.db_id && db.requires_plan);
  return {
    items: items.filter((item) => !needsPlan(item)),
    notices: items.filter(needsPlan).map((item) => CART_NOTICES.requiresMealPlanRemoved(item.name)),
  };
}

/**
 * The lines a selection keeps, brought up to date (settleCart's first step): what it no longer
 * offers has left, with a notice for each line that lost the meal plan it needs. The purchase
 * page runs it too, to say what a selection change would remove before applying it.
 */
export function linesOffered(
  items: readonly CartItem[],
  config: PurchaseConfig,
  selection: CustomerSelection | null,
): { items: CartItem[]; notices: string[] } {
  const refreshed = mergeDecliningBalanceLines(refreshLines(items, config, selection));
  return withoutLinesMissingTheirPlan(refreshed, config);
}

type PromoOutcome = { promo: PromoCode | null; items: CartItem[]; notice: string | null };

/**
 * The applied code is checked against the campus's current codes, never re-applied from the
 * copy the cart kept: a code that is gone drops, a changed one applies its current terms, or
 * drops when no line meets them any more (docs/decisions/purchase.md).
 */
function settlePromo(
  stored: PromoCode | null,
  cart: Cart,
  config: PurchaseConfig,
  context: PricingContext,
): PromoOutcome {
  const dropped = (notice: string | null): PromoOutcome => ({
    promo: null,
    items: removePromoCode(cart, context).items,
    notice,
  });
  if (!stored) return dropped(null);
  const current = findPromoCode(config.promoCodes, stored.code);
  if (!current) return dropped(CART_NOTICES.promoUnavailable(stored.code));
  const applied = applyPromoCode(cart, current.code, current, context);
  if (!applied.ok) return dropped(CART_NOTICES.promoNoLongerMet(current.code));
  const changed = !samePromoTerms(current, stored);
  return {
    promo: current,
    items: applied.cart.items,
    notice: changed ? CART_NOTICES.promoChanged(current.code) : null,
  };
}

/**
 * Every price, tax, discount, bonus and promo effect, derived again from the configuration
 * (requirements: purchases §4: recomputed after any change): lines refreshed, declining
 * balance of one product merged into one line, lines missing their meal plan dropped, the
 * applied code checked against the campus's current codes. Checkout prices through here too.
 */
export function settleCart(state: CartState, config: PurchaseConfig): CartState {
  const selection = resolveSelection(config, state.selection);
  const context = pricingContextFor(config, selection);
  const planned = linesOffered(state.items, config, selection);
  const promo = settlePromo(state.promo, { id: "cart", items: planned.items }, config, context);
  const notices = [...(state.notices ?? []), ...planned.notices];
  if (promo.notice) notices.push(promo.notice);
  return {
    ...state,
    items: promo.items,
    promo: promo.promo,
    ...(notices.length > 0 ? { notices: [...new Set(notices)] } : {}),
  };
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
