import * as z from "zod";
import { DEMO_SITE } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { foodInsecuritySchema } from "../../visitor-forms/schemas/food-insecurity";
import { allergenProfileSchema } from "../schemas/allergen-profile";
import { notificationPreferencesSchema } from "../schemas/notification-preferences";
import { profileSchema } from "../schemas/profile";
import { customerOrderSchema, customerPayload, customerWithCard } from "./customer-schemas";
import { customerScope } from "./customer-scope";

export const updateCustomer = defineRoute({
  operationId: "updateCustomer",
  group: "customer",
  method: "POST",
  path: "/v1/customer/update_customer",
  summary: "Update the profile (state upper-cased)",
  input: profileSchema.extend({ ...customerScope, cookie: z.string().max(200).optional() }),
  output: customerPayload,
  auth: "customer",
  example: {
    ...DEMO_SITE,
    first_name: "Dana",
    last_name: "Example",
    student_id: "S12345",
    email: "dana.example@example.edu",
    phone: "5555550100",
    address: "1 Campus Way",
    city: "Cedar Ridge",
    state: "or",
    zip: "97000",
  },
});

export const updateAllergenProfile = defineRoute({
  operationId: "updateAllergenProfile",
  group: "customer",
  method: "POST",
  path: "/v1/customer/update_allergen_profile",
  summary: "Set allergens and the emergency contact of the allergen card",
  input: allergenProfileSchema.safeExtend(customerScope),
  output: customerWithCard,
  auth: "customer",
  example: {
    ...DEMO_SITE,
    allergens: ["Peanuts"],
    contact_name: "Sam Example",
    contact_number: "5555550101",
    carries_epinephrine: true,
  },
});

export const updateNotificationPreferences = defineRoute({
  operationId: "updateNotificationPreferences",
  group: "customer",
  method: "POST",
  path: "/v1/customer/bulk_update_notification_preferences",
  summary: "Switch notification kinds on or off",
  input: notificationPreferencesSchema.extend(customerScope),
  output: customerPayload,
  auth: "customer",
  example: { ...DEMO_SITE, preferences: { menu_updates: true } },
});

export const updateFoodInsecurity = defineRoute({
  operationId: "updateFoodInsecurity",
  group: "customer",
  method: "POST",
  path: "/v1/customer/food_insecurity",
  summary: "Ask (or stop asking) to be contacted about food assistance",
  input: foodInsecuritySchema.extend(customerScope),
  output: customerPayload,
  auth: "customer",
  example: { ...DEMO_SITE, food_insecurity: true },
});

export const listCustomerOrders = defineRoute({
  operationId: "listCustomerOrders",
  group: "customer",
  method: "GET",
  path: "/v1/customer/orders",
  summary: "The signed-in customer's orders, newest first",
  input: z.object(customerScope),
  output: z.object({ orders: z.array(customerOrderSchema) }),
  auth: "customer",
  example: DEMO_SITE,
});

export const getAllergenCard = defineRoute({
  operationId: "getAllergenCard",
  group: "customer",
  method: "GET",
  path: "/v1/customer/allergen_card",
  summary: "The signed-in customer's allergen card (PDF)",
  input: z.object(customerScope),
  output: z.string().describe("application/pdf"),
  auth: "customer",
  response: "raw",
  example: DEMO_SITE,
});

/** The account screens' changes, orders and allergen card. */
export const customerProfileRoutes = [
  updateCustomer,
  updateAllergenProfile,
  updateNotificationPreferences,
  updateFoodInsecurity,
  listCustomerOrders,
  getAllergenCard,
] as const;
