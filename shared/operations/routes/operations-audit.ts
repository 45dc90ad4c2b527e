import * as z from "zod";
import { defineRoute } from "../../platform/api/route";
import { OPERATIONS_AREAS, OPERATIONS_TENANT } from "../../platform/roles";
import { idSchema } from "../../platform/schemas/common";
import { isTimeKeyReference } from "../form-reference";

// The console's audit log (docs/operations/forms-and-audit.md): every staff action, newest first.

export const auditEntryViewSchema = z.object({
  id: z.string(),
  /** When the action happened (ISO). */
  at: z.string(),
  staff_id: z.string(),
  /** Who did it. */
  staff_email: z.string(),
  /** `form.status`, `order.refund`, `reservation.check_in`, ... */
  action: z.string(),
  /** What it was done to: `form:{kind}/{submission_id}`, `order:{id}`, ... */
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntryViewSchema>;

export const listOperationAudit = defineRoute({
  operationId: "listOperationAudit",
  group: "operations",
  method: "GET",
  path: "/v1/operations/audit",
  summary: `A campus's audit log newest first, optionally of one action (\`order.refund\`) or one area (\`order\`); site_id ${OPERATIONS_TENANT} is the company's own log (company admin only)`,
  input: z.object({
    site_id: z.union([idSchema, z.literal(OPERATIONS_TENANT)], {
      error: "Choose a campus.",
    }),
    action: z
      .string()
      .trim()
      .max(64)
      .regex(
        /^[a-z_]+(\.[a-z_]+)*$/,
        "An action looks like order.refund, or order for a whole area.",
      )
      .optional(),
    cursor: z.string().refine(isTimeKeyReference, { message: "Invalid cursor." }).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  }),
  output: z.object({
    entries: z.array(auditEntryViewSchema),
    /** Pass back as `cursor` for the next page; null at the end. */
    cursor: z.string().nullable(),
  }),
  auth: "staff",
  roles: OPERATIONS_AREAS.audit,
  example: { site_id: "cedar-ridge" },
});

export const operationsAuditRoutes = [listOperationAudit] as const;
