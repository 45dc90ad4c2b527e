import * as z from "zod";
import { idSchema } from "../../platform/schemas/common";
import {
  customerTypeSchema,
  decliningBalanceSettingsSchema,
  orderFormSettingsSchema,
  selectionOptionSchema,
} from "../../visitor-forms/schemas/order-form-settings";
import { customPlanOptionSchema, mealPlanSchema } from "./meal-plan";
import { promoCodeSchema } from "./promo-code";
import { schoolTermSchema } from "./school-term";

/** A school term needs an id in the table key (`TERM#{start}#{id}`); the entity has none. */
export const termEntrySchema = z.object({ id: idSchema }).and(schoolTermSchema);

/** The four customer selection lists, in display order (requirements: purchases §2). */
export const selectionsEntrySchema = z.object({
  locations: z.array(selectionOptionSchema).default([]),
  terms: z.array(selectionOptionSchema).default([]),
  types: z.array(customerTypeSchema).default([]),
  years: z.array(selectionOptionSchema).default([]),
});

/** Everything the purchase screen and the balance tracker read (requirements: purchases §3). */
export const orderFormEntrySchema = z.object({
  settings: orderFormSettingsSchema,
  terms: z.array(termEntrySchema).default([]),
  selections: selectionsEntrySchema.default({ locations: [], terms: [], types: [], years: [] }),
  meal_plans: z.array(mealPlanSchema).default([]),
  custom_plan_options: z.array(customPlanOptionSchema).default([]),
  declining_balance: z.array(decliningBalanceSettingsSchema).default([]),
  promo_codes: z.array(promoCodeSchema).default([]),
  blocked_student_ids: z.array(z.string().trim().min(1)).default([]),
  faculty_emails: z.array(z.email()).default([]),
});

export type OrderFormEntry = z.infer<typeof orderFormEntrySchema>;
export type TermEntry = z.infer<typeof termEntrySchema>;
