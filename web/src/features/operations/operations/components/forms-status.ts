import {
  FORM_STATUS_LABELS,
  FORM_STATUSES_BY_KIND,
  type OperationFormStatus,
} from "@shared/operations/form-status";
import type { OperationFormRow } from "@shared/operations/routes/operations-forms";
import type { BadgeTone } from "@/components/badge";

export const FORM_STATUS_TONES: Record<OperationFormStatus, BadgeTone> = {
  new: "info",
  in_progress: "warning",
  preparing: "warning",
  done: "success",
  prepared: "success",
  picked_up: "neutral",
};

/**
 * The one-tap next step of a row. An On The Go ticket goes straight to "prepared" from new or
 * preparing (the kitchen marks it when the bag is on the shelf), then "picked up"; a letter
 * goes new → in progress → done. Null at the end of the line.
 */
export function nextStatus(row: OperationFormRow): OperationFormStatus | null {
  if (row.kind === "on_the_go") {
    if (row.status === "new" || row.status === "preparing") return "prepared";
    if (row.status === "prepared") return "picked_up";
    return null;
  }
  const order = FORM_STATUSES_BY_KIND[row.kind];
  const at = order.indexOf(row.status);
  return at >= 0 && at < order.length - 1 ? (order[at + 1] ?? null) : null;
}

/** "Mark prepared", "Mark in progress". */
export const markLabel = (status: OperationFormStatus): string =>
  `Mark ${FORM_STATUS_LABELS[status].toLowerCase()}`;

const clip = (text: string, length = 80) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** What a row is about, in a few words, for the table (the dialog shows everything). */
export function formSummary(row: OperationFormRow): string {
  const { fields } = row;
  switch (row.kind) {
    case "on_the_go":
      return [str(fields.entree), str(fields.pick_up) && `pick up ${str(fields.pick_up)}`]
        .filter(Boolean)
        .join(", ");
    case "health": {
      const allergens = Array.isArray(fields.allergens) ? fields.allergens.map(String) : [];
      return clip(allergens.join(", "));
    }
    case "feedback":
      return clip(str(fields.comments));
    case "faq":
      return row.faq_form === "follow_up" ? "Follow-up question" : "Answer form";
  }
}
