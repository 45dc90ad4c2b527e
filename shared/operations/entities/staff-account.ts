import * as z from "zod";
import { defineEntity, type QuerySpec, sitePk } from "../../platform/data/entity";
import { OPERATIONS_TENANT, staffRoleSchema } from "../../platform/roles";

const tenantPk = () => sitePk(OPERATIONS_TENANT);

/** A staff account's readable data (docs/operations.md); secrets sit beside it, top level. */
export const staffAccountSchema = z.object({
  id: z.string().min(1),
  email: z.string().min(1),
  name: z.string(),
  role: staffRoleSchema,
  site_id: z.string().nullable(),
  disabled: z.boolean().default(false),
  created_at: z.string(),
  /** Set when the invited staff member first chose a password. */
  password_set_at: z.string().nullable().default(null),
  /** Set when two-factor was enrolled (the first code verified); sign-in needs it. */
  totp_enrolled_at: z.string().nullable().default(null),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/**
 * The secrets beside a staff account's data, top level so they never reach a response by
 * accident: scrypt password hash, TOTP secret (base32), recovery code hashes, session version.
 */
export const staffSecretsSchema = z.object({
  password_hash: z.string().default(""),
  totp_secret: z.string().default(""),
  /** Shown at the first sign-in, kept here until its first code verifies (enrollment). */
  totp_pending_secret: z.string().default(""),
  /** The TOTP time step last accepted: a code is never accepted twice (replay). */
  totp_last_step: z.number().default(0),
  recovery_code_hashes: z.array(z.string()).default([]),
  session_version: z.number().default(1),
  password_version: z.number().default(0),
});
export type StaffSecrets = z.infer<typeof staffSecretsSchema>;

/**
 * Staff accounts live under the console's tenant (OPERATIONS_TENANT), one partition each;
 * a campus's staff are listed on gsi1 by campus, every account on `STAFF#ALL`.
 */
export const staffAccountEntity = defineEntity({
  type: "staff_account",
  schema: staffAccountSchema,
  skPrefix: "ACCOUNT",
  key: ({ staffId }: { staffId: string }) => ({
    pk: `${tenantPk()}#STAFF#${staffId}`,
    sk: "ACCOUNT",
  }),
  indexes: ({ staffId }, account) => ({
    gsi1pk: `${tenantPk()}#STAFFLIST`,
    gsi1sk: `${account.site_id ?? "*"}#${account.email.toLowerCase()}#${staffId}`,
  }),
});

/** Every staff account (the company admin's screen), ordered by campus then email. */
export const allStaffAccounts = (): QuerySpec => ({ index: "gsi1", pk: `${tenantPk()}#STAFFLIST` });

/** One staff account per email across the company: created with attribute_not_exists. */
export const staffEmailClaimEntity = defineEntity({
  type: "staff_email_claim",
  schema: z.object({ staff_id: z.string(), created_at: z.string() }),
  inline: true,
  key: ({ email }: { email: string }) => ({
    pk: `${tenantPk()}#STAFFEMAIL#${email.trim().toLowerCase()}`,
    sk: "EMAIL",
  }),
});
