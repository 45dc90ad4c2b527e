import type { PricingContext } from "../../../shared/domain/money/cart-pricing";
import {
  type Cart,
  type CartItem,
  type CartItemInput,
  cartItemSchema,
} from "../../../shared/schemas/cart";
import {
  type MealPlan,
  type MealPlanInput,
  mealPlanSchema,
} from "../../../shared/schemas/meal-plan";
import {
  type DecliningBalanceSettings,
  decliningBalanceSettingsSchema,
  type OrderFormSettings,
  orderFormSettingsSchema,
} from "../../../shared/schemas/order-form-settings";
import { type PromoCode, promoCodeSchema } from "../../../shared/schemas/promo-code";

// Factories for the purchase domain: valid defaults, overridden per test.

export function createMealPlan(overrides: Partial<MealPlanInput> = {}): MealPlan {
  return mealPlanSchema.parse({ id: "plan-1", name: "Gold Plan", price: 150_000, ...overrides });
}

export function createCartItem(overrides: Partial<CartItemInput> = {}): CartItem {
  return cartItemSchema.parse({
    id: "item-1",
    type: "Meal plan",
    name: "Gold Plan",
    price: 100_000,
    ...overrides,
  });
}

export function createCart(items: CartItem[] = [], id = "cart-1"): Cart {
  return { id, items };
}

export function createDecliningBalanceSettings(
  overrides: Partial<DecliningBalanceSettings> = {},
): DecliningBalanceSettings {
  return decliningBalanceSettingsSchema.parse({ id: "db-1", name: "Dining Dollars", ...overrides });
}

export function createOrderFormSettings(
  overrides: Partial<OrderFormSettings> = {},
): OrderFormSettings {
  return orderFormSettingsSchema.parse(overrides);
}

export function createPromoCode(overrides: Partial<PromoCode> = {}): PromoCode {
  return promoCodeSchema.parse({
    code: "SAVE10",
    type: "discount",
    adj: "percent",
    value: 10,
    ...overrides,
  });
}

export function createPricingContext(overrides: Partial<PricingContext> = {}): PricingContext {
  return {
    settings: createOrderFormSettings(),
    customerTypeAppliesTax: true,
    decliningBalances: [],
    ...overrides,
  };
}
