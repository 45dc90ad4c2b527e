import { type PricingContext, recomputeCart } from "./cart/cart-pricing";
import type { Cart, CartItem } from "./schemas/cart";
import type { PromoCode } from "./schemas/promo-code";

// Promo codes (requirements: purchases §4, §5). One code per cart; it lands on every meal plan
// whose price reaches the code's minimum purchase.

export const PROMO_CODE_REQUIRED = "A promo code is required";
export const PROMO_CODE_MEAL_PLANS_ONLY = "Promo codes can only be applied to meal plans";
export const PROMO_CODE_REQUIREMENTS_NOT_MET =
  "None of the plans in your cart meet the requirements of this promo code";

export type PromoResult = { ok: true; cart: Cart } | { ok: false; message: string };

function withoutPromo(item: CartItem): CartItem {
  return {
    ...item,
    promo_code: null,
    promo_type: null,
    promo_adj: null,
    promo_value: null,
    promo_min_purchase_amnt: null,
    promo_price: null,
    promo_track_only: false,
    discount: item.type === "Meal plan" ? 0 : item.discount,
    promoBonus: 0,
  };
}

function withPromo(item: CartItem, promo: PromoCode): CartItem {
  return {
    ...item,
    promo_code: promo.code.trim(),
    promo_type: promo.type,
    promo_adj: promo.adj,
    promo_value: promo.value,
    promo_min_purchase_amnt: promo.min_purchase_amnt,
    promo_track_only: promo.track_only,
  };
}

function qualifies(item: CartItem, promo: PromoCode): boolean {
  return item.type === "Meal plan" && item.price >= promo.min_purchase_amnt;
}

/**
 * Applies a typed code. `promo` is the code's definition as looked up by the caller, or null
 * when no such code exists (reported like a code whose requirements are not met).
 */
export function applyPromoCode(
  cart: Cart,
  typedCode: string,
  promo: PromoCode | null,
  context: PricingContext,
): PromoResult {
  if (typedCode.trim() === "") return { ok: false, message: PROMO_CODE_REQUIRED };
  if (!cart.items.some((item) => item.type === "Meal plan")) {
    return { ok: false, message: PROMO_CODE_MEAL_PLANS_ONLY };
  }
  if (promo === null || !cart.items.some((item) => qualifies(item, promo))) {
    return { ok: false, message: PROMO_CODE_REQUIREMENTS_NOT_MET };
  }
  const items = cart.items.map((item) =>
    qualifies(item, promo) ? withPromo(item, promo) : withoutPromo(item),
  );
  return { ok: true, cart: recomputeCart({ ...cart, items }, context) };
}

const codeKey = (code: string) => code.trim().toUpperCase();

/** The campus's definition of a typed or stored code, matched in any case (as its table key is). */
export function findPromoCode(codes: readonly PromoCode[], code: string): PromoCode | null {
  const key = codeKey(code);
  if (key === "") return null;
  return codes.find((promo) => codeKey(promo.code) === key) ?? null;
}

/** Whether two definitions of a code give the same effect on the same lines. */
export function samePromoTerms(a: PromoCode, b: PromoCode): boolean {
  return (
    codeKey(a.code) === codeKey(b.code) &&
    a.type === b.type &&
    a.adj === b.adj &&
    a.value === b.value &&
    a.min_purchase_amnt === b.min_purchase_amnt &&
    a.track_only === b.track_only
  );
}

/** Removing the code restores every line's price and tax. */
export function removePromoCode(cart: Cart, context: PricingContext): Cart {
  return recomputeCart({ ...cart, items: cart.items.map(withoutPromo) }, context);
}

/** The code currently applied to the cart, shown as the removable tag. */
export function appliedPromoCode(cart: Cart): string | null {
  return cart.items.find((item) => item.promo_code !== null)?.promo_code ?? null;
}
