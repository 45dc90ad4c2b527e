import type { Order } from "../../data/entities/order";
import { formatCents } from "../money/format";

export interface OrderMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function paymentLine(order: Order): string {
  return order.card_last4
    ? `${order.payment_type} (${order.card_brand ?? "Card"} ending in ${order.card_last4})`
    : order.payment_type;
}

/**
 * The order confirmation (requirements: purchases §2: "we'll send you an email confirmation"): the
 * campus's name, order number, lines, tax, total, payment type and last four. `accountUrl` is
 * built from the configured web origin only; without one the mail carries no link.
 */
export function orderConfirmationMail(
  order: Order,
  campusName: string,
  accountUrl: string | null,
): OrderMail {
  const lines = order.items.map((item) => ({
    name: item.name,
    amount: formatCents(item.price - item.discount),
  }));
  const rows: [string, string][] = [
    ...lines.map((line): [string, string] => [line.name, line.amount]),
    ["Tax", formatCents(order.tax)],
    ["Total", formatCents(order.total)],
  ];
  const subject = `${campusName}: your order ${order.no}`;
  const text = [
    `Thank you for your order with ${campusName}.`,
    "",
    `Order #: ${order.no}`,
    ...rows.map(([label, amount]) => `${label}: ${amount}`),
    `Payment: ${paymentLine(order)}`,
    ...(accountUrl ? ["", `Your orders: ${accountUrl}`] : []),
  ].join("\n");
  const cell = (value: string, header = false) =>
    header
      ? `<th scope="row" style="text-align:left">${escapeHtml(value)}</th>`
      : `<td style="text-align:right">${escapeHtml(value)}</td>`;
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<h1>${escapeHtml(campusName)}</h1>`,
    `<p>Thank you for your order. Order #: <strong>${escapeHtml(order.no)}</strong></p>`,
    `<table><caption>Order ${escapeHtml(order.no)}</caption><tbody>`,
    ...rows.map(([label, amount]) => `<tr>${cell(label, true)}${cell(amount)}</tr>`),
    "</tbody></table>",
    `<p>Payment: ${escapeHtml(paymentLine(order))}</p>`,
    ...(accountUrl ? [`<p><a href="${escapeHtml(accountUrl)}">Your orders</a></p>`] : []),
    "</body></html>",
  ].join("");
  return { subject, text, html };
}
