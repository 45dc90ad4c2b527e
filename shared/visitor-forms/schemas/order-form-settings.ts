import * as z from "zod";
import { centsSchema, paymentTypeSchema, percentSchema } from "../../purchase/schemas/meal-plan";

const idList = z.array(z.string().min(1)).default([]);
const text = z.string().default("");

/** Order form settings (requirements: purchases §3, balance tracker fields requirements: public-browsing §3). */
export const orderFormSettingsSchema = z.object({
  payment_types: z.array(paymentTypeSchema).default([]),
  custom_meal_plan_payment_types: z.array(paymentTypeSchema).default([]),
  /** ids of the customer types offered custom plans */
  custom_plan_customer_types: idList,
  /** ids of the customer types offered declining balance */
  declining_balance_customer_types: idList,
  declining_balance_payment_types: z.array(paymentTypeSchema).default([]),
  first_name_label: text,
  last_name_label: text,
  student_id_label: text,
  email_label: text,
  term_label: text,
  where_label: text,
  who_label: text,
  year_label: text,
  school_term_label: text,
  meal_plan_label: text,
  student_id_pattern: z.string().nullable().default(null),
  email_domain: z.string().nullable().default(null),
  meal_plan_msg: text,
  subscription_plan_msg: text,
  custom_meal_plan_msg: text,
  declining_balance_msg: text,
  meal_plan_terms: text,
  subscription_terms: text,
  student_id_terms: text,
  student_id_requires_terms: z.boolean().default(false),
  plans_require_terms: z.boolean().default(false),
  enable_faculty_email_validator: z.boolean().default(false),
  faculty_email_msg: text,
  tax_meal_plans: z.boolean().default(false),
  tax_declining_balance: z.boolean().default(false),
  tax_custom_meal_plans: z.boolean().default(false),
  /** sales tax as a percent, e.g. 6.25 */
  tax_rate: percentSchema.default(0),
  custom_meal_plan_as: z.enum(["discount", "bonus"]).default("bonus"),
  hide_selections: z.boolean().default(false),
  coffee_subscription: z.boolean().default(false),
  /** cents charged each month for the coffee subscription */
  coffee_subscription_price: centsSchema.default(0),
  balance_tracker_dollars: z.boolean().default(false),
  balance_tracker_swipes: z.boolean().default(false),
  balance_tracker_msg_bal_low: text,
  balance_tracker_msg_bal_high: text,
  balance_tracker_msg_budget: text,
});

export type OrderFormSettings = z.infer<typeof orderFormSettingsSchema>;

/**
 * Declining balance settings (requirements: purchases §3). Units are a decision recorded in
 * docs/decisions/money-and-subscriptions.md: discounts are percents, intervals, minimums and
 * bonuses are cents.
 */
export const decliningBalanceSettingsSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  is_discount: z.boolean().default(false),
  /** flat discount, percent */
  discount: percentSchema.default(0),
  is_grad_discount: z.boolean().default(false),
  /** cents of purchase per graduated-discount step */
  grad_discount_interval: centsSchema.default(0),
  /** percent added per step */
  grad_discount: percentSchema.default(0),
  /** cap on the graduated discount, percent */
  max_grad_discount: percentSchema.default(0),
  is_bonus: z.boolean().default(false),
  /** cents; the purchase must reach it, and exceed it for the flat bonus */
  minimum_purchase: centsSchema.default(0),
  /** flat bonus, cents */
  bonus: centsSchema.default(0),
  is_grad_bonus: z.boolean().default(false),
  /** cents of purchase per graduated-bonus step */
  grad_bonus_interval: centsSchema.default(0),
  /** cents of bonus per whole step */
  grad_bonus: centsSchema.default(0),
  /** cap on the graduated bonus, cents */
  max_grad_bonus: centsSchema.default(0),
  requires_plan: z.boolean().default(false),
});

export type DecliningBalanceSettings = z.infer<typeof decliningBalanceSettingsSchema>;

/** One customer selection option: location, term or year (requirements: purchases §3). */
export const selectionOptionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** ids of the meal plans offered under this option */
  meal_plans: idList,
});

export type SelectionOption = z.infer<typeof selectionOptionSchema>;

/** A customer type also decides payment types and whether meal plans are taxed. */
export const customerTypeSchema = selectionOptionSchema.extend({
  payment_types: z.array(paymentTypeSchema).default([]),
  apply_tax: z.boolean().default(false),
});

export type CustomerType = z.infer<typeof customerTypeSchema>;

/** The four choices of the purchase screen's first step. */
export const customerSelectionSchema = z.object({
  location: selectionOptionSchema,
  term: selectionOptionSchema,
  type: customerTypeSchema,
  year: selectionOptionSchema,
});

export type CustomerSelection = z.infer<typeof customerSelectionSchema>;
