import * as z from "zod";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";

/**
 * Spec: GET blocked_student_accounts/list. The list itself is never published: the call answers
 * for one student id whether it may be billed (docs/decisions/payments.md).
 */
export const checkBlockedStudentAccount = defineRoute({
  operationId: "checkBlockedStudentAccount",
  group: "blocked_student_accounts",
  method: "GET",
  path: "/v1/blocked_student_accounts/list",
  summary: "Whether one student id is blocked from Student ID billing (never the list)",
  input: z.object({
    site_id: idSchema,
    student_id: z.string().trim().min(1, "A student ID is required").max(64),
  }),
  output: z.object({ blocked: z.boolean() }),
  auth: "public",
  site: "published",
  example: { site_id: "cedar-ridge", student_id: "CR1234567" },
});

export const blockedStudentAccountsRoutes = [checkBlockedStudentAccount] as const;
