import * as z from "zod";

/**
 * Food Insecurity tab (requirements: purchases §2 Account screen, §7 customer/food_insecurity): the customer
 * asks to be contacted about food assistance. The spec names only the field; it is a yes/no.
 */
export const FOOD_INSECURITY_LABEL =
  "I would like to be contacted about food assistance resources on campus.";

export const foodInsecuritySchema = z.object({ food_insecurity: z.boolean() });

export type FoodInsecurity = z.infer<typeof foodInsecuritySchema>;
