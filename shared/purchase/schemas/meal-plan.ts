import * as z from "zod";
import { calendarDateSchema } from "./school-term";

/** Money is always an integer number of cents (docs/decisions/money-and-subscriptions.md). */
export const centsSchema = z.int().min(0).describe("integer cents");

/**
 * A percent such as 6.25 (meaning 6.25 %). At most four decimals so that the domain can turn
 * it into an exact integer of parts per million before applying it to cents.
 */
export const percentSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6, {
    message: "A percent may have at most four decimals",
  })
  .describe("percent, 0–100");

/** The three payment types of requirements: purchases §6. */
export const PAYMENT_TYPES = ["Student ID", "Credit card", "Payroll deduction"] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const subscriptionFrequencySchema = z.enum(["monthly", "weekly"]);
export type SubscriptionFrequency = z.infer<typeof subscriptionFrequencySchema>;

/** Meal plan (requirements: purchases §3; balance-tracker fields from requirements: public-browsing §3). */
export const mealPlanSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  desc: z.string().default(""),
  /** cents charged for the plan */
  price: centsSchema,
  /** cents of dining value the plan carries */
  value: centsSchema.default(0),
  sort_order: z.int().default(0),
  apply_tax: z.boolean().default(false),
  payment_types: z.array(paymentTypeSchema).default([]),
  /** cents of tax, as last computed */
  tax: centsSchema.default(0),
  subscription: z.boolean().default(false),
  subscription_frequency: subscriptionFrequencySchema.nullable().default(null),
  /** earliest date a subscription to this plan may run */
  subscription_start: calendarDateSchema.nullable().default(null),
  /** latest date a subscription to this plan may run */
  subscription_end: calendarDateSchema.nullable().default(null),
  /** cents of declining-balance dollars in the plan (balance tracker) */
  declining_balance: centsSchema.nullable().default(null),
  /** number of meal swipes in the plan (balance tracker) */
  swipes: z.int().min(0).nullable().default(null),
  balance_tracker: z.boolean().default(false),
  promo_code: z.string().nullable().optional(),
  /** cents, price before a promo code was applied */
  beforePromoPrice: centsSchema.optional(),
  /** cents, tax before a promo code was applied */
  beforePromoTax: centsSchema.optional(),
  promoMessage: z.string().optional(),
});

export type MealPlan = z.infer<typeof mealPlanSchema>;
export type MealPlanInput = z.input<typeof mealPlanSchema>;

/**
 * Custom plan option (requirements: purchases §3). For a `db` option `value` is cents of
 * declining balance; for a `swipe` option it is a number of swipes. `price` is always cents.
 */
export const customPlanOptionSchema = z.object({
  id: z.string().min(1),
  type: z.enum(["swipe", "db"]),
  value: z.int().min(0),
  price: centsSchema,
});

export type CustomPlanOption = z.infer<typeof customPlanOptionSchema>;
