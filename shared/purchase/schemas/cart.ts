import * as z from "zod";
import { centsSchema, paymentTypeSchema, subscriptionFrequencySchema } from "./meal-plan";
import { calendarDateSchema } from "./school-term";

export const CART_ITEM_TYPES = [
  "Meal plan",
  "Create your plan",
  "Declining balance",
  "Coffee subscription",
] as const;
export const cartItemTypeSchema = z.enum(CART_ITEM_TYPES);
export type CartItemType = z.infer<typeof cartItemTypeSchema>;

/** One scheduled coffee charge (requirements: purchases §4 "charged monthly on the purchase date"). */
export const cartPaymentSchema = z.object({
  date: calendarDateSchema,
  /** cents */
  amount: centsSchema,
});

export type CartPayment = z.infer<typeof cartPaymentSchema>;

/**
 * Cart item (requirements: purchases §3). All money is cents. `price` is the line's list price
 * before any discount; `discount` is the cents taken off it (declining-balance or promo);
 * `tax` is computed on `price - discount`. `dbDiscount` is a whole percent shown for a custom
 * plan; `dbBonus`, `bonus` and `promoBonus` are cents of extra value, never charged.
 *
 * Fields beyond §3 (kept optional): `meal_plan_id`, `apply_tax` and `payment_types` snapshot
 * the meal plan so that tax and payment types can be recomputed from the cart alone, and the
 * subscription dates mirror the cart/add_meal_plan call of §7.
 */
export const cartItemSchema = z.object({
  id: z.string().min(1),
  type: cartItemTypeSchema,
  name: z.string().min(1),
  desc: z.string().default(""),
  price: centsSchema,
  tax: centsSchema.default(0),
  discount: centsSchema.default(0),
  bonus: centsSchema.default(0),
  promoBonus: centsSchema.default(0),
  promo_code: z.string().nullable().default(null),
  promo_type: z.enum(["discount", "bonus"]).nullable().default(null),
  promo_adj: z.enum(["percent", "fixed"]).nullable().default(null),
  /** percent when promo_adj is "percent", cents when "fixed" */
  promo_value: z.number().min(0).nullable().default(null),
  promo_min_purchase_amnt: centsSchema.nullable().default(null),
  /** cents charged after the promo, before tax */
  promo_price: centsSchema.nullable().default(null),
  promo_track_only: z.boolean().default(false),
  swipe_id: z.string().nullable().default(null),
  db_id: z.string().nullable().default(null),
  /** number of swipes in a custom plan */
  swipeValue: z.int().min(0).nullable().default(null),
  swipePrice: centsSchema.nullable().default(null),
  dbValue: centsSchema.nullable().default(null),
  dbPrice: centsSchema.nullable().default(null),
  /** whole percent off, shown when custom_meal_plan_as is "discount" */
  dbDiscount: z.int().min(0).max(100).nullable().default(null),
  /** cents of bonus, shown when custom_meal_plan_as is "bonus" */
  dbBonus: centsSchema.nullable().default(null),
  meal_plan_id: z.string().nullable().default(null),
  apply_tax: z.boolean().default(false),
  payment_types: z.array(paymentTypeSchema).default([]),
  subscription: z.boolean().default(false),
  subscription_frequency: subscriptionFrequencySchema.nullable().default(null),
  bill_today: z.boolean().default(false),
  first_bill_date: calendarDateSchema.nullable().default(null),
  last_bill_date: calendarDateSchema.nullable().default(null),
  first_plan_date: calendarDateSchema.nullable().default(null),
  last_plan_date: calendarDateSchema.nullable().default(null),
  /** coffee subscription: number of months, 1–5 */
  months: z.int().min(1).max(5).nullable().default(null),
  payments: z.array(cartPaymentSchema).default([]),
});

export type CartItem = z.infer<typeof cartItemSchema>;
/** What callers build before defaults are applied (e.g. a new line). */
export type CartItemInput = z.input<typeof cartItemSchema>;

export const cartSchema = z.object({
  id: z.string().min(1),
  items: z.array(cartItemSchema).default([]),
});

export type Cart = z.infer<typeof cartSchema>;
