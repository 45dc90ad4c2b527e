import type { DecliningBalanceSettings } from "../../visitor-forms/schemas/order-form-settings";
import { type CartItem, cartItemSchema } from "../schemas/cart";
import type { CustomPlanOption, MealPlan } from "../schemas/meal-plan";

// Builders for new cart lines. Prices are filled in here; discount, bonus and tax are left at
// zero for recomputeCart to fill, so every line goes through the same rules.

export function mealPlanCartItem(id: string, plan: MealPlan): CartItem {
  return cartItemSchema.parse({
    id,
    type: "Meal plan",
    name: plan.name,
    desc: plan.desc,
    price: plan.price,
    meal_plan_id: plan.id,
    apply_tax: plan.apply_tax,
    payment_types: plan.payment_types,
    subscription: plan.subscription,
    subscription_frequency: plan.subscription_frequency,
  });
}

export function customPlanCartItem(
  id: string,
  name: string,
  swipe: CustomPlanOption,
  db: CustomPlanOption,
): CartItem {
  return cartItemSchema.parse({
    id,
    type: "Create your plan",
    name,
    price: swipe.price + db.price,
    swipe_id: swipe.id,
    db_id: db.id,
    swipeValue: swipe.value,
    swipePrice: swipe.price,
    dbValue: db.value,
    dbPrice: db.price,
  });
}

export function decliningBalanceCartItem(
  id: string,
  settings: Pick<DecliningBalanceSettings, "id" | "name">,
  amountCents: number,
): CartItem {
  return cartItemSchema.parse({
    id,
    type: "Declining balance",
    name: settings.name,
    price: amountCents,
    db_id: settings.id,
  });
}

/** Declining balance already in the cart, for the minimum-purchase check of requirements: purchases §5. */
export function decliningBalanceInCart(items: readonly CartItem[]): number {
  return items
    .filter((item) => item.type === "Declining balance")
    .reduce((total, item) => total + item.price, 0);
}

/**
 * A meal plan line (ordinary or subscription): what the upsell and `requires_plan` look for.
 * A custom plan or coffee is not one, as for promo codes (docs/decisions/purchase.md).
 */
export function holdsMealPlan(items: readonly Pick<CartItem, "type">[]): boolean {
  return items.some((item) => item.type === "Meal plan");
}

/**
 * Declining balance of one product is one line whose amount is the sum of every add, so its
 * discounts, bonuses and caps apply per purchase, never per line: twenty $500 adds earn what
 * one $10,000 add earns (docs/decisions/money-and-subscriptions.md). The first line's id and
 * place are kept.
 */
export function mergeDecliningBalanceLines(items: readonly CartItem[]): CartItem[] {
  const merged: CartItem[] = [];
  const lineOf = new Map<string, number>();
  for (const item of items) {
    const at = item.type === "Declining balance" ? lineOf.get(item.db_id ?? "") : undefined;
    const first = at === undefined ? undefined : merged[at];
    if (at !== undefined && first) {
      merged[at] = { ...first, price: first.price + item.price };
      continue;
    }
    if (item.type === "Declining balance") lineOf.set(item.db_id ?? "", merged.length);
    merged.push(item);
  }
  return merged;
}
