import { auditEntryEntity, auditOfSite } from "../../../shared/operations/entities/audit-entry";
import { sortKeyOfReference, timeKeyReference } from "../../../shared/operations/form-reference";
import type { AuditEntryView } from "../../../shared/operations/routes/operations-audit";
import { ForbiddenError, ValidationError } from "../../../shared/platform/errors";
import { OPERATIONS_TENANT, type StaffRole } from "../../../shared/platform/roles";
import type { StaffContext } from "../../platform/staff-session/staff-guard";
import { STAFF_OTHER_CAMPUS } from "../../platform/staff-session/staff-guard";
import { type Filter, filteredPage } from "./forms-filtered-page";

// The audit log's listing (functions/operations/operations/audit.ts writes the entries): a campus's
// partition newest first, or the company's own under OPERATIONS_TENANT.

/** One action (`order.refund`) or every action of an area (`order` keeps `order.*`). */
function actionFilter(action: string): Filter {
  return {
    expression: "#data.#action = :action OR begins_with(#data.#action, :area)",
    names: { "#data": "data", "#action": "action" },
    values: { ":action": action, ":area": `${action}.` },
  };
}

/**
 * The company's log is the company admin's: the group handler already refuses a campus role
 * any site but its own, and this says so again where the log is read.
 */
export function mayReadAudit(role: StaffRole, staffSite: string | null, siteId: string): boolean {
  if (role === "admin") return true;
  return siteId !== OPERATIONS_TENANT && staffSite === siteId;
}

export async function listOperationAudit(
  staff: StaffContext,
  input: {
    site_id: string;
    action?: string | undefined;
    cursor?: string | undefined;
    limit: number;
  },
): Promise<{ entries: AuditEntryView[]; cursor: string | null }> {
  const { account } = staff;
  if (!mayReadAudit(account.role, account.site_id, input.site_id)) {
    throw new ForbiddenError(STAFF_OTHER_CAMPUS);
  }
  let afterSk: string | undefined;
  if (input.cursor !== undefined) {
    afterSk = sortKeyOfReference(input.cursor);
    if (afterSk === undefined)
      throw new ValidationError("Invalid cursor.", { cursor: "Invalid cursor." });
  }
  const page = await filteredPage(
    auditOfSite(input.site_id),
    input.limit,
    afterSk,
    input.action ? actionFilter(input.action) : undefined,
  );
  return {
    entries: page.items.map((item) => {
      const { site_id: _site, ...entry } = auditEntryEntity.fromItem(item);
      return { ...entry, before: entry.before ?? null, after: entry.after ?? null };
    }),
    cursor: page.nextSk === null ? null : timeKeyReference(page.nextSk),
  };
}
