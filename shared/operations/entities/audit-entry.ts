import * as z from "zod";
import { defineEntity, type QuerySpec, sitePk } from "../../platform/data/entity";

/**
 * One staff action in the operations console (docs/operations.md "Audit log"): who, when, what,
 * and the record before and after. Appended in the same transaction as the change it reports,
 * never updated; a campus's entries are listed newest first.
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  site_id: z.string(),
  at: z.string(),
  staff_id: z.string(),
  staff_email: z.string(),
  /** e.g. `order.refund`, `reservation.check_in`, `staff.invite`. */
  action: z.string(),
  /** What was acted on: `order:{id}`, `reservation:{customer}/{id}`, ... */
  target: z.string(),
  before: z.unknown().nullable().default(null),
  after: z.unknown().nullable().default(null),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditEntryEntity = defineEntity({
  type: "audit_entry",
  schema: auditEntrySchema,
  key: ({ siteId, at, id }: { siteId: string; at: string; id: string }) => ({
    pk: `${sitePk(siteId)}#AUDIT`,
    sk: `${at}#${id}`,
  }),
});

/** A campus's audit log, newest first. */
export const auditOfSite = (siteId: string): QuerySpec => ({
  pk: `${sitePk(siteId)}#AUDIT`,
  descending: true,
});
