import type { OperationSubscription } from "@shared/operations/routes/operations-subscriptions";
import {
  OPERATION_SUBSCRIPTION_STATUSES,
  type OperationSubscriptionStatus,
} from "@shared/operations/subscription-status";
import { useState } from "react";
import type { Key } from "react-aria-components/Tabs";
import { useParams, useSearchParams } from "react-router-dom";
import { Badge } from "@/components/badge";
import { Button } from "@/components/button";
import { Notice } from "@/components/notice";
import { Tab, TabList, TabPanel, Tabs } from "@/components/tabs";
import type { Message } from "@/components/toast";
import { useSubscriptionList } from "../api/subscriptions";
import { DataTable, type DataTableColumn } from "../components/data-table";
import {
  type SubscriptionAction,
  SubscriptionActionDialog,
} from "../components/subscription-action-dialog";
import { useConsoleSession } from "../lib/console-session";
import {
  formatCents,
  formatYmd,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUS_TONES,
} from "../lib/format";

const isStatus = (value: string | null): value is OperationSubscriptionStatus =>
  (OPERATION_SUBSCRIPTION_STATUSES as readonly string[]).includes(value ?? "");

/**
 * `/operations/{site}/subscriptions` (docs/operations/screens.md "Subscriptions"): a tab per
 * status; a past-due period can be charged again, and any running subscription cancelled on
 * the customer's behalf (the customer is mailed).
 */
export function Component() {
  const { siteId = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const requested = search.get("status");
  const status: OperationSubscriptionStatus = isStatus(requested) ? requested : "active";
  const [message, setMessage] = useState<Message | null>(null);
  return (
    <>
      <div className="ops-page-head">
        <h1>Subscriptions</h1>
      </div>
      {message ? (
        <Notice
          tone={message.tone}
          role={message.tone === "success" ? "status" : "alert"}
          onDismiss={() => setMessage(null)}
        >
          {message.text}
        </Notice>
      ) : null}
      <Tabs
        selectedKey={status}
        onSelectionChange={(key: Key) => {
          setMessage(null);
          setSearch(new URLSearchParams({ status: String(key) }), { replace: true });
        }}
      >
        <TabList aria-label="Subscription status">
          {OPERATION_SUBSCRIPTION_STATUSES.map((value) => (
            <Tab key={value} id={value}>
              {SUBSCRIPTION_STATUS_LABELS[value]}
            </Tab>
          ))}
        </TabList>
        {OPERATION_SUBSCRIPTION_STATUSES.map((value) => (
          <TabPanel key={value} id={value}>
            <SubscriptionList siteId={siteId} status={value} onMessage={setMessage} />
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}

function SubscriptionList({
  siteId,
  status,
  onMessage,
}: {
  siteId: string;
  status: OperationSubscriptionStatus;
  onMessage: (message: Message) => void;
}) {
  const session = useConsoleSession();
  const site = session.sites.find((candidate) => candidate.id === siteId);
  const list = useSubscriptionList(siteId, status);
  const [action, setAction] = useState<{
    kind: SubscriptionAction;
    subscription: OperationSubscription;
  } | null>(null);

  const columns: DataTableColumn<OperationSubscription>[] = [
    {
      id: "customer",
      name: "Customer",
      isRowHeader: true,
      sortValue: (row) => row.customer_name ?? "",
      render: (row) => (
        <>
          {row.customer_name ?? "Account closed"}
          {row.customer_email ? (
            <>
              <br />
              <span className="ops-muted">{row.customer_email}</span>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: "plan",
      name: "Plan",
      sortValue: (row) => row.plan_name,
      render: (row) => (
        <>
          {row.plan_name}
          <br />
          <span className="ops-muted">
            {row.frequency === "weekly" ? "Weekly" : "Monthly"}, {formatYmd(row.start)} –{" "}
            {formatYmd(row.end)}
          </span>
        </>
      ),
    },
    {
      id: "amount",
      name: "Amount",
      align: "end",
      sortValue: (row) => row.amount_cents,
      render: (row) => formatCents(row.amount_cents),
    },
    {
      id: "next",
      name: "Next bill",
      hideOnSmall: true,
      sortValue: (row) => row.next_bill_day ?? "",
      render: (row) => (row.next_bill_day ? formatYmd(row.next_bill_day) : "—"),
    },
    {
      id: "last",
      name: "Last payment",
      hideOnSmall: true,
      sortValue: (row) => row.last_payment?.period ?? "",
      render: (row) =>
        row.last_payment ? (
          <>
            {row.last_payment.result} {formatCents(row.last_payment.amt)}
            <br />
            <span className="ops-muted">
              for {formatYmd(row.last_payment.period)}
              {row.last_payment.attempts > 1 ? `, ${row.last_payment.attempts} tries` : ""}
            </span>
          </>
        ) : (
          "—"
        ),
    },
    {
      id: "status",
      name: "Status",
      render: (row) => (
        <Badge tone={SUBSCRIPTION_STATUS_TONES[row.status]}>
          {SUBSCRIPTION_STATUS_LABELS[row.status]}
        </Badge>
      ),
    },
    {
      id: "actions",
      name: "Actions",
      render: (row) =>
        row.can_retry || row.can_cancel ? (
          <div className="ops-table__actions">
            {row.can_retry ? (
              <Button
                size="sm"
                onPress={() => setAction({ kind: "retry", subscription: row })}
                aria-label={`Retry payment for ${row.customer_name ?? row.plan_name}`}
              >
                Retry payment
              </Button>
            ) : null}
            {row.can_cancel ? (
              <Button
                size="sm"
                variant="secondary"
                onPress={() => setAction({ kind: "cancel", subscription: row })}
                aria-label={`Cancel ${row.plan_name} for ${row.customer_name ?? "the customer"}`}
              >
                Cancel
              </Button>
            ) : null}
          </div>
        ) : (
          <span className="ops-muted">None</span>
        ),
    },
  ];

  return (
    <>
      <DataTable
        caption={`${SUBSCRIPTION_STATUS_LABELS[status]} subscriptions`}
        captionHidden
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.id}
        error={list.error}
        onRetry={() => void list.reload()}
        loadingText="Loading subscriptions…"
        emptyText={`No ${SUBSCRIPTION_STATUS_LABELS[status].toLowerCase()} subscriptions${site ? ` at ${site.name}` : ""}.`}
        paging={{
          hasMore: list.hasMore,
          onLoadMore: list.loadMore,
          isLoadingMore: list.isLoadingMore,
          label: "Load more subscriptions",
        }}
      />
      {action ? (
        <SubscriptionActionDialog
          kind={action.kind}
          subscription={action.subscription}
          siteId={siteId}
          onClose={() => setAction(null)}
          onDone={(message) => {
            onMessage(message);
            void list.reload();
          }}
        />
      ) : null}
    </>
  );
}
