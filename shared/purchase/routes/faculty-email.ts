import * as z from "zod";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";

/**
 * Spec: GET faculty_email/list. The faculty list is never published: the call answers for one
 * email whether payroll deduction accepts it (docs/decisions/payments.md).
 */
export const checkFacultyEmail = defineRoute({
  operationId: "checkFacultyEmail",
  group: "faculty_email",
  method: "GET",
  path: "/v1/faculty_email/list",
  summary: "Whether one email is on the payroll deduction faculty list (never the list)",
  input: z.object({
    site_id: idSchema,
    email: z.string().trim().min(1, "An email address is required").max(254),
  }),
  output: z.object({ valid: z.boolean() }),
  auth: "public",
  site: "published",
  example: { site_id: "cedar-ridge", email: "prof.nguyen@cedarridge.example.edu" },
});

export const facultyEmailRoutes = [checkFacultyEmail] as const;
