import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "@shared/operations/order-status";
import type { OperationOrderRow } from "@shared/operations/routes/operations-orders";
import { campusDate } from "@shared/platform/time/campus-clock";
import { addDays, daysBetween } from "@shared/platform/time/ymd";
import { PAYMENT_TYPES } from "@shared/purchase/schemas/meal-plan";
import { type FormEvent, useState } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { Badge } from "@/components/badge";
import { Button } from "@/components/button";
import { SelectField } from "@/components/select-field";
import { TextField } from "@/components/text-field";
import { useOrderList } from "../api/orders";
import { DataTable, type DataTableColumn } from "../components/data-table";
import { YmdField } from "../components/date-field";
import { OrdersExportButton } from "../components/orders-export-button";
import { consolePath, useConsoleSession } from "../lib/console-session";
import { formatCents, formatInstant, ORDER_STATUS_TONES } from "../lib/format";

/** The list opens on the last 7 campus days, today included. */
const DEFAULT_DAYS = 7;
const MAX_RANGE_DAYS = 366;

export interface OrderFilters {
  from: string;
  to: string;
  status: string;
  payment_type: string;
  q: string;
}

const isYmd = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

function filtersOf(search: URLSearchParams, today: string): OrderFilters {
  const from = search.get("from");
  const to = search.get("to");
  return {
    from: isYmd(from) ? from : addDays(today, -(DEFAULT_DAYS - 1)),
    to: isYmd(to) ? to : today,
    status: search.get("status") ?? "",
    payment_type: search.get("payment_type") ?? "",
    q: search.get("q") ?? "",
  };
}

function rangeError(filters: OrderFilters): string | undefined {
  if (!filters.from || !filters.to) return "Enter both dates.";
  const span = daysBetween(filters.from, filters.to);
  if (span < 0) return "The range must end on or after its start.";
  if (span >= MAX_RANGE_DAYS) return `Choose a range of at most ${MAX_RANGE_DAYS} days.`;
  return undefined;
}

const STATUS_OPTIONS = [
  { id: "any", label: "Any status" },
  ...ORDER_STATUSES.map((status) => ({ id: status, label: ORDER_STATUS_LABELS[status] })),
];
const PAYMENT_OPTIONS = [
  { id: "any", label: "Any payment" },
  ...PAYMENT_TYPES.map((type) => ({ id: type, label: type })),
];

/**
 * `/operations/{site}/orders` (docs/operations/screens.md "Orders"): the campus's orders in a
 * range of campus dates (the last 7 days at first), filtered by status and payment type,
 * searched by order number, email or student id; a row opens the order. The filters live in
 * the address, so the detail's "Back to orders" and a shared link show the same list.
 */
export function Component() {
  const { siteId = "" } = useParams();
  const session = useConsoleSession();
  const site = session.sites.find((candidate) => candidate.id === siteId);
  const timeZone = site?.time_zone ?? "UTC";
  const [today] = useState(() => campusDate(new Date(), timeZone));
  const [search, setSearch] = useSearchParams();
  const applied = filtersOf(search, today);
  const [draft, setDraft] = useState<OrderFilters>(applied);
  const draftError = rangeError(draft);

  const list = useOrderList(
    rangeError(applied)
      ? null
      : {
          site_id: siteId,
          from: applied.from,
          to: applied.to,
          ...(applied.status ? { status: applied.status as OperationOrderRow["status"] } : {}),
          ...(applied.payment_type
            ? { payment_type: applied.payment_type as OperationOrderRow["payment_type"] }
            : {}),
          ...(applied.q.trim() ? { q: applied.q.trim() } : {}),
        },
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draftError) return;
    const next = new URLSearchParams();
    next.set("from", draft.from);
    next.set("to", draft.to);
    if (draft.status) next.set("status", draft.status);
    if (draft.payment_type) next.set("payment_type", draft.payment_type);
    if (draft.q.trim()) next.set("q", draft.q.trim());
    setSearch(next, { replace: true });
  };

  const columns: DataTableColumn<OperationOrderRow>[] = [
    {
      id: "no",
      name: "Order",
      isRowHeader: true,
      sortValue: (row) => row.no,
      render: (row) => <span className="ops-nowrap">{row.no}</span>,
    },
    {
      id: "date",
      name: "Date",
      sortValue: (row) => row.created_at,
      render: (row) => (
        <span className="ops-nowrap">{formatInstant(row.created_at, timeZone)}</span>
      ),
    },
    {
      id: "buyer",
      name: "Buyer",
      sortValue: (row) => row.buyer_name,
      render: (row) => (
        <>
          {row.buyer_name}
          <br />
          <span className="ops-muted">{row.email}</span>
        </>
      ),
    },
    {
      id: "student",
      name: "Student ID",
      sortValue: (row) => row.student_id,
      hideOnSmall: true,
      render: (row) => row.student_id,
    },
    {
      id: "payment",
      name: "Payment",
      sortValue: (row) => row.payment_type,
      hideOnSmall: true,
      render: (row) => row.payment_type,
    },
    {
      id: "total",
      name: "Total",
      align: "end",
      sortValue: (row) => row.total_cents,
      render: (row) => formatCents(row.total_cents),
    },
    {
      id: "status",
      name: "Status",
      sortValue: (row) => ORDER_STATUS_LABELS[row.status],
      render: (row) => (
        <Badge tone={ORDER_STATUS_TONES[row.status] ?? "neutral"}>
          {ORDER_STATUS_LABELS[row.status]}
        </Badge>
      ),
    },
  ];

  const query = search.toString();
  return (
    <>
      <div className="ops-page-head">
        <h1>Orders</h1>
        <div className="ops-page-head__actions">
          <OrdersExportButton
            siteId={siteId}
            from={applied.from}
            to={applied.to}
            paymentType={applied.payment_type}
            disabled={Boolean(rangeError(applied))}
          />
        </div>
      </div>
      <form className="ops-filters" onSubmit={apply} aria-label="Filter orders" noValidate>
        <TextField
          className="ops-filters__search"
          label="Search"
          type="search"
          description="Order number, email or student id"
          value={draft.q}
          onChange={(q) => setDraft({ ...draft, q })}
        />
        <YmdField
          label="From"
          value={draft.from}
          onChange={(from) => setDraft({ ...draft, from })}
        />
        <YmdField
          label="To"
          value={draft.to}
          onChange={(to) => setDraft({ ...draft, to })}
          errorMessage={draftError}
        />
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={draft.status || "any"}
          onChange={(status) => setDraft({ ...draft, status: status === "any" ? "" : status })}
        />
        <SelectField
          label="Payment type"
          options={PAYMENT_OPTIONS}
          value={draft.payment_type || "any"}
          onChange={(type) => setDraft({ ...draft, payment_type: type === "any" ? "" : type })}
        />
        <div className="ops-filters__actions">
          <Button type="submit">Show orders</Button>
        </div>
      </form>
      <DataTable
        caption={`Orders ${applied.from === applied.to ? `on ${applied.from}` : `from ${applied.from} to ${applied.to}`}`}
        summary={
          [
            applied.status
              ? ORDER_STATUS_LABELS[applied.status as OperationOrderRow["status"]]
              : "",
            applied.payment_type,
            applied.q ? `matching “${applied.q}”` : "",
          ]
            .filter(Boolean)
            .join(" · ") || undefined
        }
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.id}
        rowHref={(row) => `${consolePath(siteId, "orders", row.id)}${query ? `?${query}` : ""}`}
        rowLabel={(row) => `Order ${row.no}`}
        error={list.error}
        onRetry={() => void list.reload()}
        loadingText="Loading orders…"
        emptyText="No orders match these filters."
        paging={{
          hasMore: list.hasMore,
          onLoadMore: list.loadMore,
          isLoadingMore: list.isLoadingMore,
          label: "Load more orders",
        }}
      />
    </>
  );
}
