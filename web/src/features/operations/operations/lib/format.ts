import type { OperationSubscriptionStatus } from "@shared/operations/subscription-status";
import type { BadgeTone } from "@/components/badge";

export { formatCents } from "@shared/platform/money/format";

/** An instant as campus wall-clock time: "Nov 27, 2025, 3:04 PM". */
export function formatInstant(
  iso: string | null | undefined,
  timeZone: string | undefined,
): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(date);
}

/** A campus date (YYYY-MM-DD) as "Nov 27, 2025"; calendar days carry no zone. */
export function formatYmd(ymd: string | null | undefined): string {
  if (!ymd) return "";
  const [year, month, day] = ymd.split("-").map(Number);
  if (!year || !month || !day) return ymd;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

export const ORDER_STATUS_TONES: Record<string, BadgeTone> = {
  awaiting_confirmation: "warning",
  placed: "info",
  fulfilled: "success",
  partially_refunded: "warning",
  refunded: "neutral",
  reversed: "neutral",
};

export const SUBSCRIPTION_STATUS_LABELS: Record<OperationSubscriptionStatus, string> = {
  active: "Active",
  past_due: "Past due",
  canceled: "Cancelled",
  ended: "Ended",
};

export const SUBSCRIPTION_STATUS_TONES: Record<OperationSubscriptionStatus, BadgeTone> = {
  active: "success",
  past_due: "danger",
  canceled: "neutral",
  ended: "neutral",
};
