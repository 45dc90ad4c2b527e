import * as z from "zod";

/**
 * Who works in the operations console (docs/operations.md). The company admin sees every
 * campus and manages staff accounts; every other role belongs to one campus.
 */
export const STAFF_ROLES = ["admin", "manager", "card_office", "host"] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: "Company admin",
  manager: "Campus manager",
  card_office: "Card office",
  host: "Host",
};

/** The areas of the console and the roles that may use each (one table, used by routes and screens). */
export const OPERATIONS_AREAS = {
  orders: ["admin", "manager", "card_office"],
  subscriptions: ["admin", "manager", "card_office"],
  reservations: ["admin", "manager", "host"],
  forms: ["admin", "manager"],
  content: ["admin", "manager"],
  audit: ["admin", "manager"],
  staff: ["admin"],
  self: ["admin", "manager", "card_office", "host"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type OperationsArea = keyof typeof OPERATIONS_AREAS;

export const mayUse = (role: StaffRole, area: OperationsArea): boolean =>
  (OPERATIONS_AREAS[area] as readonly StaffRole[]).includes(role);

/**
 * The pseudo-site the console's own records live under (staff accounts, their email claims,
 * login windows, company-level audit): the dining company is the console's tenant, so every key
 * still begins with a site (docs/data-model.md "Tenancy"). Onboarding refuses it as a campus id.
 */
export const OPERATIONS_TENANT = "_operations";

/** Slugs a campus can never take: the console's own path (docs/operations.md). */
export const RESERVED_SLUGS = ["operations"] as const;

/** What the console knows of the signed-in staff member (never the secrets). */
export const staffProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** The campus of a campus role; null for the company admin, who sees every campus. */
  site_id: z.string().nullable(),
  disabled: z.boolean(),
  /** False until the staff member has set a password and enrolled two-factor. */
  active: z.boolean(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;
