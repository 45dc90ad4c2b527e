import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import {
  Cell,
  Column,
  Row,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from "react-aria-components/Table";
import { useNavigate } from "react-router-dom";
import { Button } from "@/components/button";
import { cx } from "@/components/class-names";
import { Icon } from "@/components/icon";
import { SOMETHING_WENT_WRONG } from "@/components/load-state";
import { ApiError } from "@/lib/api-client";

export type { SortDescriptor };

export interface DataTableColumn<T> {
  id: string;
  /** The header text (also the column's accessible name). */
  name: string;
  render: (row: T) => ReactNode;
  /** The column that names each row for screen readers (exactly one column should say so). */
  isRowHeader?: boolean;
  /**
   * Makes the column sortable. Without `sort`/`onSortChange` on the table the loaded rows are
   * sorted here by this value; with them the caller sorts (e.g. on the server).
   */
  sortValue?: (row: T) => string | number | null | undefined;
  /** Numbers and money line up on the end edge. */
  align?: "start" | "end";
  /** Hidden from 767 px down (a secondary column the phone layout can spare). */
  hideOnSmall?: boolean;
  className?: string;
}

export interface DataTablePaging {
  /** Whether the API answered a cursor for another page. */
  hasMore: boolean;
  onLoadMore: () => void;
  isLoadingMore?: boolean;
  /** "Load more orders"; the default is "Load more". */
  label?: string;
}

export interface DataTableProps<T> {
  /** Shown above the table and naming it (aria-labelledby). */
  caption: ReactNode;
  /** Keeps the caption for screen readers only (a page whose heading already says it). */
  captionHidden?: boolean;
  /** A line under the caption (filters in force, totals), read as the table's description. */
  summary?: ReactNode;
  columns: readonly DataTableColumn<T>[];
  /** The loaded rows; undefined while the first page loads. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /**
   * Makes each row open a page: a click, or Enter on the focused row, navigates there (a row
   * action through the router; react-aria's own row links would need its RouterProvider, whose
   * only import path is the package root, which bundles the whole library).
   */
  rowHref?: (row: T) => string;
  /** The row's accessible label for its link/action (defaults to the row header's text). */
  rowLabel?: (row: T) => string;
  /** A failed load (SWR's `error`): its message is shown in the table's body. */
  error?: unknown;
  /** Offers "Try again" on a failed load. */
  onRetry?: () => void;
  loadingText?: ReactNode;
  emptyText: ReactNode;
  /** Controlled sorting (server-side); leave out to sort the loaded rows by `sortValue`. */
  sort?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
  /** The initial client-side sort. */
  defaultSort?: SortDescriptor;
  paging?: DataTablePaging;
  className?: string;
}

/** An API failure's own message (a 4xx says what is wrong), else the generic text. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError && error.isClientError && error.msg) return error.msg;
  return SOMETHING_WENT_WRONG;
}

function compare(a: string | number | null | undefined, b: string | number | null | undefined) {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "en", { numeric: true, sensitivity: "base" });
}

/**
 * The console's table (react-aria Table, a grid): arrow keys move between cells and rows,
 * sortable headers are buttons announced with aria-sort, a row may open a page, and cells may
 * hold links and buttons of their own (row actions). Its loading, empty and failed states are
 * rendered in the body under the headers, so the page does not jump when data arrives; a
 * "Load more" button under it follows the API's cursor.
 */
export function DataTable<T>({
  caption,
  captionHidden = false,
  summary,
  columns,
  rows,
  rowKey,
  rowHref,
  rowLabel,
  error,
  onRetry,
  loadingText = "Loading…",
  emptyText,
  sort,
  onSortChange,
  defaultSort,
  paging,
  className,
}: DataTableProps<T>) {
  const navigate = useNavigate();
  const captionId = useId();
  const summaryId = useId();
  const [localSort, setLocalSort] = useState<SortDescriptor | undefined>(defaultSort);
  const controlled = onSortChange !== undefined;
  const activeSort = controlled ? sort : localSort;

  const sorted = useMemo(() => {
    if (!rows) return [];
    if (controlled || !activeSort) return rows;
    const column = columns.find((c) => c.id === activeSort.column);
    const value = column?.sortValue;
    if (!value) return rows;
    const direction = activeSort.direction === "descending" ? -1 : 1;
    return [...rows].sort((a, b) => direction * compare(value(a), value(b)));
  }, [rows, columns, activeSort, controlled]);

  const loading = rows === undefined && !error;
  const failed = Boolean(error) && rows === undefined;

  return (
    <div className={cx("ops-table", className)}>
      <div className={cx("ops-table__caption", captionHidden && "visually-hidden")}>
        <h2 id={captionId} className="ops-table__title">
          {caption}
        </h2>
        {summary ? (
          <p id={summaryId} className="ops-table__summary">
            {summary}
          </p>
        ) : null}
      </div>
      <div className="ops-table__scroll">
        <Table
          aria-labelledby={captionId}
          aria-describedby={summary ? summaryId : undefined}
          aria-busy={loading || paging?.isLoadingMore || undefined}
          sortDescriptor={activeSort}
          onSortChange={(next) => (controlled ? onSortChange(next) : setLocalSort(next))}
          className="ops-table__table"
        >
          <TableHeader columns={columns}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader}
                allowsSorting={Boolean(column.sortValue)}
                className={cx(
                  "ops-table__th",
                  column.align === "end" && "ops-table__cell--end",
                  column.hideOnSmall && "ops-table__cell--wide",
                  column.className,
                )}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className="ops-table__th-inner">
                    {column.name}
                    {allowsSorting ? (
                      <Icon
                        icon={
                          sortDirection === "ascending"
                            ? ArrowUp
                            : sortDirection === "descending"
                              ? ArrowDown
                              : ChevronsUpDown
                        }
                        size={14}
                        className="ops-table__sort"
                      />
                    ) : null}
                  </span>
                )}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={sorted.map((row) => ({ id: rowKey(row), row }))}
            dependencies={[columns]}
            renderEmptyState={() => (
              <div
                className={cx("ops-table__state", failed && "ops-table__state--failed")}
                role={failed ? "alert" : loading ? "status" : undefined}
              >
                {failed ? (
                  <>
                    <span>{failureText(error)}</span>
                    {onRetry ? (
                      <Button size="sm" variant="secondary" onPress={onRetry}>
                        Try again
                      </Button>
                    ) : null}
                  </>
                ) : loading ? (
                  loadingText
                ) : (
                  emptyText
                )}
              </div>
            )}
          >
            {(item) => (
              <Row
                id={item.id}
                columns={columns}
                onAction={rowHref ? () => navigate(rowHref(item.row)) : undefined}
                textValue={rowLabel?.(item.row)}
                className={cx("ops-table__row", rowHref && "ops-table__row--link")}
              >
                {(column) => (
                  <Cell
                    className={cx(
                      "ops-table__td",
                      column.align === "end" && "ops-table__cell--end",
                      column.hideOnSmall && "ops-table__cell--wide",
                      column.className,
                    )}
                  >
                    {column.render(item.row)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      {error && rows !== undefined ? (
        <p className="ops-table__more-error" role="alert">
          {failureText(error)}
        </p>
      ) : null}
      {paging?.hasMore && rows !== undefined ? (
        <div className="ops-table__paging">
          <Button
            variant="secondary"
            onPress={paging.onLoadMore}
            isPending={paging.isLoadingMore}
            pendingLabel="Loading…"
          >
            {paging.label ?? "Load more"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
