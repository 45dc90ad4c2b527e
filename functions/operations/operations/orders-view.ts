import type { ExportOrder } from "../../../shared/operations/order-export";
import { lineCharged, refundKindOf, refundLedger } from "../../../shared/operations/order-refunds";
import type { SearchableOrder } from "../../../shared/operations/order-search";
import { type OrderStatus, orderStatus } from "../../../shared/operations/order-status";
import type {
  OperationOrder,
  OperationOrderRefund,
  OperationOrderRow,
} from "../../../shared/operations/routes/operations-orders";
import type { MailIntent } from "../../../shared/platform/entities/mail-intent";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import type { Order } from "../../../shared/purchase/entities/order";
import type { OrderRefund } from "../../../shared/purchase/entities/order-refund";
import type { OrderSnapshot, StoredOrder } from "./orders-store";

// How stored orders read in the console: the list's rows, the detail, the export's input.

const text = (value: unknown): string => (typeof value === "string" ? value : "");

export function buyerOf(order: Order) {
  const buyer = order.buyer as Record<string, unknown>;
  const student =
    buyer.student && typeof buyer.student === "object"
      ? Object.fromEntries(
          Object.entries(buyer.student as Record<string, unknown>).map(([k, v]) => [k, text(v)]),
        )
      : null;
  const first_name = text(buyer.first_name);
  const last_name = text(buyer.last_name);
  return {
    name: [first_name, last_name].filter(Boolean).join(" "),
    first_name,
    last_name,
    email: order.email,
    student_id: text(buyer.student_id),
    phone: text(buyer.phone),
    is_parent: buyer.is_parent === true,
    student,
    customer_id: order.customer_id,
  };
}

/** Nothing left to credit: every charged cent came back. */
export const fullyGivenBack = (total: number, refunded: number) => total > 0 && refunded >= total;

/** The order's status from its facts (shared/operations/order-status.ts). */
export function statusOf(stored: StoredOrder, refunds: readonly OrderRefund[] = []): OrderStatus {
  const { order } = stored;
  return orderStatus({
    state: order.state,
    total: order.total,
    refunded: refundLedger(order, refunds).refunded,
    card: refundKindOf(order.payment_type) === "refund",
    fulfilled: stored.console.fulfilled_at !== null,
  });
}

export function searchableOf(order: Order): SearchableOrder {
  const buyer = buyerOf(order);
  const other = buyer.student?.student_id;
  return {
    id: order.id,
    no: order.no,
    email: order.email,
    student_id: buyer.student_id,
    ...(other ? { other_student_ids: [other] } : {}),
  };
}

export function orderRow(stored: StoredOrder, timeZone: string): OperationOrderRow {
  const { order } = stored;
  const buyer = buyerOf(order);
  return {
    id: order.id,
    no: order.no,
    created_at: order.created_at,
    date: campusDate(new Date(order.created_at), timeZone),
    buyer_name: buyer.name,
    email: order.email,
    student_id: buyer.student_id,
    total_cents: order.total,
    payment_type: order.payment_type,
    status: statusOf(stored),
    refunded_cents: refundLedger(order, []).refunded,
  };
}

export const refundView = (refund: OrderRefund): OperationOrderRefund => ({
  id: refund.id,
  kind: refund.kind,
  state: refund.state,
  amount_cents: refund.amount_cents,
  lines: refund.lines,
  reason: refund.reason,
  staff_email: refund.staff_email,
  created_at: refund.created_at,
  gateway_refund_id: refund.gateway_refund_id,
  failure: refund.failure,
});

export function orderDetail(
  snapshot: OrderSnapshot,
  mails: readonly MailIntent[],
  timeZone: string,
): OperationOrder {
  const { order, console: facts, refunds } = snapshot;
  const ledger = refundLedger(order, refunds);
  const status = statusOf(snapshot, refunds);
  const kind = refundKindOf(order.payment_type);
  const placed = order.state === "placed";
  const refundable =
    placed &&
    ledger.left > 0 &&
    !order.disputed &&
    (kind === "reversal" || order.transaction_id !== null);
  const lineLeft = new Map(ledger.lines.map((line) => [line.id, line]));
  const promoCodes = [
    ...new Set(order.items.map((item) => item.promo_code).filter((code): code is string => !!code)),
  ];
  return {
    id: order.id,
    no: order.no,
    site_id: order.site_id,
    created_at: order.created_at,
    date: campusDate(new Date(order.created_at), timeZone),
    status,
    state: order.state,
    confirm_by: order.confirm_by,
    confirmed_at: order.confirmed_at,
    buyer: buyerOf(order),
    lines: order.items.map((item) => ({
      id: item.id,
      type: item.type,
      name: item.name,
      desc: item.desc,
      price_cents: item.price,
      discount_cents: item.discount,
      tax_cents: item.tax,
      charged_cents: lineCharged(item),
      dining_dollars_cents:
        item.type === "Declining balance"
          ? item.price
          : item.type === "Create your plan"
            ? (item.dbValue ?? 0)
            : null,
      bonus_cents: item.bonus + item.promoBonus + (item.dbBonus ?? 0),
      promo_code: item.promo_code,
      subscription: item.subscription || item.type === "Coffee subscription",
      refunded_cents: lineLeft.get(item.id)?.claimed ?? 0,
      refundable_cents: refundable ? (lineLeft.get(item.id)?.left ?? 0) : 0,
    })),
    promo_codes: promoCodes,
    subtotal_cents: order.subtotal,
    discount_cents: order.discount,
    tax_cents: order.tax,
    total_cents: order.total,
    refunded_cents: ledger.refunded,
    refundable_cents: refundable ? ledger.left : 0,
    payment: {
      type: order.payment_type,
      card_brand: order.card_brand,
      card_last4: order.card_last4,
      transaction_id: order.transaction_id,
      refund_kind: kind,
      disputed: order.disputed === true,
    },
    refunds: refunds.map(refundView),
    fulfilment: facts.fulfilled_at
      ? {
          fulfilled_at: facts.fulfilled_at,
          staff_email: facts.fulfilment?.staff_email ?? "",
          note: facts.fulfilment?.note ?? "",
        }
      : null,
    mails: mails
      .map((mail) => ({
        kind: mail.kind,
        subject: mail.subject,
        to: mail.to,
        state: mail.state,
        created_at: mail.created_at,
        sent_at: mail.sent_at ?? null,
      }))
      .sort((a, b) => a.created_at.localeCompare(b.created_at)),
    can: {
      refund: refundable,
      fulfil:
        placed && facts.fulfilled_at === null && !fullyGivenBack(order.total, ledger.refunded),
    },
  };
}

export function exportOrderOf(
  stored: StoredOrder,
  refunds: readonly OrderRefund[],
  timeZone: string,
): ExportOrder {
  const { order } = stored;
  const buyer = buyerOf(order);
  return {
    id: order.id,
    no: order.no,
    created_at: order.created_at,
    date: campusDate(new Date(order.created_at), timeZone),
    status: statusOf(stored, refunds),
    fulfilled_at: stored.console.fulfilled_at,
    payment_type: order.payment_type,
    email: order.email,
    buyer: {
      first_name: buyer.first_name,
      last_name: buyer.last_name,
      student_id: buyer.student_id,
      student: buyer.student,
    },
    total: order.total,
    refunded_cents: order.refunded_cents,
    items: order.items,
    refunds,
  };
}
