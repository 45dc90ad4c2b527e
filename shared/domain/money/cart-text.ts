import type { CartItem } from "../../schemas/cart";
import type { DecliningBalanceSettings } from "../../schemas/order-form-settings";

/** Cart heading (requirements: purchases §2, "Cart"). */
export function cartCountText(itemCount: number): string {
  if (itemCount <= 0) return "Your shopping cart is empty.";
  if (itemCount === 1) return "There is 1 item in your shopping cart.";
  return `There are ${itemCount} items in your shopping cart.`;
}

/**
 * Upsell (requirements: purchases §4): the congratulation message and extra-amount box appear
 * when the cart holds a meal plan and the declining balance requires a plan.
 */
export function showDecliningBalanceUpsell(
  items: readonly Pick<CartItem, "type">[],
  decliningBalance: Pick<DecliningBalanceSettings, "requires_plan"> | null,
): boolean {
  return (
    decliningBalance?.requires_plan === true && items.some((item) => item.type === "Meal plan")
  );
}
