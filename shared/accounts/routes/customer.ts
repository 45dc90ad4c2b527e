import * as z from "zod";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { loginSchema } from "../schemas/login";
import { signUpSchema } from "../schemas/sign-up";
import { customerPayload, customerSchema, customerWithCard } from "./customer-schemas";
import { customerScope } from "./customer-scope";

export const getCustomerInfo = defineRoute({
  operationId: "getCustomerInfo",
  group: "customer",
  method: "GET",
  path: "/v1/customer/info",
  summary: "The signed-in customer with the allergen card",
  input: z.object(customerScope),
  output: customerWithCard.extend({ wallet_pass: z.boolean() }),
  auth: "customer",
  example: DEMO_SITE,
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
  example: { ...DEMO_SITE, email: "demo.student@example.edu", password: "Demo-pass1!" },
});

export const logoutCustomer = defineRoute({
  operationId: "logoutCustomer",
  group: "customer",
  method: "POST",
  path: "/v1/customer/logout",
  summary: "Log out: ends the session and clears its cookies",
  input: siteInput,
  output: z.object({ msg: z.string() }),
  auth: "public",
  csrf: true,
  example: DEMO_SITE,
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
    ...DEMO_SITE,
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

/** Signing in and out, signing up, the CSRF token and the signed-in customer. */
export const customerSessionRoutes = [
  getCustomerInfo,
  authenticateCustomer,
  logoutCustomer,
  createCustomer,
  getCsrfToken,
] as const;

export type { Customer } from "./customer-schemas";
export { customerSchema };
