import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";

/**
 * Login attempts of one email within one clock-aligned window (docs/data-model.md #26), under
 * the customer partition prefix with the email's hash as id and the window's number in the sort
 * key. Top level: the counter moves by conditional ADD, so the limit is enforced by DynamoDB
 * itself, concurrent attempts included.
 */
export const loginFailuresEntity = defineEntity({
  type: "login_failures",
  schema: z.object({
    /** Attempts counted in this window; a refused attempt is not counted, a success gives its slot back. */
    attempts: z.number(),
    expires_at: z.number(),
  }),
  inline: true,
  key: ({ siteId, subjectId, window }: { siteId: string; subjectId: string; window: number }) => ({
    pk: `${sitePk(siteId)}#CUST#${subjectId}`,
    sk: `LOGINFAIL#${window}`,
  }),
});
