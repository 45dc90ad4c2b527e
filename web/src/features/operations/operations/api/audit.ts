import type { AuditEntryView } from "@shared/operations/routes/operations-audit";
import { listOperationAudit } from "@/lib/api-routes/operations/list-operation-audit";
import { useCursorList } from "./use-cursor-list";

// The audit log's one call (docs/operations/forms-and-audit.md).

export const AUDIT_PAGE_SIZE = 50;

/**
 * A log newest first, of one action (`order.refund`), one area (`order`) or all; "Load more"
 * follows the cursor. `logId` is a campus, or `_operations` for the company's own log.
 */
export const useAuditLog = (logId: string, action: string | null) =>
  useCursorList(
    listOperationAudit,
    { site_id: logId, limit: AUDIT_PAGE_SIZE, ...(action ? { action } : {}) },
    (page) => ({ rows: page.entries as AuditEntryView[], cursor: page.cursor }),
  );
