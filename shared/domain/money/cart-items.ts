import { type CartItem, cartItemSchema } from "../../schemas/cart";
import type { CustomPlanOption, MealPlan } from "../../schemas/meal-plan";
import type { DecliningBalanceSettings } from "../../schemas/order-form-settings";

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
