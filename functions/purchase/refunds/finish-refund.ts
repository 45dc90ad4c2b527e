import type { OrderRefund } from "../../../shared/purchase/entities/order-refund";
import type { Site } from "../../../shared/site-content/schemas/site";
import { IdempotencyMismatchError, type PaymentGateway } from "../gateway/gateway";
import { isCardError, isInvalidRequest } from "../gateway/stripe-outcomes";
import type { RefundStore } from "./refund-store";

// Steps 3 and 4 of a refund (docs/operations/orders.md "Refunds exactly once"): the claimed
// refund is sent under the key fixed at its claim, and the answer recorded conditionally. The
// console runs it right after a claim and on a refund it finds stale; the reconciliation
// sweeper runs it on every refund a campus still has pending.

/** A pending refund older than this was left by a crash (a live one answers within seconds). */
export const STALE_PENDING_MS = 60_000;

export interface FinishRefundDeps {
  store: RefundStore;
  gatewayFor: (site: Site) => PaymentGateway;
}

/** A card refund still pending a minute after its claim: no request is finishing it any more. */
export const isStalePending = (refund: OrderRefund, now: Date) =>
  refund.state === "pending" &&
  refund.kind === "refund" &&
  now.getTime() - Date.parse(refund.created_at) >= STALE_PENDING_MS;

/** A campus's stale pending refunds, oldest first (the sparse gsi1 list, one Query). */
export async function stalePendingRefunds(
  store: RefundStore,
  siteId: string,
  now: Date,
): Promise<OrderRefund[]> {
  const before = new Date(now.getTime() - STALE_PENDING_MS).toISOString();
  return (await store.pendingRefunds(siteId, before)).filter((refund) =>
    isStalePending(refund, now),
  );
}

const sumSucceeded = (refunds: readonly OrderRefund[]) =>
  refunds
    .filter((refund) => refund.state === "succeeded")
    .reduce((total, refund) => total + refund.amount_cents, 0);

/** The gateway said no (a Stripe invalid request or card error, a key reused): a final answer. */
const isRefusal = (error: unknown) =>
  error instanceof IdempotencyMismatchError ||
  isInvalidRequest(error) ||
  isCardError(error) ||
  (error instanceof Error && /positive amount/.test(error.message));

/**
 * Sends a claimed card refund to the gateway under its fixed key and records the answer. Safe
 * to run twice at once (a request and the sweeper): the gateway refunds once per key and each
 * record is conditional. Answers the refund as recorded; a GatewayUnavailableError (the answer
 * is unknown) is thrown as is and the refund stays pending, for the caller to word.
 */
export async function finishRefund(
  deps: FinishRefundDeps,
  site: Site,
  refund: OrderRefund,
  transactionId: string,
  now: Date,
): Promise<OrderRefund> {
  let gatewayRefundId: string;
  try {
    const result = await deps
      .gatewayFor(site)
      .refund(site.id, transactionId, refund.amount_cents, refund.idempotency_key);
    gatewayRefundId = result.refundId;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const failure = error instanceof Error ? error.message.slice(0, 300) : "refused";
    await deps.store.markFailed(refund, failure, now);
    return { ...refund, state: "failed", failure, finished_at: now.toISOString() };
  }
  await deps.store.markSucceeded(refund, gatewayRefundId, now);
  // Read after marking: of two refunds finishing together, the later reads both as succeeded.
  const after = await deps.store.snapshot(site.id, refund.order_id);
  if (after) await deps.store.raiseRefunded(site.id, refund.order_id, sumSucceeded(after.refunds));
  return (
    after?.refunds.find((stored) => stored.id === refund.id) ?? {
      ...refund,
      state: "succeeded",
      gateway_refund_id: gatewayRefundId,
    }
  );
}
