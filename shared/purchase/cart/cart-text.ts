import type { DecliningBalanceSettings } from "../../visitor-forms/schemas/order-form-settings";
import type { CartItem } from "../schemas/cart";
import { holdsMealPlan } from "./cart-items";

/** Cart heading (requirements: purchases §2, "Cart"). */
export function cartCountText(itemCount: number): string {
  if (itemCount <= 0) return "Your shopping cart is empty.";
  if (itemCount === 1) return "There is 1 item in your shopping cart.";
  return `There are ${itemCount} items in your shopping cart.`;
}

/**
 * What re-pricing changed on its own, shown above the cart (the view's `notices`): the spec has
 * no text for these, so they are ours (docs/decisions/purchase.md).
 */
export const CART_NOTICES = {
  promoUnavailable: (code: string) =>
    `The promo code ${code} is no longer available and was removed from your cart.`,
  promoNoLongerMet: (code: string) =>
    `The promo code ${code} was removed: none of the plans in your cart meet its requirements.`,
  promoChanged: (code: string) =>
    `The promo code ${code} has changed. Your cart shows its current terms.`,
  requiresMealPlanRemoved: (name: string) =>
    `We removed ${name} from your cart: a meal plan is required to purchase ${name}.`,
} as const;

/**
 * Upsell (requirements: purchases §4): the congratulation message and extra-amount box appear
 * when the cart holds a meal plan and the declining balance requires a plan.
 */
export function showDecliningBalanceUpsell(
  items: readonly Pick<CartItem, "type">[],
  decliningBalance: Pick<DecliningBalanceSettings, "requires_plan"> | null,
): boolean {
  return decliningBalance?.requires_plan === true && holdsMealPlan(items);
}
