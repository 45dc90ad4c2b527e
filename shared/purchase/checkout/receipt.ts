import { formatCents } from "../../platform/money/format";
import type { CartItem } from "../schemas/cart";

// One receipt for the thank-you page and the order mail (docs/decisions/receipts.md): each line
// at its list price with what was taken off it beneath, then Subtotal, Tax and Total. The column
// adds up from top to bottom, each amount once: lines − discounts = subtotal, + tax = total.

/** What a receipt reads of an order line: the cart line's money fields as the order fixed them. */
export const RECEIPT_ITEM_MASK = {
  id: true,
  name: true,
  type: true,
  price: true,
  discount: true,
  tax: true,
  bonus: true,
  promoBonus: true,
  promo_code: true,
  dbDiscount: true,
  dbBonus: true,
  subscription: true,
} as const;
export type ReceiptItem = Pick<CartItem, keyof typeof RECEIPT_ITEM_MASK>;

/** The receipt's fields of an order line, and nothing else of it (the placed order's view). */
export const receiptItemOf = (item: ReceiptItem): ReceiptItem => ({
  id: item.id,
  name: item.name,
  type: item.type,
  price: item.price,
  discount: item.discount,
  tax: item.tax,
  bonus: item.bonus,
  promoBonus: item.promoBonus,
  promo_code: item.promo_code,
  dbDiscount: item.dbDiscount,
  dbBonus: item.dbBonus,
  subscription: item.subscription,
});

export interface ReceiptOrder {
  no: string;
  items: readonly ReceiptItem[];
  payment_type: string;
  card_brand: string | null;
  card_last4: string | null;
}

/**
 * A block under the totals that another rule fills (a subscription's charge schedule): rows of
 * a label and an amount in cents, and a closing note. The receipt only lays it out.
 */
export interface ReceiptSection {
  heading: string;
  rows: { label: string; amount: number }[];
  note?: string;
}

export interface ReceiptLine {
  id: string;
  name: string;
  /** The list price in cents, before anything is taken off. */
  price: number;
  /** Cents taken off this line and what took them off; null when nothing was. */
  discount: { label: string; amount: number } | null;
  tax: number;
  /** Extra value the line carries and nobody pays for (bonus dining dollars), in words. */
  notes: string[];
  subscription: boolean;
}

/** Lines and their sums: an order's receipt, or the cart summarised beside the payment form. */
export interface ReceiptLines {
  lines: ReceiptLine[];
  /** Σ list prices */
  listTotal: number;
  /** Σ discounts */
  discount: number;
  /** listTotal − discount: what the lines cost before tax. */
  subtotal: number;
  /** Σ line taxes */
  tax: number;
  /** subtotal + tax: the sum of the lines, which is what the order charged. */
  total: number;
  /** Whether a line is a subscription (the mail then says how to cancel). */
  hasSubscription: boolean;
}

export interface Receipt extends ReceiptLines {
  orderNo: string;
  /** "Credit card (Visa ending in 1111)", or the payment type alone. */
  payment: string;
  schedule: ReceiptSection[];
}

export const RECEIPT_TEXT = {
  caption: "Receipt",
  orderNo: "Order #",
  subtotal: "Subtotal",
  discount: "Discount",
  tax: "Tax",
  total: "Total",
  payment: "Payment",
  promoCode: (code: string) => `Promo code ${code}`,
  // Notes under a line, worded so that no note reads as an amount of the column.
  bonus: (cents: number) => `Includes a ${formatCents(cents)} bonus`,
  promoBonus: (cents: number) => `Includes a ${formatCents(cents)} promo bonus`,
  dbDiscount: (percent: number) => `Includes ${percent}% off dining dollars`,
  dbBonus: (cents: number) => `Includes ${formatCents(cents)} bonus dining dollars`,
} as const;

/** "−$179.90": a minus sign, as the cart writes its discount. */
export const minusCents = (cents: number) => `−${formatCents(cents)}`;

export function paymentText(
  order: Pick<ReceiptOrder, "payment_type" | "card_brand" | "card_last4">,
): string {
  return order.card_last4
    ? `${order.payment_type} (${order.card_brand ?? "Card"} ending in ${order.card_last4})`
    : order.payment_type;
}

function notesOf(item: ReceiptItem): string[] {
  const notes: string[] = [];
  if (item.bonus > 0) notes.push(RECEIPT_TEXT.bonus(item.bonus));
  if (item.promoBonus > 0) notes.push(RECEIPT_TEXT.promoBonus(item.promoBonus));
  if (item.dbDiscount !== null && item.dbDiscount > 0)
    notes.push(RECEIPT_TEXT.dbDiscount(item.dbDiscount));
  if (item.dbBonus !== null && item.dbBonus > 0) notes.push(RECEIPT_TEXT.dbBonus(item.dbBonus));
  return notes;
}

function lineOf(item: ReceiptItem): ReceiptLine {
  return {
    id: item.id,
    name: item.name,
    price: item.price,
    discount:
      item.discount > 0
        ? {
            label: item.promo_code
              ? RECEIPT_TEXT.promoCode(item.promo_code)
              : RECEIPT_TEXT.discount,
            amount: item.discount,
          }
        : null,
    tax: item.tax,
    notes: notesOf(item),
    subscription: item.subscription,
  };
}

/**
 * Lines and sums from the lines alone: the sums are of what each line shows, the same sums the
 * cart charged (cartTotals), so the page, the mail and the charge can never disagree.
 */
export function receiptLines(items: readonly ReceiptItem[]): ReceiptLines {
  const lines = items.map(lineOf);
  const sum = (pick: (line: ReceiptLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const listTotal = sum((line) => line.price);
  const discount = sum((line) => line.discount?.amount ?? 0);
  const tax = sum((line) => line.tax);
  return {
    lines,
    listTotal,
    discount,
    subtotal: listTotal - discount,
    tax,
    total: listTotal - discount + tax,
    hasSubscription: lines.some((line) => line.subscription),
  };
}

/** An order's receipt: its lines, its number and payment, and any sections another rule adds. */
export function orderReceipt(
  order: ReceiptOrder,
  extras: { schedule?: readonly ReceiptSection[] } = {},
): Receipt {
  return {
    ...receiptLines(order.items),
    orderNo: order.no,
    payment: paymentText(order),
    schedule: [...(extras.schedule ?? [])],
  };
}

/** One row of the receipt as both the page and the mail lay it out. */
export interface ReceiptRow {
  kind: "line" | "line-discount" | "subtotal" | "tax" | "total";
  label: string;
  /** Formatted at this edge: "$1,799.00", "−$179.90". */
  amount: string;
  /** Under the label, smaller (a line's bonus). */
  notes: string[];
}

/**
 * The receipt's rows, top to bottom: each line at its list price with its discount beneath,
 * then Subtotal, Tax and Total. No amount is shown twice (a line's tax is only in Tax, a
 * discount only under its line), so adding the column gives the total. Tax is always shown,
 * $0.00 included, so nobody wonders whether it was left out.
 */
export function receiptRows(receipt: ReceiptLines): ReceiptRow[] {
  const row = (kind: ReceiptRow["kind"], label: string, amount: string, notes: string[] = []) => ({
    kind,
    label,
    amount,
    notes,
  });
  return [
    ...receipt.lines.flatMap((line) => [
      row("line", line.name, formatCents(line.price), line.notes),
      ...(line.discount
        ? [row("line-discount", line.discount.label, minusCents(line.discount.amount))]
        : []),
    ]),
    row("subtotal", RECEIPT_TEXT.subtotal, formatCents(receipt.subtotal)),
    row("tax", RECEIPT_TEXT.tax, formatCents(receipt.tax)),
    row("total", RECEIPT_TEXT.total, formatCents(receipt.total)),
  ];
}
