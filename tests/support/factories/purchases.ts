import type { PricingContext } from "../../../shared/purchase/cart/cart-pricing";
import type { SubscriptionContext } from "../../../shared/purchase/checkout/subscriptions";
import type { Order } from "../../../shared/purchase/entities/order";
import {
  type Cart,
  type CartItem,
  type CartItemInput,
  cartItemSchema,
} from "../../../shared/purchase/schemas/cart";
import {
  type MealPlan,
  type MealPlanInput,
  mealPlanSchema,
} from "../../../shared/purchase/schemas/meal-plan";
import { type PromoCode, promoCodeSchema } from "../../../shared/purchase/schemas/promo-code";
import {
  type DecliningBalanceSettings,
  decliningBalanceSettingsSchema,
  type OrderFormSettings,
  orderFormSettingsSchema,
} from "../../../shared/visitor-forms/schemas/order-form-settings";

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

/** A placed card order of one untaxed $1,799.00 Block 100 line; its lines and sums overridable. */
export function createOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: "order-1",
    no: "AB12CD34",
    site_id: "cedar-ridge",
    customer_id: null,
    cart_id: "cart-1",
    created_at: "2026-11-23T18:00:00.000Z",
    items: [createCartItem({ name: "Block 100", price: 179_900 })],
    subtotal: 179_900,
    tax: 0,
    discount: 0,
    total: 179_900,
    payment_type: "Credit card",
    card_brand: "Visa",
    card_last4: "1111",
    transaction_id: "t",
    email: "dana@example.edu",
    buyer: {},
    state: "placed",
    confirm_by: null,
    confirmed_at: null,
    ...overrides,
  };
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

/** A checkout's subscription context on `today`: its card approved, the record's id "sub-1". */
export const createSubscriptionContext = (today: string): SubscriptionContext => ({
  siteId: "cedar-ridge",
  customerId: "cust-1",
  orderId: "order-1",
  orderCreatedAt: `${today}T20:00:00.000Z`,
  today,
  paymentMethod: "pm-1",
  cardBrand: "Visa",
  cardLast4: "4242",
  result: "Approved",
  newId: () => "sub-1",
});
