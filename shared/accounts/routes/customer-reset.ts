import * as z from "zod";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { altchaChallengeSchema } from "../../visitor-forms/routes/feedback";
import { passwordResetSchema } from "../schemas/password-reset";
import { passwordResetRequestSchema } from "../schemas/password-reset-request";

export const getPasswordResetChallenge = defineRoute({
  operationId: "getPasswordResetChallenge",
  group: "customer",
  method: "GET",
  path: "/v1/customer/reset_challenge",
  summary: "A fresh proof-of-work challenge for the password reset request (self-hosted ALTCHA)",
  input: siteInput,
  output: z.object({ challenge: altchaChallengeSchema }),
  auth: "public",
  site: "published",
  example: DEMO_SITE,
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
  example: { ...DEMO_SITE, email: "demo.student@example.edu", altcha: "eyJjaGFsbGVuZ2UiOnt9fQ==" },
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

/** Forgotten password: the challenge, the mailed link and the new password. */
export const customerResetRoutes = [
  getPasswordResetChallenge,
  requestPasswordReset,
  updateCustomerPassword,
] as const;
