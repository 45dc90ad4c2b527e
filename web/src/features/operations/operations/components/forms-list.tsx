import {
  FORM_STATUS_LABELS,
  FORM_STATUSES_BY_KIND,
  OPERATION_FORM_KIND_LABELS,
  type OperationFormKind,
  type OperationFormStatus,
} from "@shared/operations/form-status";
import type { OperationFormRow } from "@shared/operations/routes/operations-forms";
import { useState } from "react";
import { Badge } from "@/components/badge";
import { Button } from "@/components/button";
import { SelectField } from "@/components/select-field";
import { setFormStatus, useFormSubmissions } from "../api/forms";
import { formatInstant } from "../lib/format";
import { DataTable, type DataTableColumn } from "./data-table";
import { FormDetailDialog } from "./forms-detail-dialog";
import { FORM_STATUS_TONES, formSummary, markLabel, nextStatus } from "./forms-status";

const ALL = "all";

const who = (row: OperationFormRow) => row.name ?? row.email ?? "Anonymous";

/**
 * One kind's submissions, newest first, with a status filter; each row moves on with one tap
 * ("Mark prepared") or opens in full with every status to choose from.
 */
export function FormsList({
  siteId,
  kind,
  timeZone,
  onResult,
}: {
  siteId: string;
  kind: OperationFormKind;
  timeZone: string | undefined;
  onResult: (outcome: { ok: true; text: string } | { ok: false; error: unknown }) => void;
}) {
  const [status, setStatus] = useState<OperationFormStatus | null>(null);
  const [open, setOpen] = useState<OperationFormRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const list = useFormSubmissions(siteId, kind, status);
  const kindLabel = OPERATION_FORM_KIND_LABELS[kind];

  const change = async (row: OperationFormRow, next: OperationFormStatus): Promise<boolean> => {
    setBusy(row.submission_id);
    try {
      await setFormStatus({
        site_id: siteId,
        kind,
        submission_id: row.submission_id,
        status: next,
        expected_status: row.status,
      });
      onResult({ ok: true, text: `${who(row)}: ${FORM_STATUS_LABELS[next].toLowerCase()}.` });
      return true;
    } catch (error) {
      onResult({ ok: false, error });
      return false;
    } finally {
      setBusy(null);
      await list.reload();
    }
  };

  const columns: DataTableColumn<OperationFormRow>[] = [
    {
      id: "received",
      name: "Received",
      render: (row) => (
        <span className="ops-nowrap">{formatInstant(row.created_at, timeZone)}</span>
      ),
      sortValue: (row) => row.created_at,
    },
    {
      id: "name",
      name: "From",
      isRowHeader: true,
      render: (row) => who(row),
      sortValue: (row) => who(row),
    },
    {
      id: "email",
      name: "Email",
      render: (row) => row.email ?? "",
      // Hidden below 992 px (the dialog has it): at the tablet's width the table keeps its actions.
      className: "ops-forms__email",
    },
    {
      id: "summary",
      name: kind === "on_the_go" ? "Order" : kind === "feedback" ? "Comments" : "About",
      render: (row) => formSummary(row),
      className: "ops-forms__summary",
    },
    {
      id: "status",
      name: "Status",
      render: (row) => (
        <Badge tone={FORM_STATUS_TONES[row.status]}>{FORM_STATUS_LABELS[row.status]}</Badge>
      ),
      sortValue: (row) => FORM_STATUSES_BY_KIND[kind].indexOf(row.status),
    },
    {
      id: "actions",
      name: "Actions",
      render: (row) => {
        const next = nextStatus(row);
        return (
          <div className="ops-table__actions">
            {next ? (
              <Button
                size="sm"
                onPress={() => void change(row, next)}
                isPending={busy === row.submission_id}
                isDisabled={busy !== null && busy !== row.submission_id}
                aria-label={`${markLabel(next)}: ${who(row)}`}
              >
                {markLabel(next)}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="secondary"
              onPress={() => setOpen(row)}
              aria-label={`Details: ${who(row)}`}
            >
              Details
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <div className="ops-filters ops-forms__filters">
        <SelectField
          label="Status"
          options={[
            { id: ALL, label: "All statuses" },
            ...FORM_STATUSES_BY_KIND[kind].map((id) => ({ id, label: FORM_STATUS_LABELS[id] })),
          ]}
          value={status ?? ALL}
          onChange={(id) => setStatus(id && id !== ALL ? (id as OperationFormStatus) : null)}
        />
      </div>
      <DataTable
        caption={`${kindLabel} submissions`}
        summary={
          status
            ? `Newest first; only ${FORM_STATUS_LABELS[status].toLowerCase()}.`
            : "Newest first."
        }
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.submission_id}
        error={list.error}
        onRetry={() => void list.reload()}
        loadingText={`Loading ${kindLabel} submissions…`}
        emptyText={
          status
            ? `No ${kindLabel} submissions are ${FORM_STATUS_LABELS[status].toLowerCase()}.`
            : `No ${kindLabel} submissions yet.`
        }
        paging={{
          hasMore: list.hasMore,
          onLoadMore: list.loadMore,
          isLoadingMore: list.isLoadingMore,
          label: "Load more submissions",
        }}
      />
      {open ? (
        <FormDetailDialog
          row={open}
          timeZone={timeZone}
          onSetStatus={change}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
