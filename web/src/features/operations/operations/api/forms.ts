import type { OperationFormKind, OperationFormStatus } from "@shared/operations/form-status";
import type {
  listOperationForms,
  OperationFormRow,
  updateOperationFormStatus,
} from "@shared/operations/routes/operations-forms";
import { type RouteInput, routeRef } from "@/lib/api-client";
import { opsRequest } from "./ops-request";
import { useCursorList } from "./use-cursor-list";

/** The forms area's calls (docs/operations/forms-and-audit.md). */
export const formRoutes = {
  list: routeRef<typeof listOperationForms>({
    operationId: "listOperationForms",
    method: "GET",
    path: "/v1/operations/forms",
  }),
  status: routeRef<typeof updateOperationFormStatus>({
    operationId: "updateOperationFormStatus",
    method: "PUT",
    path: "/v1/operations/forms/{kind}/{submission_id}",
  }),
};

export const FORMS_PAGE_SIZE = 25;

/** One kind's submissions, newest first, optionally of one status; "Load more" follows the cursor. */
export const useFormSubmissions = (
  siteId: string,
  kind: OperationFormKind,
  status: OperationFormStatus | null,
) =>
  useCursorList(
    formRoutes.list,
    { site_id: siteId, kind, limit: FORMS_PAGE_SIZE, ...(status ? { status } : {}) },
    (page) => ({ rows: page.rows as OperationFormRow[], cursor: page.cursor }),
  );

/** Sets a submission's status; `expected_status` makes a change made meanwhile refuse (409). */
export const setFormStatus = (params: RouteInput<typeof updateOperationFormStatus>) =>
  opsRequest(formRoutes.status, params);
