import { formatCents } from "../../platform/money/format";
import { CANCEL_NOTICE_DAYS } from "../../subscriptions/account";
import type { Order } from "../entities/order";
import {
  orderReceipt,
  type Receipt,
  type ReceiptRow,
  type ReceiptSection,
  receiptRows,
} from "./receipt";
import { type MailBrand, type MailNote, receiptMailHtml } from "./receipt-html";

export interface OrderMail {
  subject: string;
  text: string;
  html: string;
}

export interface OrderMailOptions {
  /** The campus's colours (its site's brand_color and text_color). */
  brand?: MailBrand;
  /** The campus's home page, from the configured web origin only. */
  campusUrl?: string | null;
  /** The campus contact address (the site's email), for questions and coffee cancellations. */
  contactEmail?: string | null;
  /** Blocks under the totals: a subscription's charge schedule, filled by the schedule rule. */
  schedule?: readonly ReceiptSection[];
}

export const ORDER_MAIL_TEXT = {
  greeting: (campus: string) => `Thank you for your order with ${campus}.`,
  yourOrders: "Your orders",
  visitCampus: (campus: string) => `Visit ${campus}`,
  cancelInAccount: `You can cancel a subscription from the Subscriptions tab of your account up to ${CANCEL_NOTICE_DAYS} days before its next delivery.`,
  manageSubscriptions: "Manage your subscriptions",
  cancelCoffeeByEmail: (email: string) =>
    `A coffee subscription can also be cancelled early by email to ${email} before the next charge date.`,
} as const;

const COFFEE = "Coffee subscription";

/** The how-to-cancel paragraphs of an order holding a subscription (requirements: purchases §4, §9). */
function cancelNotes(
  order: Order,
  receipt: Receipt,
  accountUrl: string | null,
  email?: string | null,
): MailNote[] {
  if (!receipt.hasSubscription) return [];
  const T = ORDER_MAIL_TEXT;
  const coffee = order.items.some((item) => item.type === COFFEE);
  return [
    {
      text: T.cancelInAccount,
      ...(accountUrl ? { link: { href: accountUrl, label: T.manageSubscriptions } } : {}),
    },
    ...(coffee && email ? [{ text: T.cancelCoffeeByEmail(email) }] : []),
  ];
}

const textRow = (row: Pick<ReceiptRow, "kind" | "label" | "amount" | "notes">) =>
  [
    `${row.kind === "line-discount" ? "  " : ""}${row.label}: ${row.amount}`,
    ...row.notes.map((note) => `  ${note}`),
  ].join("\n");

/**
 * The order confirmation (requirements: purchases §2: "we'll send you an email confirmation"): the
 * receipt the thank-you page shows (shared/purchase/checkout/receipt.ts) as HTML in the campus's
 * colours and as plain text. `accountUrl` is the buyer's account, for a signed-in buyer's order
 * only: a guest has no orders page, and the campus home is linked as what it is. Every link
 * is built from the configured web origin; without one the mail carries none.
 */
export function orderConfirmationMail(
  order: Order,
  campusName: string,
  accountUrl: string | null,
  options: OrderMailOptions = {},
): OrderMail {
  const T = ORDER_MAIL_TEXT;
  const receipt = orderReceipt(order, { schedule: options.schedule ?? [] });
  const subject = `${campusName}: your order ${order.no}`;
  const notes = cancelNotes(order, receipt, accountUrl, options.contactEmail);
  const links = [
    ...(accountUrl ? [{ href: accountUrl, label: T.yourOrders }] : []),
    ...(options.campusUrl ? [{ href: options.campusUrl, label: T.visitCampus(campusName) }] : []),
  ];
  const text = [
    T.greeting(campusName),
    "",
    `Order #: ${order.no}`,
    "",
    ...receiptRows(receipt).map(textRow),
    "",
    `Payment: ${receipt.payment}`,
    ...receipt.schedule.flatMap((section) => [
      "",
      section.heading,
      ...section.rows.map((row) => `${row.label}: ${formatCents(row.amount)}`),
      ...(section.note ? [section.note] : []),
    ]),
    ...notes.flatMap((note) => ["", note.link ? `${note.text} ${note.link.href}` : note.text]),
    ...(links.length > 0 ? ["", ...links.map((link) => `${link.label}: ${link.href}`)] : []),
    ...(options.contactEmail ? ["", `Questions about your order? ${options.contactEmail}`] : []),
  ].join("\n");
  const html = receiptMailHtml({
    subject,
    campusName,
    greeting: T.greeting(campusName),
    receipt,
    ...(options.brand ? { brand: options.brand } : {}),
    notes,
    links,
    contactEmail: options.contactEmail ?? null,
  });
  return { subject, text, html };
}
