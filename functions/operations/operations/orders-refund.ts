import { randomUUID } from "node:crypto";
import {
  planRefund,
  type RefundPlan,
  type RefundRequestLine,
  refundKindOf,
  refundLedger,
} from "../../../shared/operations/order-refunds";
import type {
  OperationOrder,
  OperationOrderRefund,
} from "../../../shared/operations/routes/operations-orders";
import {
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from "../../../shared/platform/errors";
import { formatCents } from "../../../shared/platform/money/format";
import type { OrderRefund } from "../../../shared/purchase/entities/order-refund";
import type { Site } from "../../../shared/site-content/schemas/site";
import { retry, TryAgain } from "../../platform/retry";
import type { StaffContext } from "../../platform/staff-session/staff-guard";
import {
  GatewayUnavailableError,
  type PaymentGateway,
  paymentGatewayFor,
} from "../../purchase/gateway";
import { finishRefund, isStalePending } from "../../purchase/refunds/finish-refund";
import { auditPut } from "./audit";
import { campusOf, ORDER_NOT_FOUND, orderDetailOf } from "./orders-service";
import { type OrderSnapshot, type OrdersStore, ordersStore } from "./orders-store";
import { refundView, statusOf } from "./orders-view";

// Refunds exactly once (docs/operations/orders.md "Refunds exactly once"):
// 1. read the order and its refunds (consistently);
// 2. claim: one TransactWrite moves the order's claim counter on from the value read, puts the
//    refund record `pending` with its idempotency key, and puts the audit entry. Of ten
//    identical clicks one claim lands; the others read again and find the refund (same
//    request_id) or nothing left to refund;
// 3. call the gateway with the key fixed in step 2 (a card order; a reversal is final at 2);
// 4. record the answer conditionally (pending → succeeded | failed), then raise the order's
//    refunded total to the console's succeeded sum, only upwards, as the webhook does.
// Steps 3 and 4 are functions/purchase/refunds/finish-refund.ts. A crash between 2 and 4 leaves the
// refund pending: the next refund of the order, or the scheduled reconciliation sweep
// (functions/purchase/reconcile/refund-sweep.ts), sends the same key again, and the gateway answers the
// refund it already made.

export { STALE_PENDING_MS } from "../../purchase/refunds/finish-refund";

export const REFUND_TEXT = {
  held: "This order is waiting for the account owner's confirmation: nothing was billed, so there is nothing to refund.",
  notCharged: "Nothing was charged to a card for this order, so there is nothing to refund.",
  disputed:
    "The cardholder disputed this charge with their bank; answer the dispute in the processor's dashboard instead of refunding.",
  nothingLeft: "Nothing is left to refund on this order.",
  nothingLeftOnLine: "Nothing is left to refund on that line.",
  inProgress: "A refund of this order is still being processed; check the order again shortly.",
  unknownLine: "That line is not on this order.",
  duplicateLine: "Name each line once.",
  overLine: (left: number) => `At most ${formatCents(left)} is left to refund on that line.`,
  overOrder: (left: number) => `At most ${formatCents(left)} is left to refund on this order.`,
  refused: "The payment processor refused the refund; nothing was given back.",
  unavailable:
    "The payment processor did not answer. The refund is recorded as pending and will be finished with the same request; check the order again shortly.",
  refunded: (cents: number) => `Refunded ${formatCents(cents)}.`,
  reversed: (cents: number) =>
    `Marked ${formatCents(cents)} reversed; the card office takes it off the student's account.`,
  pending: "The refund is pending with the payment processor.",
} as const;

/** A refund's claim lost to another write of the order: read and decide again, at once. */
const CLAIM_RETRY = {
  tries: 6,
  budgetMs: 2_000,
  exhausted: () => new ConflictError(REFUND_TEXT.inProgress),
};

export interface RefundDeps {
  store: OrdersStore;
  gatewayFor: (site: Site) => PaymentGateway;
}

const defaultDeps: RefundDeps = { store: ordersStore, gatewayFor: paymentGatewayFor };

export interface RefundInput {
  site_id: string;
  order_id: string;
  lines?: RefundRequestLine[] | undefined;
  reason: string;
  request_id?: string | undefined;
}

/** The refund id a client's request id stands for: the same request can claim only once. */
const refundIdOf = (requestId: string | undefined) =>
  requestId ? `req-${requestId}` : randomUUID();

/**
 * Finishes a claimed card refund (functions/purchase/refunds/finish-refund.ts), in the console's
 * words when the gateway's answer is unknown: 503, the refund stays pending.
 */
async function finishClaimed(
  deps: RefundDeps,
  site: Site,
  refund: OrderRefund,
  transactionId: string,
  now: Date,
): Promise<OrderRefund> {
  try {
    return await finishRefund(deps, site, refund, transactionId, now);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      throw new ServiceUnavailableError(REFUND_TEXT.unavailable);
    }
    throw error;
  }
}

function planRefusal(plan: Extract<RefundPlan, { ok: false }>, pending: number): Error {
  switch (plan.reason) {
    case "nothing_left":
      if (plan.line_id) return new ConflictError(REFUND_TEXT.nothingLeftOnLine);
      return new ConflictError(pending > 0 ? REFUND_TEXT.inProgress : REFUND_TEXT.nothingLeft);
    case "unknown_line":
      return new ValidationError(REFUND_TEXT.unknownLine, { lines: REFUND_TEXT.unknownLine });
    case "duplicate_line":
      return new ValidationError(REFUND_TEXT.duplicateLine, { lines: REFUND_TEXT.duplicateLine });
    case "over_line":
      return new ConflictError(REFUND_TEXT.overLine(plan.left ?? 0));
    case "over_order":
      return new ConflictError(REFUND_TEXT.overOrder(plan.left ?? 0));
  }
}

function refusalOf(snapshot: OrderSnapshot): string | null {
  const { order } = snapshot;
  if (order.state !== "placed") return REFUND_TEXT.held;
  if (refundKindOf(order.payment_type) === "refund") {
    if (order.transaction_id === null) return REFUND_TEXT.notCharged;
    if (order.disputed) return REFUND_TEXT.disputed;
  }
  return null;
}

/** Finishes the card refunds a crash left pending on this order (claimed over a minute ago). */
async function finishStale(
  deps: RefundDeps,
  site: Site,
  snapshot: OrderSnapshot,
  now: Date,
): Promise<boolean> {
  const stale = snapshot.refunds.filter((refund) => isStalePending(refund, now));
  const transactionId = snapshot.order.transaction_id;
  if (stale.length === 0 || transactionId === null) return false;
  for (const refund of stale) await finishClaimed(deps, site, refund, transactionId, now);
  return true;
}

/**
 * Refunds (card) or reverses (Student ID, payroll) an order in full or by line, exactly once
 * per claim; a repeated request_id answers the refund it first made.
 */
export async function refundOrder(
  staff: StaffContext,
  input: RefundInput,
  now: Date,
  deps: RefundDeps = defaultDeps,
): Promise<{ order: OperationOrder; refund: OperationOrderRefund; msg: string }> {
  const site = await campusOf(input.site_id);
  const refundId = refundIdOf(input.request_id);
  // Another claim (a second click, a webhook's total) moving the order between the read and the
  // claim means: decide again from the order as it now stands.
  return retry(async () => {
    let snapshot = await deps.store.snapshot(site.id, input.order_id);
    if (!snapshot) throw new NotFoundError(ORDER_NOT_FOUND);
    const prior = snapshot.refunds.find((refund) => refund.id === refundId);
    if (prior) return answer(deps, site, snapshot, prior, now);
    if (await finishStale(deps, site, snapshot, now)) {
      snapshot = await deps.store.snapshot(site.id, input.order_id);
      if (!snapshot) throw new NotFoundError(ORDER_NOT_FOUND);
    }
    const refusal = refusalOf(snapshot);
    if (refusal) throw new ConflictError(refusal);
    const ledger = refundLedger(snapshot.order, snapshot.refunds);
    const plan = planRefund(ledger, input.lines);
    if (!plan.ok) throw planRefusal(plan, ledger.pending);
    const kind = refundKindOf(snapshot.order.payment_type);
    const refund: OrderRefund = {
      id: refundId,
      order_id: snapshot.order.id,
      site_id: site.id,
      kind,
      // A reversal is the card office's own bookkeeping: done when recorded.
      state: kind === "reversal" ? "succeeded" : "pending",
      amount_cents: plan.amount_cents,
      lines: plan.lines,
      reason: input.reason,
      request_id: input.request_id ?? null,
      idempotency_key: `order-refund:${snapshot.order.id}:${refundId}`,
      staff_id: staff.account.id,
      staff_email: staff.account.email,
      created_at: now.toISOString(),
      finished_at: kind === "reversal" ? now.toISOString() : null,
      gateway_refund_id: null,
      failure: null,
    };
    const audit = auditPut(
      staff,
      {
        siteId: site.id,
        action: kind === "reversal" ? "order.reverse" : "order.refund",
        target: `order:${snapshot.order.id}`,
        before: {
          status: statusOf(snapshot, snapshot.refunds),
          refunded_cents: ledger.refunded,
          refundable_cents: ledger.left,
        },
        after: {
          refund_id: refund.id,
          kind,
          amount_cents: refund.amount_cents,
          lines: refund.lines,
          reason: refund.reason,
        },
      },
      now,
    );
    const claimed = await deps.store.claimRefund({
      siteId: site.id,
      orderId: snapshot.order.id,
      seenVersion: snapshot.console.refund_version,
      seenRefunded: snapshot.order.refunded_cents,
      refund,
      ...(kind === "reversal"
        ? { refundedAfter: Math.min(snapshot.order.total, ledger.refunded + refund.amount_cents) }
        : {}),
      audit,
    });
    if (!claimed) throw new TryAgain();
    return answer(deps, site, { ...snapshot, refunds: [...snapshot.refunds, refund] }, refund, now);
  }, CLAIM_RETRY);
}

/** Finishes a claimed card refund if still pending, then answers the order as it now is. */
async function answer(
  deps: RefundDeps,
  site: Site,
  snapshot: OrderSnapshot,
  claimed: OrderRefund,
  now: Date,
) {
  let refund = claimed;
  if (refund.state === "pending" && snapshot.order.transaction_id !== null) {
    refund = await finishClaimed(deps, site, refund, snapshot.order.transaction_id, now);
  }
  if (refund.state === "failed") throw new ConflictError(REFUND_TEXT.refused);
  const order = await orderDetailOf(site, snapshot.order.id, deps.store);
  const msg =
    refund.kind === "reversal"
      ? REFUND_TEXT.reversed(refund.amount_cents)
      : refund.state === "succeeded"
        ? REFUND_TEXT.refunded(refund.amount_cents)
        : REFUND_TEXT.pending;
  return { order, refund: refundView(refund), msg };
}
