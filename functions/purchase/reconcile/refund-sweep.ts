import type { OrderRefund } from "../../../shared/purchase/entities/order-refund";
import type { Site } from "../../../shared/site-content/schemas/site";
import { logger } from "../../platform/logger";
import { GatewayUnavailableError, type PaymentGateway } from "../gateway/gateway";
import { finishRefund, isStalePending, stalePendingRefunds } from "../refunds/finish-refund";
import type { RefundStore } from "../refunds/refund-store";

// The console's refunds a crash or an unanswered gateway left pending (docs/operations/orders.md
// "Refunds exactly once"), finished by the scheduled sweep: each is sent again under the key it
// was claimed with, so the gateway answers the refund it already made, or makes it once.

export interface RefundSweepDeps {
  refunds: RefundStore;
  gatewayFor: (site: Site) => PaymentGateway;
  site: (siteId: string) => Promise<Site | undefined>;
}

export interface RefundSweep {
  /** Recorded succeeded: the gateway refunded (now, or before the crash). */
  finished: number;
  /** Recorded failed: the gateway said no, the cents are refundable again. */
  refused: number;
  /** The gateway did not answer: still pending, sent again by the next sweep. */
  unavailable: number;
  /** Not finished by an error of ours (logged). */
  failed: number;
  /** Still pending after this pass, for the caller's stuck count. */
  left: OrderRefund[];
}

type Outcome = "finished" | "refused" | "done_elsewhere" | "no_charge";

/** Reads the refund's order again: a request may have finished it since the index was read. */
async function finishOne(
  deps: RefundSweepDeps,
  site: Site,
  listed: OrderRefund,
  now: Date,
): Promise<Outcome> {
  const snapshot = await deps.refunds.snapshot(site.id, listed.order_id);
  const refund = snapshot?.refunds.find((stored) => stored.id === listed.id);
  if (!snapshot || !refund || !isStalePending(refund, now)) return "done_elsewhere";
  const transactionId = snapshot.order.transaction_id;
  if (transactionId === null) return "no_charge";
  const recorded = await finishRefund(
    { store: deps.refunds, gatewayFor: deps.gatewayFor },
    site,
    refund,
    transactionId,
    now,
  );
  return recorded.state === "failed" ? "refused" : "finished";
}

/** Finishes a campus's stale pending refunds, one at a time; one's failure stops no other. */
export async function sweepRefunds(
  deps: RefundSweepDeps,
  siteId: string,
  now: Date,
): Promise<RefundSweep> {
  const sweep: RefundSweep = { finished: 0, refused: 0, unavailable: 0, failed: 0, left: [] };
  const pending = await stalePendingRefunds(deps.refunds, siteId, now);
  // The site record names the campus's gateway; read only when there is something to send.
  const site = pending.length > 0 ? await deps.site(siteId) : undefined;
  if (!site) return { ...sweep, left: pending };
  for (const refund of pending) {
    const where = { siteId: site.id, orderId: refund.order_id, refundId: refund.id };
    let outcome: Outcome;
    try {
      outcome = await finishOne(deps, site, refund, now);
    } catch (error) {
      sweep.left.push(refund);
      if (error instanceof GatewayUnavailableError) {
        sweep.unavailable += 1;
        logger.warn("pending refund: the gateway did not answer", where);
      } else {
        sweep.failed += 1;
        logger.error("pending refund not reconciled", { ...where, error: error as Error });
      }
      continue;
    }
    switch (outcome) {
      case "finished":
        sweep.finished += 1;
        logger.info("pending refund finished", where);
        break;
      case "refused":
        sweep.refused += 1;
        logger.warn("pending refund refused by the gateway", where);
        break;
      case "no_charge":
        // Claims refuse an order without a charge, so only a hand-edited order gets here.
        sweep.left.push(refund);
        logger.error("pending refund has no charge to refund", where);
        break;
      case "done_elsewhere":
        break;
    }
  }
  return sweep;
}
