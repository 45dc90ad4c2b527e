import {
  FORM_STATUS_LABELS,
  FORM_STATUSES_BY_KIND,
  OPERATION_FORM_KIND_LABELS,
  type OperationFormStatus,
} from "@shared/operations/form-status";
import type { OperationFormRow } from "@shared/operations/routes/operations-forms";
import { useState } from "react";
import { Badge } from "@/components/badge";
import { Button } from "@/components/button";
import { Dialog } from "@/components/dialog";
import { formatInstant } from "../lib/format";
import { FieldList } from "./forms-field-value";
import { FORM_STATUS_TONES } from "./forms-status";

/**
 * A submission in full: every field as the customer sent it, when it arrived and who sent it,
 * and one button per status of its kind (the current one pressed) to move it along.
 */
export function FormDetailDialog({
  row,
  timeZone,
  onSetStatus,
  onClose,
}: {
  row: OperationFormRow;
  timeZone: string | undefined;
  onSetStatus: (row: OperationFormRow, status: OperationFormStatus) => Promise<boolean>;
  onClose: () => void;
}) {
  const [pending, setPending] = useState<OperationFormStatus | null>(null);
  const kindLabel = OPERATION_FORM_KIND_LABELS[row.kind];
  const choose = async (status: OperationFormStatus) => {
    setPending(status);
    const changed = await onSetStatus(row, status);
    setPending(null);
    if (changed) onClose();
  };
  return (
    <Dialog
      title={`${kindLabel}: ${row.name ?? row.email ?? "Submission"}`}
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <Button variant="secondary" onPress={close}>
          Close
        </Button>
      )}
      showCloseButton={false}
    >
      <dl className="ops-facts ops-form-meta">
        <dt>Received</dt>
        <dd>{formatInstant(row.created_at, timeZone)}</dd>
        <dt>Status</dt>
        <dd>
          <Badge tone={FORM_STATUS_TONES[row.status]}>{FORM_STATUS_LABELS[row.status]}</Badge>
          {row.status_at ? (
            <span className="ops-muted"> since {formatInstant(row.status_at, timeZone)}</span>
          ) : null}
        </dd>
        {row.email ? (
          <>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${row.email}`}>{row.email}</a>
            </dd>
          </>
        ) : null}
        {row.customer_id ? (
          <>
            <dt>Customer account</dt>
            <dd>{row.customer_id}</dd>
          </>
        ) : null}
        {row.faq_form ? (
          <>
            <dt>Form</dt>
            <dd>
              {row.faq_form === "follow_up" ? "Follow-up question" : "Answer form"}
              {row.faq_answer_id ? ` (answer ${row.faq_answer_id})` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      <fieldset className="ops-form-status">
        <legend className="ops-form-status__label">Set the status</legend>
        <div className="ops-form-status__buttons">
          {FORM_STATUSES_BY_KIND[row.kind].map((status) => (
            <Button
              key={status}
              variant={status === row.status ? "primary" : "secondary"}
              aria-pressed={status === row.status}
              isDisabled={status === row.status || (pending !== null && pending !== status)}
              isPending={pending === status}
              onPress={() => choose(status)}
            >
              {FORM_STATUS_LABELS[status]}
            </Button>
          ))}
        </div>
      </fieldset>
      <h3 className="ops-form-fields__title">What was sent</h3>
      <FieldList fields={row.fields} />
    </Dialog>
  );
}
