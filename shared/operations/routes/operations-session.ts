import * as z from "zod";
import { defineRoute } from "../../platform/api/route";
import { OPERATIONS_AREAS, staffProfileSchema } from "../../platform/roles";

// The operations console's sign-in (docs/operations.md "Signing in"): a password, then a TOTP
// code (or a recovery code); the first sign-in enrolls two-factor before anything else.

const emailSchema = z
  .string()
  .trim()
  .min(1, "Enter your email.")
  .max(254)
  .email("Enter a valid email.");
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app.");
export const recoveryCodeSchema = z
  .string()
  .trim()
  .min(8, "Enter one of your recovery codes.")
  .max(32, "Enter one of your recovery codes.");

export const staffSignInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password.").max(256),
});

export const signInStaff = defineRoute({
  operationId: "signInStaff",
  group: "operations",
  method: "POST",
  path: "/v1/operations/session",
  summary:
    "Operations console sign-in, step 1: check the password (lockout as customers); answers which second step follows",
  input: staffSignInSchema,
  output: z.object({
    next: z.enum(["totp", "enroll"]),
    /** First sign-in only: the secret to add to an authenticator app, as text and as a URI. */
    enroll: z.object({ secret: z.string(), otpauth_uri: z.string() }).optional(),
  }),
  auth: "public",
  csrf: true,
  rateLimit: "sign-in",
  example: { email: "manager@cedar-ridge.example.edu", password: "Console-demo-1!" },
});

export const staffSecondFactorSchema = z
  .object({
    code: totpCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
  })
  .refine((value) => (value.code === undefined) !== (value.recovery_code === undefined), {
    message: "Enter the 6-digit code from your authenticator app.",
    path: ["code"],
  });

export const verifyStaffSecondFactor = defineRoute({
  operationId: "verifyStaffSecondFactor",
  group: "operations",
  method: "POST",
  path: "/v1/operations/session/two_factor",
  summary:
    "Operations console sign-in, step 2: a TOTP code (or a single-use recovery code) starts the 8-hour session; enrolling answers the recovery codes once",
  input: staffSecondFactorSchema,
  output: z.object({
    staff: staffProfileSchema,
    /** Shown once, when two-factor was just enrolled. */
    recovery_codes: z.array(z.string()).optional(),
  }),
  auth: "public",
  csrf: true,
  rateLimit: "sign-in",
  example: { code: "123456" },
});

const anyRole = OPERATIONS_AREAS.self;

export const getStaffSession = defineRoute({
  operationId: "getStaffSession",
  group: "operations",
  method: "GET",
  path: "/v1/operations/session",
  summary: "The signed-in staff member and the campuses they may see",
  input: z.object({}),
  output: z.object({
    staff: staffProfileSchema,
    sites: z.array(
      z.object({ id: z.string(), slug: z.string(), name: z.string(), time_zone: z.string() }),
    ),
    expires_at: z.string(),
  }),
  auth: "staff",
  roles: anyRole,
  example: {},
});

export const signOutStaff = defineRoute({
  operationId: "signOutStaff",
  group: "operations",
  method: "DELETE",
  path: "/v1/operations/session",
  summary: "Sign out of the console everywhere (the account's sessions stop working)",
  input: z.object({}),
  output: z.object({ msg: z.string() }),
  auth: "staff",
  roles: anyRole,
  example: {},
});

export const requestStaffPasswordReset = defineRoute({
  operationId: "requestStaffPasswordReset",
  group: "operations",
  method: "POST",
  path: "/v1/operations/password_reset",
  summary:
    "Mail a staff member a single-use link to set a new password (same answer for unknown emails); the link is used with PUT /v1/users/update/password",
  input: z.object({ email: emailSchema }),
  output: z.object({ msg: z.string() }),
  auth: "public",
  csrf: true,
  rateLimit: "password-reset",
  example: { email: "manager@cedar-ridge.example.edu" },
});

export const operationsSessionRoutes = [
  signInStaff,
  verifyStaffSecondFactor,
  getStaffSession,
  signOutStaff,
  requestStaffPasswordReset,
] as const;
