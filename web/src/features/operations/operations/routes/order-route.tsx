import { ORDER_STATUS_LABELS } from "@shared/operations/order-status";
import type {
  OperationOrder,
  OperationOrderLine,
  OperationOrderRefund,
} from "@shared/operations/routes/operations-orders";
import { useState } from "react";
import { Link, useLocation, useParams } from "react-router-dom";
import { Badge } from "@/components/badge";
import { Button } from "@/components/button";
import { LoadingState } from "@/components/load-state";
import { Notice } from "@/components/notice";
import { useOrder } from "../api/orders";
import { DataTable, type DataTableColumn, failureText } from "../components/data-table";
import { FulfilDialog } from "../components/order-fulfil-dialog";
import { RefundDialog } from "../components/order-refund-dialog";
import { consolePath, useConsoleSession } from "../lib/console-session";
import { formatCents, formatInstant, ORDER_STATUS_TONES } from "../lib/format";

/**
 * `/operations/{site}/orders/{order}` (docs/operations/screens.md "Order"): what was bought
 * (lines, promo, tax, total), how it was paid, by whom, what was given back, whether the card
 * office credited it and which mails went out; Refund and Mark fulfilled when they apply.
 */
export function Component() {
  const { siteId = "", orderId = "" } = useParams();
  const location = useLocation();
  const session = useConsoleSession();
  const timeZone = session.sites.find((site) => site.id === siteId)?.time_zone;
  const { data, error, mutate } = useOrder(siteId, orderId);
  const [dialog, setDialog] = useState<"refund" | "fulfil" | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const back = `${consolePath(siteId, "orders")}${location.search}`;

  const updated = (order: OperationOrder, text: string) => {
    void mutate({ order }, { revalidate: false });
    setResult(text);
  };

  if (!data) {
    return (
      <>
        <Link className="ops-back" to={back}>
          Back to orders
        </Link>
        {error ? (
          <>
            <h1 className="ops-page-title">Order</h1>
            <p role="alert">{failureText(error)}</p>
          </>
        ) : (
          <LoadingState>Loading the order…</LoadingState>
        )}
      </>
    );
  }

  const { order } = data;
  return (
    <>
      <Link className="ops-back" to={back}>
        Back to orders
      </Link>
      <div className="ops-page-head">
        <h1>
          Order {order.no}{" "}
          <Badge tone={ORDER_STATUS_TONES[order.status] ?? "neutral"}>
            {ORDER_STATUS_LABELS[order.status]}
          </Badge>
        </h1>
        <div className="ops-page-head__actions">
          {order.can.refund ? (
            <Button variant="danger" onPress={() => setDialog("refund")}>
              {order.payment.refund_kind === "reversal" ? "Reverse" : "Refund"}
            </Button>
          ) : null}
          {order.can.fulfil ? (
            <Button onPress={() => setDialog("fulfil")}>Mark fulfilled</Button>
          ) : null}
        </div>
      </div>
      {result ? (
        <Notice tone="success" role="status" onDismiss={() => setResult(null)}>
          {result}
        </Notice>
      ) : null}
      {order.state === "awaiting_confirmation" ? (
        <Notice tone="warning" role="none">
          Held until the account owner confirms
          {order.confirm_by ? ` (by ${formatInstant(order.confirm_by, timeZone)})` : ""}; it cannot
          be fulfilled before.
        </Notice>
      ) : null}

      <div className="ops-grid">
        <section className="ops-panel" aria-labelledby="order-summary">
          <h2 id="order-summary">Summary</h2>
          <dl className="ops-facts">
            <dt>Placed</dt>
            <dd>{formatInstant(order.created_at, timeZone)}</dd>
            <dt>Subtotal</dt>
            <dd>{formatCents(order.subtotal_cents)}</dd>
            <dt>Discount</dt>
            <dd>
              {order.discount_cents ? `−${formatCents(order.discount_cents)}` : formatCents(0)}
            </dd>
            <dt>Promo codes</dt>
            <dd>{order.promo_codes.length ? order.promo_codes.join(", ") : "None"}</dd>
            <dt>Tax</dt>
            <dd>{formatCents(order.tax_cents)}</dd>
            <dt>Total</dt>
            <dd>
              <strong>{formatCents(order.total_cents)}</strong>
            </dd>
            <dt>{order.payment.refund_kind === "reversal" ? "Reversed" : "Refunded"}</dt>
            <dd>{formatCents(order.refunded_cents)}</dd>
          </dl>
        </section>
        <section className="ops-panel" aria-labelledby="order-buyer">
          <h2 id="order-buyer">Buyer</h2>
          <dl className="ops-facts">
            <dt>Name</dt>
            <dd>{order.buyer.name}</dd>
            <dt>Email</dt>
            <dd>{order.buyer.email}</dd>
            <dt>Student ID</dt>
            <dd>{order.buyer.student_id || "—"}</dd>
            <dt>Phone</dt>
            <dd>{order.buyer.phone || "—"}</dd>
            {order.buyer.is_parent && order.buyer.student ? (
              <>
                <dt>Bought for</dt>
                <dd>{Object.values(order.buyer.student).filter(Boolean).join(", ")}</dd>
              </>
            ) : null}
            <dt>Account</dt>
            <dd>{order.buyer.customer_id ? "Signed in" : "Guest checkout"}</dd>
          </dl>
        </section>
        <section className="ops-panel" aria-labelledby="order-payment">
          <h2 id="order-payment">Payment</h2>
          <dl className="ops-facts">
            <dt>Type</dt>
            <dd>{order.payment.type}</dd>
            {order.payment.card_last4 ? (
              <>
                <dt>Card</dt>
                <dd>
                  {order.payment.card_brand ?? "Card"} ending {order.payment.card_last4}
                </dd>
              </>
            ) : null}
            {order.payment.transaction_id ? (
              <>
                <dt>Transaction</dt>
                <dd>{order.payment.transaction_id}</dd>
              </>
            ) : null}
            <dt>Money back</dt>
            <dd>
              {order.payment.refund_kind === "reversal"
                ? "Reversed on the student's account by the card office"
                : "Refunded to the card through the payment provider"}
            </dd>
            {order.payment.disputed ? (
              <>
                <dt>Dispute</dt>
                <dd>The cardholder disputed this payment.</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className="ops-panel" aria-labelledby="order-fulfilment">
          <h2 id="order-fulfilment">Fulfilment</h2>
          {order.fulfilment ? (
            <dl className="ops-facts">
              <dt>Credited</dt>
              <dd>{formatInstant(order.fulfilment.fulfilled_at, timeZone)}</dd>
              <dt>By</dt>
              <dd>{order.fulfilment.staff_email}</dd>
              {order.fulfilment.note ? (
                <>
                  <dt>Note</dt>
                  <dd>{order.fulfilment.note}</dd>
                </>
              ) : null}
            </dl>
          ) : (
            <p>Not yet credited to the student's card system.</p>
          )}
        </section>
      </div>

      <LinesTable order={order} />
      <RefundsTable refunds={order.refunds} timeZone={timeZone} />
      <MailsTable order={order} timeZone={timeZone} />

      {dialog === "refund" ? (
        <RefundDialog
          order={order}
          siteId={siteId}
          onClose={() => setDialog(null)}
          onRefunded={(next, text) => updated(next, text)}
        />
      ) : null}
      {dialog === "fulfil" ? (
        <FulfilDialog
          order={order}
          siteId={siteId}
          onClose={() => setDialog(null)}
          onFulfilled={(next) => updated(next, `Order ${next.no} is marked fulfilled.`)}
        />
      ) : null}
    </>
  );
}

function LinesTable({ order }: { order: OperationOrder }) {
  const columns: DataTableColumn<OperationOrderLine>[] = [
    {
      id: "name",
      name: "Item",
      isRowHeader: true,
      render: (line) => (
        <>
          {line.name}
          <br />
          <span className="ops-muted">
            {line.type}
            {line.promo_code ? ` · promo ${line.promo_code}` : ""}
            {line.dining_dollars_cents !== null
              ? ` · ${formatCents(line.dining_dollars_cents)} dining dollars`
              : ""}
            {line.bonus_cents ? ` · ${formatCents(line.bonus_cents)} bonus` : ""}
          </span>
        </>
      ),
    },
    { id: "price", name: "Price", align: "end", render: (line) => formatCents(line.price_cents) },
    {
      id: "discount",
      name: "Discount",
      align: "end",
      hideOnSmall: true,
      render: (line) => (line.discount_cents ? `−${formatCents(line.discount_cents)}` : "—"),
    },
    {
      id: "tax",
      name: "Tax",
      align: "end",
      hideOnSmall: true,
      render: (line) => formatCents(line.tax_cents),
    },
    {
      id: "charged",
      name: "Charged",
      align: "end",
      render: (line) => formatCents(line.charged_cents),
    },
    {
      id: "refunded",
      name: order.payment.refund_kind === "reversal" ? "Reversed" : "Refunded",
      align: "end",
      render: (line) => (line.refunded_cents ? formatCents(line.refunded_cents) : "—"),
    },
  ];
  return (
    <DataTable
      caption="Lines"
      columns={columns}
      rows={order.lines}
      rowKey={(line) => line.id}
      emptyText="This order has no lines."
    />
  );
}

function RefundsTable({
  refunds,
  timeZone,
}: {
  refunds: OperationOrderRefund[];
  timeZone: string | undefined;
}) {
  const columns: DataTableColumn<OperationOrderRefund>[] = [
    {
      id: "when",
      name: "When",
      isRowHeader: true,
      render: (refund) => formatInstant(refund.created_at, timeZone),
    },
    {
      id: "kind",
      name: "Kind",
      render: (refund) => (refund.kind === "reversal" ? "Reversal" : "Card refund"),
    },
    {
      id: "amount",
      name: "Amount",
      align: "end",
      render: (refund) => formatCents(refund.amount_cents),
    },
    {
      id: "state",
      name: "State",
      render: (refund) =>
        refund.state === "failed" ? (
          <Badge tone="danger">Failed{refund.failure ? `: ${refund.failure}` : ""}</Badge>
        ) : refund.state === "pending" ? (
          <Badge tone="warning">Pending</Badge>
        ) : (
          <Badge tone="success">Done</Badge>
        ),
    },
    { id: "reason", name: "Reason", hideOnSmall: true, render: (refund) => refund.reason || "—" },
    { id: "by", name: "By", hideOnSmall: true, render: (refund) => refund.staff_email },
  ];
  return (
    <DataTable
      caption="Refunds and reversals"
      columns={columns}
      rows={refunds}
      rowKey={(refund) => refund.id}
      emptyText="Nothing has been given back."
    />
  );
}

function MailsTable({ order, timeZone }: { order: OperationOrder; timeZone: string | undefined }) {
  type Mail = OperationOrder["mails"][number];
  const columns: DataTableColumn<Mail & { key: string }>[] = [
    { id: "subject", name: "Subject", isRowHeader: true, render: (mail) => mail.subject },
    { id: "to", name: "To", hideOnSmall: true, render: (mail) => mail.to.join(", ") },
    {
      id: "state",
      name: "State",
      render: (mail) =>
        mail.state === "sent" ? "Sent" : mail.state === "pending" ? "Waiting to send" : "Not sent",
    },
    {
      id: "when",
      name: "When",
      render: (mail) => formatInstant(mail.sent_at ?? mail.created_at, timeZone),
    },
  ];
  return (
    <DataTable
      caption="Mails sent"
      columns={columns}
      rows={order.mails.map((mail, index) => ({ ...mail, key: `${mail.kind}-${index}` }))}
      rowKey={(mail) => mail.key}
      emptyText="No mails for this order."
    />
  );
}
