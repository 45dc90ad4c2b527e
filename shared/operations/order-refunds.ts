import type { PaymentType } from "../purchase/schemas/meal-plan";

// What may still be given back on an order, and what a refund request takes
// (docs/operations/orders.md "Refunds"). Integer cents; nothing here reads a clock or a table.

/** Card payments go back through the gateway; Student ID and payroll are reversed on the account. */
export type RefundKind = "refund" | "reversal";

export const refundKindOf = (paymentType: PaymentType): RefundKind =>
  paymentType === "Credit card" ? "refund" : "reversal";

export interface ChargedLine {
  id: string;
  price: number;
  discount: number;
  tax: number;
}

/** What a line was charged (the checkout's line total): price less discount, plus tax. */
export const lineCharged = (line: ChargedLine): number =>
  Math.max(0, line.price - line.discount + line.tax);

export interface RefundRecord {
  state: "pending" | "succeeded" | "failed";
  amount_cents: number;
  lines: readonly { line_id: string; amount_cents: number }[];
}

export interface RefundableOrder {
  total: number;
  items: readonly ChargedLine[];
  /**
   * The order's own refunded total: the gateway's word (its webhook, absolute and only ever
   * raised) for card orders, the reversals so far for account orders.
   */
  refunded_cents?: number | undefined;
}

export interface LedgerLine {
  id: string;
  charged: number;
  /** Claimed by console refunds that did not fail (pending or succeeded). */
  claimed: number;
  /** What a refund of this line may still take (never more than the order has left). */
  left: number;
}

export interface RefundLedger {
  total: number;
  lines: LedgerLine[];
  /** Console refunds not failed: pending and succeeded. */
  claimed: number;
  /** Given back so far: the larger of the order's own total and the console's succeeded sum. */
  refunded: number;
  /** What may still be claimed: the total less whichever is larger, given or claimed. */
  left: number;
  /** Console refunds still waiting for the gateway's answer. */
  pending: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The order's refund position. The gateway's total and the console's claims count the same
 * money (a console refund shows up in the webhook's total too), so they are compared, never
 * added: whichever is larger is what is gone.
 */
export function refundLedger(
  order: RefundableOrder,
  refunds: readonly RefundRecord[],
): RefundLedger {
  const live = refunds.filter((refund) => refund.state !== "failed");
  const claimed = sum(live.map((refund) => refund.amount_cents));
  const succeeded = sum(
    live.filter((refund) => refund.state === "succeeded").map((refund) => refund.amount_cents),
  );
  const refunded = Math.min(order.total, Math.max(order.refunded_cents ?? 0, succeeded));
  const left = Math.max(0, order.total - Math.max(refunded, claimed));
  const lines = order.items.map((item) => {
    const charged = lineCharged(item);
    const onLine = sum(
      live.flatMap((refund) =>
        refund.lines.filter((line) => line.line_id === item.id).map((line) => line.amount_cents),
      ),
    );
    return {
      id: item.id,
      charged,
      claimed: onLine,
      left: Math.min(left, Math.max(0, charged - onLine)),
    };
  });
  return {
    total: order.total,
    lines,
    claimed,
    refunded,
    left,
    pending: claimed - succeeded,
  };
}

export interface RefundRequestLine {
  line_id: string;
  /** Omitted: what is left of the line. */
  amount_cents?: number | undefined;
}

export type RefundPlan =
  | { ok: true; amount_cents: number; lines: { line_id: string; amount_cents: number }[] }
  | {
      ok: false;
      reason: "nothing_left" | "unknown_line" | "duplicate_line" | "over_line" | "over_order";
      line_id?: string;
      /** What was left where the request asked too much. */
      left?: number;
    };

/**
 * What a request refunds: every line's remainder (no lines), or the lines named, each at most
 * what is left of it and all together at most what is left of the order. Never more.
 */
export function planRefund(
  ledger: RefundLedger,
  request: readonly RefundRequestLine[] | undefined,
): RefundPlan {
  if (ledger.left <= 0) return { ok: false, reason: "nothing_left", left: 0 };
  if (!request || request.length === 0) {
    let remaining = ledger.left;
    const lines: { line_id: string; amount_cents: number }[] = [];
    for (const line of ledger.lines) {
      const take = Math.min(line.left, remaining);
      if (take <= 0) continue;
      lines.push({ line_id: line.id, amount_cents: take });
      remaining -= take;
    }
    const amount = sum(lines.map((line) => line.amount_cents));
    return amount > 0
      ? { ok: true, amount_cents: amount, lines }
      : { ok: false, reason: "nothing_left", left: 0 };
  }
  const seen = new Set<string>();
  const lines: { line_id: string; amount_cents: number }[] = [];
  for (const asked of request) {
    if (seen.has(asked.line_id))
      return { ok: false, reason: "duplicate_line", line_id: asked.line_id };
    seen.add(asked.line_id);
    const line = ledger.lines.find((candidate) => candidate.id === asked.line_id);
    if (!line) return { ok: false, reason: "unknown_line", line_id: asked.line_id };
    const amount = asked.amount_cents ?? line.left;
    if (!Number.isInteger(amount) || amount < 1 || amount > line.left) {
      return line.left <= 0
        ? { ok: false, reason: "nothing_left", line_id: line.id, left: 0 }
        : { ok: false, reason: "over_line", line_id: line.id, left: line.left };
    }
    lines.push({ line_id: line.id, amount_cents: amount });
  }
  const amount = sum(lines.map((line) => line.amount_cents));
  if (amount > ledger.left) return { ok: false, reason: "over_order", left: ledger.left };
  return { ok: true, amount_cents: amount, lines };
}
