import type { OperationFormKind, OperationFormStatus } from "@shared/operations/form-status";
import type { OperationFormRow } from "@shared/operations/routes/operations-forms";
import type { InputOf } from "@/lib/api-client";
import { listOperationForms } from "@/lib/api-routes/operations/list-operation-forms";
import { updateOperationFormStatus } from "@/lib/api-routes/operations/update-operation-form-status";
import { opsRequest } from "./ops-request";
import { useCursorList } from "./use-cursor-list";

// The forms area's calls (docs/operations/forms-and-audit.md).

export const FORMS_PAGE_SIZE = 25;

/** One kind's submissions, newest first, optionally of one status; "Load more" follows the cursor. */
export const useFormSubmissions = (
  siteId: string,
  kind: OperationFormKind,
  status: OperationFormStatus | null,
) =>
  useCursorList(
    listOperationForms,
    { site_id: siteId, kind, limit: FORMS_PAGE_SIZE, ...(status ? { status } : {}) },
    (page) => ({ rows: page.rows as OperationFormRow[], cursor: page.cursor }),
  );

/** Sets a submission's status; `expected_status` makes a change made meanwhile refuse (409). */
export const setFormStatus = (params: InputOf<typeof updateOperationFormStatus>) =>
  opsRequest(updateOperationFormStatus, params);
