import * as z from "zod";
import { allergenProfileSchema } from "../../domain/validation/forms/allergen-profile";
import { foodInsecuritySchema } from "../../domain/validation/forms/food-insecurity";
import { loginSchema } from "../../domain/validation/forms/login";
import { notificationPreferencesSchema } from "../../domain/validation/forms/notification-preferences";
import { passwordResetSchema } from "../../domain/validation/forms/password-reset";
import { passwordResetRequestSchema } from "../../domain/validation/forms/password-reset-request";
import { profileSchema } from "../../domain/validation/forms/profile";
import { signUpSchema } from "../../domain/validation/forms/sign-up";
import { idSchema } from "../../schemas/common";
import { defineRoute } from "../route";
import {
  customerOrderSchema,
  customerPayload,
  customerSchema,
  customerWithCard,
} from "./customer-schemas";
import { altchaChallengeSchema } from "./feedback";

// Every customer call names its site; `customer_id` is accepted for the spec's payloads but
// must be the session's own (docs/decisions/accounts.md).
const scope = { site_id: idSchema, customer_id: idSchema.optional() };
const DEMO = { site_id: "cedar-ridge" };

export const getCustomerInfo = defineRoute({
  operationId: "getCustomerInfo",
  group: "customer",
  method: "GET",
  path: "/v1/customer/info",
  summary: "The signed-in customer with the allergen card",
  input: z.object(scope),
  output: customerWithCard.extend({ wallet_pass: z.boolean() }),
  auth: "customer",
  example: DEMO,
});

/** Spec: GET with credentials in the query; here a POST with them in the body. */
export const authenticateCustomer = defineRoute({
  operationId: "authenticateCustomer",
  group: "customer",
  method: "POST",
  path: "/v1/customer/authenticate",
  summary: "Log in: sets the session cookies",
  input: loginSchema.extend({ site_id: idSchema }),
  output: customerPayload,
  auth: "public",
  site: "published",
  csrf: true,
  rateLimit: "sign-in",
  example: { ...DEMO, email: "demo.student@example.edu", password: "Demo-pass1!" },
});

export const logoutCustomer = defineRoute({
  operationId: "logoutCustomer",
  group: "customer",
  method: "POST",
  path: "/v1/customer/logout",
  summary: "Log out: ends the session and clears its cookies",
  input: z.object({ site_id: idSchema }),
  output: z.object({ msg: z.string() }),
  auth: "public",
  csrf: true,
  example: DEMO,
});

export const createCustomer = defineRoute({
  operationId: "createCustomer",
  group: "customer",
  method: "POST",
  path: "/v1/customer/create",
  summary: "Sign up: one account per email and site; starts a session",
  input: signUpSchema.safeExtend({ site_id: idSchema }),
  output: customerPayload.extend({ student: z.null() }),
  auth: "public",
  site: "published",
  csrf: true,
  rateLimit: "sign-up",
  example: {
    ...DEMO,
    first_name: "Dana",
    last_name: "Example",
    student_id: "S12345",
    email: "dana.example@example.edu",
    email_confirmation: "dana.example@example.edu",
    phone_number: "5555550100",
    address: "1 Campus Way",
    city: "Cedar Ridge",
    state: "OR",
    zip_code: "97000",
    password: "Demo-pass1!",
    password_confirmation: "Demo-pass1!",
  },
});

export const updateCustomer = defineRoute({
  operationId: "updateCustomer",
  group: "customer",
  method: "POST",
  path: "/v1/customer/update_customer",
  summary: "Update the profile (state upper-cased)",
  input: profileSchema.extend({ ...scope, cookie: z.string().max(200).optional() }),
  output: customerPayload,
  auth: "customer",
  example: {
    ...DEMO,
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
  input: allergenProfileSchema.safeExtend(scope),
  output: customerWithCard,
  auth: "customer",
  example: {
    ...DEMO,
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
  input: notificationPreferencesSchema.extend(scope),
  output: customerPayload,
  auth: "customer",
  example: { ...DEMO, preferences: { menu_updates: true } },
});

export const updateFoodInsecurity = defineRoute({
  operationId: "updateFoodInsecurity",
  group: "customer",
  method: "POST",
  path: "/v1/customer/food_insecurity",
  summary: "Ask (or stop asking) to be contacted about food assistance",
  input: foodInsecuritySchema.extend(scope),
  output: customerPayload,
  auth: "customer",
  example: { ...DEMO, food_insecurity: true },
});

export const listCustomerOrders = defineRoute({
  operationId: "listCustomerOrders",
  group: "customer",
  method: "GET",
  path: "/v1/customer/orders",
  summary: "The signed-in customer's orders, newest first",
  input: z.object(scope),
  output: z.object({ orders: z.array(customerOrderSchema) }),
  auth: "customer",
  example: DEMO,
});

export const getAllergenCard = defineRoute({
  operationId: "getAllergenCard",
  group: "customer",
  method: "GET",
  path: "/v1/customer/allergen_card",
  summary: "The signed-in customer's allergen card (PDF)",
  input: z.object(scope),
  output: z.string().describe("application/pdf"),
  auth: "customer",
  response: "raw",
  example: DEMO,
});

/**
 * The CSRF token of this browser (docs/decisions/accounts.md): derived from its session, or
 * from a pre-session id this call sets when there is none. Also set as the readable CSRF cookie.
 */
export const getCsrfToken = defineRoute({
  operationId: "getCsrfToken",
  group: "customer",
  method: "GET",
  path: "/v1/customer/csrf",
  summary: "The CSRF token bound to this browser's session or pre-session (sets the cookies)",
  input: z.object({}),
  output: z.object({ csrf_token: z.string() }),
  auth: "public",
  example: {},
});

export const getPasswordResetChallenge = defineRoute({
  operationId: "getPasswordResetChallenge",
  group: "customer",
  method: "GET",
  path: "/v1/customer/reset_challenge",
  summary: "A fresh proof-of-work challenge for the password reset request (self-hosted ALTCHA)",
  input: z.object({ site_id: idSchema }),
  output: z.object({ challenge: altchaChallengeSchema }),
  auth: "public",
  site: "published",
  example: DEMO,
});

export const requestPasswordReset = defineRoute({
  operationId: "requestPasswordReset",
  group: "customer",
  method: "POST",
  path: "/v1/customer/request_password_reset",
  summary:
    "Mail a single-use reset link: solved challenge, rate-limited per address and client, same answer and time for unknown emails",
  input: passwordResetRequestSchema.extend({ site_id: idSchema }),
  output: z.object({ msg: z.string() }),
  auth: "public",
  site: "published",
  csrf: true,
  rateLimit: "password-reset",
  example: { ...DEMO, email: "demo.student@example.edu", altcha: "eyJjaGFsbGVuZ2UiOnt9fQ==" },
});

export const updateCustomerPassword = defineRoute({
  operationId: "updateCustomerPassword",
  group: "customer",
  method: "PUT",
  path: "/v1/customer/update/password",
  summary: "Set a new password with a reset link's key",
  input: passwordResetSchema,
  output: z.object({ domain: z.string() }),
  auth: "public",
  csrf: true,
  rateLimit: "password-reset",
  example: {
    public_key: "cedar-ridge~example-key",
    password: "New-pass1!",
    password_confirmation: "New-pass1!",
  },
});

export const customerRoutes = [
  getCustomerInfo,
  authenticateCustomer,
  logoutCustomer,
  createCustomer,
  updateCustomer,
  updateAllergenProfile,
  updateNotificationPreferences,
  updateFoodInsecurity,
  listCustomerOrders,
  getAllergenCard,
  getCsrfToken,
  getPasswordResetChallenge,
  requestPasswordReset,
  updateCustomerPassword,
] as const;

export type { Customer } from "./customer-schemas";
export { customerSchema };
