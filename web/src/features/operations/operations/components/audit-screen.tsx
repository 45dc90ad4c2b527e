import type { AuditEntryView } from "@shared/operations/routes/operations-audit";
import { OPERATIONS_TENANT } from "@shared/platform/roles";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Button } from "@/components/button";
import { Dialog } from "@/components/dialog";
import { SelectField } from "@/components/select-field";
import { useAuditLog } from "../api/audit";
import { useConsoleSession } from "../lib/console-session";
import { formatInstant } from "../lib/format";
import { ALL_ACTIONS, AUDIT_FILTER_OPTIONS, actionLabel } from "./audit-actions";
import { AuditDiff } from "./audit-diff";
import { AUDIT_CSS } from "./audit-styles";
import { ScreenStyles } from "./console-styles";
import { DataTable, type DataTableColumn } from "./data-table";

const COMPANY = "company";

/** `reservation:abc/def` → "Reservation abc/def"; the code stays readable for the rest. */
function targetText(target: string): string {
  const at = target.indexOf(":");
  if (at <= 0) return target;
  const kind = target.slice(0, at).replace(/_/g, " ");
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${target.slice(at + 1)}`;
}

/**
 * The audit log (docs/operations/screens-2.md): every staff action newest first, in campus
 * time, filtered by action or area (?action=…), each entry's before and after in a dialog.
 * The company admin also reads the company's own log (staff accounts).
 */
export function AuditScreen({ siteId }: { siteId: string }) {
  const session = useConsoleSession();
  const site = session.sites.find((candidate) => candidate.id === siteId);
  const timeZone = site?.time_zone;
  const [params, setParams] = useSearchParams();
  const action = params.get("action") || null;
  const isAdmin = session.staff.role === "admin";
  const company = isAdmin && params.get("log") === COMPANY;
  const log = useAuditLog(company ? OPERATIONS_TENANT : siteId, action);
  const [open, setOpen] = useState<AuditEntryView | null>(null);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const columns: DataTableColumn<AuditEntryView>[] = [
    {
      id: "at",
      name: "When",
      render: (entry) => <span className="ops-nowrap">{formatInstant(entry.at, timeZone)}</span>,
      sortValue: (entry) => entry.at,
    },
    {
      id: "who",
      name: "Who",
      render: (entry) => <span className="ops-audit__who">{entry.staff_email}</span>,
      sortValue: (entry) => entry.staff_email,
    },
    {
      id: "action",
      name: "Action",
      isRowHeader: true,
      render: (entry) => (
        <span className="ops-audit__action">
          {actionLabel(entry.action)}
          <code className="ops-audit__code">{entry.action}</code>
        </span>
      ),
      sortValue: (entry) => entry.action,
    },
    {
      id: "target",
      name: "Target",
      render: (entry) => <span className="ops-audit__target">{targetText(entry.target)}</span>,
      // Hidden below 992 px (the dialog has it), so the tablet's table keeps its button.
      className: "ops-audit__target-column",
    },
    {
      id: "changes",
      name: "Before and after",
      render: (entry) => (
        <Button
          size="sm"
          variant="secondary"
          onPress={() => setOpen(entry)}
          aria-label={`Show changes: ${actionLabel(entry.action)}, ${formatInstant(entry.at, timeZone)}`}
        >
          Show changes
        </Button>
      ),
    },
  ];

  const scope = company ? "the company (staff accounts)" : (site?.name ?? "this campus");
  return (
    <div className="ops-audit">
      <ScreenStyles id="audit" css={AUDIT_CSS} />
      <h1 className="ops-page-title">Audit log</h1>
      <div className="ops-filters">
        {isAdmin ? (
          <SelectField
            label="Log"
            options={[
              { id: "campus", label: site?.name ?? "This campus" },
              { id: COMPANY, label: "Company (staff accounts)" },
            ]}
            value={company ? COMPANY : "campus"}
            onChange={(id) => setParam("log", id === COMPANY ? COMPANY : null)}
          />
        ) : null}
        <SelectField
          label="Action"
          options={AUDIT_FILTER_OPTIONS}
          value={action ?? ALL_ACTIONS}
          onChange={(id) => setParam("action", id && id !== ALL_ACTIONS ? id : null)}
        />
      </div>
      <DataTable
        caption="Staff actions"
        summary={`Newest first, ${scope}${action ? `, ${actionLabel(action)}` : ""}. Times are campus time${timeZone ? ` (${timeZone})` : ""}.`}
        columns={columns}
        rows={log.rows}
        rowKey={(entry) => entry.id}
        rowLabel={(entry) => `${actionLabel(entry.action)}, ${formatInstant(entry.at, timeZone)}`}
        error={log.error}
        onRetry={() => void log.reload()}
        loadingText="Loading the audit log…"
        emptyText={action ? "No staff action of this kind yet." : "No staff action recorded yet."}
        paging={{
          hasMore: log.hasMore,
          onLoadMore: log.loadMore,
          isLoadingMore: log.isLoadingMore,
          label: "Load older entries",
        }}
      />
      {open ? (
        <Dialog
          title={actionLabel(open.action)}
          size="lg"
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpen(null);
          }}
        >
          <dl className="ops-facts ops-audit__facts">
            <dt>When</dt>
            <dd>{formatInstant(open.at, timeZone)}</dd>
            <dt>Who</dt>
            <dd>{open.staff_email}</dd>
            <dt>Action</dt>
            <dd>
              <code>{open.action}</code>
            </dd>
            <dt>Target</dt>
            <dd>
              <code>{open.target}</code>
            </dd>
          </dl>
          <AuditDiff before={open.before} after={open.after} timeZone={timeZone} />
        </Dialog>
      ) : null}
    </div>
  );
}
