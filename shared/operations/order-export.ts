import type { CartItemType } from "../purchase/schemas/cart";
import {
  lineCharged,
  type RefundableOrder,
  type RefundRecord,
  refundLedger,
} from "./order-refunds";
import type { OrderStatus } from "./order-status";

// The card office's credit list (docs/operations/orders.md "The export"): one CSV row per order
// line, with what to put on the student's card and what was given back since. Pure: the
// service reads the orders, this decides the rows and their text.

/** The columns, in order; docs/operations/orders.md describes each. */
export const ORDER_EXPORT_COLUMNS = [
  "order_date",
  "order_no",
  "order_status",
  "fulfilled_at",
  "payment_type",
  "student_id",
  "student_name",
  "buyer_name",
  "buyer_email",
  "line_type",
  "item",
  "meal_plan_id",
  "swipes",
  "dining_dollars",
  "bonus_dollars",
  "charged",
  "refunded",
  "net",
] as const;
export type OrderExportColumn = (typeof ORDER_EXPORT_COLUMNS)[number];

export interface ExportLine {
  id: string;
  type: CartItemType;
  name: string;
  price: number;
  discount: number;
  tax: number;
  bonus: number;
  promoBonus: number;
  meal_plan_id: string | null;
  swipeValue: number | null;
  dbValue: number | null;
  dbBonus: number | null;
}

export interface ExportOrder extends RefundableOrder {
  id: string;
  no: string;
  /** ISO instant: the export is in the order orders were placed. */
  created_at: string;
  /** Campus-local YYYY-MM-DD. */
  date: string;
  status: OrderStatus;
  fulfilled_at: string | null;
  payment_type: string;
  email: string;
  buyer: { first_name: string; last_name: string; student_id: string; student?: unknown };
  items: readonly ExportLine[];
  refunds: readonly RefundRecord[];
}

/** Cents as plain dollars for a spreadsheet: 123456 → "1234.56" (no symbol, no grouping). */
export function csvDollars(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const fullName = (first: unknown, last: unknown) =>
  [first, last]
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .join(" ");

/** A parent buys for a student: the card to credit is the student's, named as the form gave it. */
function studentName(order: ExportOrder): string {
  const student = order.buyer.student as Record<string, unknown> | null | undefined;
  const named = student ? fullName(student.first_name, student.last_name) : "";
  return named || fullName(order.buyer.first_name, order.buyer.last_name);
}

/** Dining dollars the line buys (declining balance, a custom plan's dollars); plans carry their own. */
function diningDollars(line: ExportLine): number | null {
  if (line.type === "Declining balance") return line.price;
  if (line.type === "Create your plan") return line.dbValue ?? 0;
  return null;
}

/** Extra dollars given on top, never charged: volume bonus, promo bonus, custom-plan bonus. */
const bonusDollars = (line: ExportLine): number =>
  line.bonus + line.promoBonus + (line.type === "Create your plan" ? (line.dbBonus ?? 0) : 0);

/**
 * Given back per line: console refunds that succeeded, by their lines; money the gateway
 * reports beyond those (a refund made in the processor's dashboard) is spread over the lines in
 * order, so the lines' refunded always add up to the order's.
 */
export function refundedByLine(order: ExportOrder): Map<string, number> {
  const ledger = refundLedger(order, order.refunds);
  const byLine = new Map<string, number>(order.items.map((line) => [line.id, 0]));
  for (const refund of order.refunds) {
    if (refund.state !== "succeeded") continue;
    for (const line of refund.lines) {
      byLine.set(line.line_id, (byLine.get(line.line_id) ?? 0) + line.amount_cents);
    }
  }
  let unattributed = ledger.refunded - [...byLine.values()].reduce((a, b) => a + b, 0);
  for (const line of order.items) {
    if (unattributed <= 0) break;
    const room = lineCharged(line) - (byLine.get(line.id) ?? 0);
    const take = Math.min(Math.max(0, room), unattributed);
    byLine.set(line.id, (byLine.get(line.id) ?? 0) + take);
    unattributed -= take;
  }
  return byLine;
}

/**
 * The export's rows, oldest order first, its lines in cart order. Held orders (awaiting the
 * account owner's confirmation) are left out: nothing was billed, so nothing is to be credited.
 */
export function orderExportRows(
  orders: readonly ExportOrder[],
): Record<OrderExportColumn, string>[] {
  const placed = orders
    .filter((order) => order.status !== "awaiting_confirmation")
    .sort((a, b) => `${a.created_at}#${a.id}`.localeCompare(`${b.created_at}#${b.id}`));
  return placed.flatMap((order) => {
    const refunded = refundedByLine(order);
    return order.items.map((line) => {
      const charged = lineCharged(line);
      const back = refunded.get(line.id) ?? 0;
      const dollars = diningDollars(line);
      return {
        order_date: order.date,
        order_no: order.no,
        order_status: order.status,
        fulfilled_at: order.fulfilled_at ?? "",
        payment_type: order.payment_type,
        student_id: order.buyer.student_id,
        student_name: studentName(order),
        buyer_name: fullName(order.buyer.first_name, order.buyer.last_name),
        buyer_email: order.email,
        line_type: line.type,
        item: line.name,
        meal_plan_id: line.meal_plan_id ?? "",
        swipes:
          line.type === "Create your plan" && line.swipeValue !== null
            ? String(line.swipeValue)
            : "",
        dining_dollars: dollars === null ? "" : csvDollars(dollars),
        bonus_dollars: csvDollars(bonusDollars(line)),
        charged: csvDollars(charged),
        refunded: csvDollars(back),
        net: csvDollars(charged - back),
      };
    });
  });
}

/**
 * One cell: a value a spreadsheet would run as a formula (= + - @, or a leading tab or carriage
 * return) is prefixed with a quote so it shows as text (OWASP "CSV injection"); then quoted when
 * it holds a comma, a quote or a line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: a header row, CRLF line ends (RFC 4180), a BOM so Excel reads UTF-8. */
export function orderExportCsv(orders: readonly ExportOrder[]): string {
  const rows = orderExportRows(orders);
  const lines = [
    ORDER_EXPORT_COLUMNS.join(","),
    ...rows.map((row) => ORDER_EXPORT_COLUMNS.map((column) => csvCell(row[column])).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
