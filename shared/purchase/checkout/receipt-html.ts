import { accessibleVariant, readableTextColor } from "../../platform/contrast";
import { formatCents } from "../../platform/money/format";
import {
  RECEIPT_TEXT,
  type Receipt,
  type ReceiptRow,
  type ReceiptSection,
  receiptRows,
} from "./receipt";

// The order mail's HTML as mail clients render it (docs/decisions/receipts.md "The mail"):
// nested tables for layout, every style inline, no <style>, no external CSS or images, colours
// as bgcolor attributes too (Outlook ignores background-color on cells), one 600 px column that
// shrinks on a phone. Every value is escaped; the campus's colours come from its site record.

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** The campus's colours as its site keeps them; a mail without them uses the house colours. */
export interface MailBrand {
  brand_color: string;
  text_color: string;
}

const HOUSE_BRAND: MailBrand = { brand_color: "#1f2937", text_color: "#ffffff" };
const PAGE = "#f4f5f7";
const CARD = "#ffffff";
const INK = "#1f2328";
const MUTED = "#57606a";
const RULE = "#d0d7de";
const FONT = "font-family:Arial,Helvetica,sans-serif";

/** A paragraph after the receipt, with an optional link. */
export interface MailNote {
  text: string;
  link?: { href: string; label: string };
}

export interface ReceiptMailParts {
  subject: string;
  campusName: string;
  greeting: string;
  receipt: Receipt;
  brand?: MailBrand;
  /** Paragraphs after the receipt (how to cancel a subscription), each with an optional link. */
  notes: MailNote[];
  /** Links in the footer, from the configured web origin only. */
  links: { href: string; label: string }[];
  contactEmail: string | null;
}

type RowKind = ReceiptRow["kind"] | "schedule";

const ROW_STYLE: Record<RowKind, { label: string; amount: string; top?: string }> = {
  line: { label: "font-weight:bold", amount: "" },
  schedule: { label: "", amount: "" },
  "line-discount": { label: `padding-left:16px;color:${MUTED}`, amount: `color:${MUTED}` },
  subtotal: { label: "", amount: "", top: `border-top:1px solid ${RULE}` },
  tax: { label: "", amount: "" },
  total: { label: "font-weight:bold;font-size:18px", amount: "font-weight:bold;font-size:18px" },
};

function rowHtml(row: Omit<ReceiptRow, "kind"> & { kind: RowKind }, accent: string): string {
  const style = ROW_STYLE[row.kind];
  const top = row.kind === "total" ? `border-top:2px solid ${accent}` : (style.top ?? "");
  const cell = `${FONT};padding:8px 0;vertical-align:top;${top}`;
  const notes = row.notes
    .map(
      (note) =>
        `<br><span style="font-weight:normal;font-size:13px;color:${MUTED}">${escapeHtml(note)}</span>`,
    )
    .join("");
  return (
    `<tr><th scope="row" align="left" style="${cell};text-align:left;font-weight:normal;color:${INK};${style.label}">` +
    `${escapeHtml(row.label)}${notes}</th>` +
    `<td align="right" style="${cell};text-align:right;white-space:nowrap;padding-left:16px;color:${INK};${style.amount}">` +
    `${escapeHtml(row.amount)}</td></tr>`
  );
}

function sectionHtml(section: ReceiptSection, accent: string): string {
  const rows = section.rows.map((row) =>
    rowHtml(
      { kind: "schedule", label: row.label, amount: formatCents(row.amount), notes: [] },
      accent,
    ),
  );
  return [
    `<h2 style="${FONT};margin:24px 0 4px;font-size:16px;color:${INK}">${escapeHtml(section.heading)}</h2>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">${rows.join("")}</table>`,
    section.note
      ? `<p style="${FONT};margin:8px 0 0;font-size:14px;color:${MUTED}">${escapeHtml(section.note)}</p>`
      : "",
  ].join("");
}

const linkHtml = (link: { href: string; label: string }, color: string) =>
  `<a href="${escapeHtml(link.href)}" style="color:${color};font-weight:bold;text-decoration:underline">${escapeHtml(link.label)}</a>`;

/** The whole HTML document of the order mail. */
export function receiptMailHtml(parts: ReceiptMailParts): string {
  const brand = parts.brand ?? HOUSE_BRAND;
  const band = brand.brand_color;
  const bandText = readableTextColor(band, brand.text_color);
  // The brand as text, rule or link on the card, darkened just enough to keep AA: judged on the
  // grey page, where dark text contrasts less, so it holds on the white card too.
  const accent = accessibleVariant(band, PAGE);
  const { receipt } = parts;
  const paragraph = (html: string, extra = "") =>
    `<p style="${FONT};margin:0 0 12px;font-size:15px;line-height:1.5;color:${INK};${extra}">${html}</p>`;
  const preheader = `Order # ${receipt.orderNo} · Total ${formatCents(receipt.total)}`;
  const body = [
    paragraph(escapeHtml(parts.greeting)),
    paragraph(`Order #: <strong>${escapeHtml(receipt.orderNo)}</strong>`),
    `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:8px 0 16px">`,
    `<caption style="${FONT};text-align:left;font-size:16px;font-weight:bold;color:${INK};padding:0 0 4px">${RECEIPT_TEXT.caption}</caption>`,
    `<tbody>${receiptRows(receipt)
      .map((row) => rowHtml(row, accent))
      .join("")}</tbody></table>`,
    paragraph(`Payment: ${escapeHtml(receipt.payment)}`),
    ...receipt.schedule.map((section) => sectionHtml(section, accent)),
    ...parts.notes.map((note) =>
      paragraph(
        `${escapeHtml(note.text)}${note.link ? ` ${linkHtml(note.link, accent)}` : ""}`,
        "margin-top:16px",
      ),
    ),
    parts.links.length > 0
      ? paragraph(parts.links.map((link) => linkHtml(link, accent)).join(" &nbsp;·&nbsp; "))
      : "",
  ].join("");
  const footer = [
    escapeHtml(parts.campusName),
    ...(parts.contactEmail
      ? [
          `Questions about your order? <a href="mailto:${escapeHtml(parts.contactEmail)}" style="color:${MUTED}">${escapeHtml(parts.contactEmail)}</a>`,
        ]
      : []),
  ].join("<br>");
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="color-scheme" content="light"><title>${escapeHtml(parts.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${PAGE}">`,
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAGE}" style="background-color:${PAGE}">`,
    `<tr><td align="center" style="padding:24px 8px">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="${CARD}" style="width:100%;max-width:600px;background-color:${CARD};border-collapse:collapse">`,
    `<tr><td bgcolor="${band}" style="${FONT};background-color:${band};color:${bandText};padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(parts.campusName)}</td></tr>`,
    `<tr><td style="padding:24px">${body}</td></tr>`,
    `<tr><td style="${FONT};padding:16px 24px;font-size:13px;line-height:1.5;color:${MUTED};border-top:1px solid ${RULE}">${footer}</td></tr>`,
    `</table></td></tr></table></body></html>`,
  ].join("");
}
