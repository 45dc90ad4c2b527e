import * as z from "zod";
import { PROFILE_ALLERGENS } from "../schemas/allergen-choices";

/** Only the known allergens and "Other" (docs/decisions/accounts.md "Allergens are a closed list"). */
const allergenList = z.array(z.enum(PROFILE_ALLERGENS));

/** The customer as the account screens read it (requirements: purchases §3 Customer); never the hash. */
export const customerSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  student_id: z.string(),
  phone: z.string(),
  mobile: z.string(),
  notify_by_text: z.boolean(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  allergens: allergenList,
  custom_allergen: z.string(),
  contact_name: z.string(),
  contact_number: z.string(),
  carries_epinephrine: z.boolean(),
  notification_preferences: z.record(z.string(), z.boolean()),
  food_insecurity: z.boolean(),
});

export type Customer = z.infer<typeof customerSchema>;

/** "An allergen card is returned with customer info" (requirements: purchases §3); null until one is set. */
export const allergenCardSchema = z
  .object({
    allergens: allergenList,
    contact_name: z.string(),
    contact_number: z.string(),
    carries_epinephrine: z.boolean(),
    serial_number: z.string(),
  })
  .nullable();

/** requirements: purchases §3 Order: created_at, no, total (cents), payment_type. */
export const customerOrderSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  no: z.string(),
  total: z.number().int(),
  payment_type: z.string(),
});

export const customerPayload = z.object({ customer: customerSchema });
export const customerWithCard = z.object({
  customer: customerSchema,
  allergen_card: allergenCardSchema,
});
