import { sortKeyOfReference, timeKeyReference } from "../../../shared/operations/form-reference";
import {
  FORM_STATUS_LABELS,
  isStatusOfKind,
  type OperationFormKind,
  type OperationFormStatus,
  statusNotOfKindMessage,
} from "../../../shared/operations/form-status";
import type { OperationFormRow } from "../../../shared/operations/routes/operations-forms";
import { ConflictError, NotFoundError, ValidationError } from "../../../shared/platform/errors";
import type { StaffContext } from "../../platform/staff-session/staff-guard";
import { formItem, listForms, rowOf, writeFormStatus } from "./forms-store";

export const SUBMISSION_NOT_FOUND = "That submission was not found.";
export const BAD_SUBMISSION_REFERENCE = "Unknown submission reference.";

/** The route schemas already refuse a malformed reference; this keeps the store honest too. */
function sortKeyOf(reference: string, field: string, message: string): string {
  const sk = sortKeyOfReference(reference);
  if (sk === undefined) throw new ValidationError(message, { [field]: message });
  return sk;
}

export async function listOperationForms(input: {
  site_id: string;
  kind: OperationFormKind;
  status?: OperationFormStatus | undefined;
  cursor?: string | undefined;
  limit: number;
}): Promise<{ rows: OperationFormRow[]; cursor: string | null }> {
  if (input.status !== undefined && !isStatusOfKind(input.kind, input.status)) {
    throw new ValidationError(statusNotOfKindMessage(input.kind), {
      status: statusNotOfKindMessage(input.kind),
    });
  }
  const afterSk =
    input.cursor === undefined ? undefined : sortKeyOf(input.cursor, "cursor", "Invalid cursor.");
  const { rows, nextSk } = await listForms(input.site_id, input.kind, {
    limit: input.limit,
    ...(input.status ? { status: input.status } : {}),
    ...(afterSk ? { afterSk } : {}),
  });
  return { rows, cursor: nextSk === null ? null : timeKeyReference(nextSk) };
}

/**
 * Moves a submission to another of its kind's statuses. Any status of the kind may follow any
 * other (staff undo a slip); setting the status it already has changes nothing and records
 * nothing, so a double click is harmless. The write is conditional on the status that was read,
 * so two staff members racing never both think they set it.
 */
export async function updateOperationFormStatus(
  staff: StaffContext,
  input: {
    site_id: string;
    kind: OperationFormKind;
    submission_id: string;
    status: OperationFormStatus;
    expected_status?: OperationFormStatus | undefined;
  },
  now: Date,
): Promise<{ row: OperationFormRow }> {
  const { kind } = input;
  if (!isStatusOfKind(kind, input.status)) {
    throw new ValidationError(statusNotOfKindMessage(kind), {
      status: statusNotOfKindMessage(kind),
    });
  }
  const sk = sortKeyOf(input.submission_id, "submission_id", BAD_SUBMISSION_REFERENCE);
  const item = await formItem(input.site_id, kind, sk);
  if (!item) throw new NotFoundError(SUBMISSION_NOT_FOUND);
  const current = rowOf(kind, item);
  if (input.expected_status !== undefined && input.expected_status !== current.status) {
    throw changedMeanwhile(current.status);
  }
  if (current.status === input.status) return { row: current };
  const written = await writeFormStatus(
    staff,
    {
      siteId: input.site_id,
      kind,
      item,
      status: input.status,
      target: `form:${kind}/${input.submission_id}`,
    },
    now,
  );
  if (!written) throw new ConflictError("Someone changed this submission meanwhile; reload it.");
  return { row: { ...current, status: input.status, status_at: now.toISOString() } };
}

const changedMeanwhile = (status: OperationFormStatus) =>
  new ConflictError(
    `This submission is now ${FORM_STATUS_LABELS[status]}; reload to see the latest status.`,
  );
