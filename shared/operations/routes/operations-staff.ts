import * as z from "zod";
import { defineRoute } from "../../platform/api/route";
import { OPERATIONS_AREAS, staffProfileSchema, staffRoleSchema } from "../../platform/roles";
import { idSchema } from "../../platform/schemas/common";

// The company admin's staff screen (docs/operations/session-and-staff.md): every account of the
// company, invitations, role and campus changes, disabling, and a fresh two-factor enrollment.

const roles = OPERATIONS_AREAS.staff;

/** One row of the staff screen: the profile and where the account stands. */
export const staffMemberSchema = staffProfileSchema.extend({
  created_at: z.string(),
  /** Null until the invitation's link was used. */
  password_set_at: z.string().nullable(),
  /** Null until two-factor was enrolled (and again after a reset of it). */
  totp_enrolled_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const staffIdSchema = z.string().trim().min(1, "Choose a staff member.").max(64);
const campusSchema = idSchema.nullable().optional();

export const STAFF_FORM_MESSAGES = {
  campusRequired: "Choose the campus this staff member works for.",
  adminHasNoCampus: "A company admin works for every campus; leave the campus empty.",
  nothingToChange: "Change the role, the campus or whether the account is disabled.",
} as const;

/** A campus role works for exactly one campus; the company admin for none in particular. */
const campusFitsRole = (value: {
  role?: string | undefined;
  site_id?: string | null | undefined;
}) => (value.role === "admin" ? !value.site_id : Boolean(value.site_id));

export const staffInviteSchema = z
  .object({
    email: z.string().trim().min(1, "Enter an email.").max(254).email("Enter a valid email."),
    name: z.string().trim().min(1, "Enter a name.").max(120),
    role: staffRoleSchema,
    site_id: campusSchema,
  })
  .refine(campusFitsRole, {
    path: ["site_id"],
    error: (issue) =>
      (issue.input as { role?: string }).role === "admin"
        ? STAFF_FORM_MESSAGES.adminHasNoCampus
        : STAFF_FORM_MESSAGES.campusRequired,
  });
export type StaffInviteInput = z.infer<typeof staffInviteSchema>;

export const listStaff = defineRoute({
  operationId: "listStaff",
  group: "operations",
  method: "GET",
  path: "/v1/operations/staff",
  summary: "Every staff account of the company, by campus then email (company admin)",
  input: z.object({}),
  output: z.object({ staff: z.array(staffMemberSchema) }),
  auth: "staff",
  roles,
  example: {},
});

export const inviteStaff = defineRoute({
  operationId: "inviteStaff",
  group: "operations",
  method: "POST",
  path: "/v1/operations/staff",
  summary:
    "Invite a staff member: creates the account (one per email) and mails a single-use set-password link valid 72 hours",
  input: staffInviteSchema,
  output: z.object({ staff: staffMemberSchema, mailed: z.boolean() }),
  auth: "staff",
  roles,
  example: {
    email: "newhost@cedar-ridge.example.edu",
    name: "Nia Host",
    role: "host",
    site_id: "cedar-ridge",
  },
});

export const updateStaff = defineRoute({
  operationId: "updateStaff",
  group: "operations",
  method: "PUT",
  path: "/v1/operations/staff/{staff_id}",
  summary:
    "Change a staff member's role or campus, or disable the account (their sessions end at once)",
  input: z
    .object({
      staff_id: staffIdSchema,
      role: staffRoleSchema.optional(),
      /** With `role`: the campus of a campus role, null for a company admin. */
      site_id: campusSchema,
      disabled: z.boolean().optional(),
    })
    .refine((v) => v.role !== undefined || v.site_id !== undefined || v.disabled !== undefined, {
      path: ["role"],
      error: STAFF_FORM_MESSAGES.nothingToChange,
    }),
  output: z.object({ staff: staffMemberSchema }),
  auth: "staff",
  roles,
  example: { staff_id: "demo-host", disabled: false },
});

export const resetStaffTwoFactor = defineRoute({
  operationId: "resetStaffTwoFactor",
  group: "operations",
  method: "POST",
  path: "/v1/operations/staff/{staff_id}/reset_two_factor",
  summary:
    "Clear a staff member's two-factor (a lost phone): their sessions end and the next sign-in enrolls again",
  input: z.object({ staff_id: staffIdSchema }),
  output: z.object({ staff: staffMemberSchema }),
  auth: "staff",
  roles,
  example: { staff_id: "demo-host" },
});

export const resendStaffInvite = defineRoute({
  operationId: "resendStaffInvite",
  group: "operations",
  method: "POST",
  path: "/v1/operations/staff/{staff_id}/invite",
  summary:
    "Mail a not yet activated staff member a new set-password link (the earlier links stop working)",
  input: z.object({ staff_id: staffIdSchema }),
  output: z.object({ staff: staffMemberSchema, mailed: z.boolean() }),
  auth: "staff",
  roles,
  example: { staff_id: "demo-host" },
});

export const operationsStaffRoutes = [
  listStaff,
  inviteStaff,
  updateStaff,
  resetStaffTwoFactor,
  resendStaffInvite,
] as const;
