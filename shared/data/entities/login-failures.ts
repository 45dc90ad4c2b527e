import * as z from "zod";
import { defineEntity, sitePk } from "../entity";

/**
 * Failed logins of one email within a window (docs/data-model.md #26), under the customer
 * partition prefix with the email's hash as id. Top level: the counter moves by atomic ADD.
 */
export const loginFailuresEntity = defineEntity({
  type: "login_failures",
  schema: z.object({
    failures: z.number(),
    window_end: z.number(),
    expires_at: z.number(),
    locked_until: z.number().optional(),
  }),
  inline: true,
  key: ({ siteId, subjectId }: { siteId: string; subjectId: string }) => ({
    pk: `${sitePk(siteId)}#CUST#${subjectId}`,
    sk: "LOGINFAIL",
  }),
});
