import type { CheckoutClaim } from "../../../shared/purchase/entities/checkout-claim";
import type { Site } from "../../../shared/site-content/schemas/site";
import { logger } from "../../platform/logger";
import type { RedeliveryReport } from "../../platform/outbox/delivery";
import type { AttemptStore } from "../checkout/attempt-store";
import { type Resolution, resolveAttempt } from "../checkout/resolve-attempt";
import type { PaymentGateway } from "../gateway/gateway";
import { type RefundSweepDeps, sweepRefunds } from "./refund-sweep";

/** An attempt this old with its lease run out has no request left: the sweeper settles it. */
export const SWEEP_AFTER_MS = 3 * 60_000;
/** Still open (an attempt, a refund) this long after it started: the stuck alarms' count. */
export const STUCK_AFTER_MS = 15 * 60_000;

export interface ReconcileDeps extends RefundSweepDeps {
  attempts: AttemptStore;
  /** The campus's gateway, as its site record names it. */
  gatewayFor: (site: Site) => PaymentGateway;
  /** Every campus that can hold checkout attempts (the site directory). */
  siteIds: () => Promise<string[]>;
  site: (siteId: string) => Promise<Site | undefined>;
  redeliver: (siteId: string, now: Date) => Promise<RedeliveryReport>;
  webOrigin: string | undefined;
}

export interface ReconcileReport {
  at: string;
  campuses: number;
  completed: string[];
  released: string[];
  /** Open attempts older than STUCK_AFTER_MS after this pass. */
  stuck: number;
  failed: number;
  mail: { delivered: number; failed: number; oldestPendingMs: number | null };
  /** The console's refunds left pending (functions/purchase/reconcile/refund-sweep.ts). */
  refunds: {
    finished: number;
    refused: number;
    unavailable: number;
    /** Still pending STUCK_AFTER_MS after their claim, after this pass. */
    stuck: number;
  };
}

const stuck = (createdAt: string, now: Date) =>
  Date.parse(createdAt) <= now.getTime() - STUCK_AFTER_MS;

const due = (claim: CheckoutClaim, now: Date) =>
  Date.parse(claim.created_at) <= now.getTime() - SWEEP_AFTER_MS &&
  claim.lease_until < now.getTime();

async function sweepAttempts(
  deps: ReconcileDeps,
  siteId: string,
  now: Date,
  report: ReconcileReport,
) {
  const open = await deps.attempts.open(siteId);
  const settled = new Set<string>();
  const site = open.some((claim) => due(claim, now)) ? await deps.site(siteId) : undefined;
  for (const claim of open) {
    if (!site || !due(claim, now)) continue;
    let outcome: Resolution;
    try {
      outcome = await resolveAttempt(
        { attempts: deps.attempts, gateway: deps.gatewayFor(site), webOrigin: deps.webOrigin },
        site,
        claim,
        now,
      );
    } catch (error) {
      report.failed += 1;
      logger.error("checkout attempt not reconciled", {
        siteId,
        orderId: claim.order_id,
        error: error as Error,
      });
      continue;
    }
    if (outcome === "busy") continue;
    settled.add(claim.order_id);
    (outcome === "completed" ? report.completed : report.released).push(claim.order_id);
    logger.info("checkout attempt reconciled", { siteId, orderId: claim.order_id, outcome });
  }
  report.stuck += open.filter(
    (claim) => !settled.has(claim.order_id) && stuck(claim.created_at, now),
  ).length;
}

async function sweepCampusRefunds(
  deps: ReconcileDeps,
  siteId: string,
  now: Date,
  report: ReconcileReport,
) {
  const sweep = await sweepRefunds(deps, siteId, now);
  report.refunds.finished += sweep.finished;
  report.refunds.refused += sweep.refused;
  report.refunds.unavailable += sweep.unavailable;
  report.refunds.stuck += sweep.left.filter((refund) => stuck(refund.created_at, now)).length;
  report.failed += sweep.failed;
}

/**
 * One sweep over every campus (docs/payments.md): open checkout attempts whose requests have
 * ended are settled against the gateway, console refunds left pending are finished under their
 * own keys (docs/operations/orders.md), and mail the outbox worker has not delivered is sent
 * again. A campus's failure is logged and counted; the others go on.
 */
export async function reconcile(deps: ReconcileDeps, now: Date): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    at: now.toISOString(),
    campuses: 0,
    completed: [],
    released: [],
    stuck: 0,
    failed: 0,
    mail: { delivered: 0, failed: 0, oldestPendingMs: null },
    refunds: { finished: 0, refused: 0, unavailable: 0, stuck: 0 },
  };
  for (const siteId of await deps.siteIds()) {
    report.campuses += 1;
    try {
      await sweepAttempts(deps, siteId, now, report);
      await sweepCampusRefunds(deps, siteId, now, report);
      const mail = await deps.redeliver(siteId, now);
      report.mail.delivered += mail.delivered;
      report.mail.failed += mail.failed;
      if (mail.oldestPendingMs !== null) {
        report.mail.oldestPendingMs = Math.max(
          report.mail.oldestPendingMs ?? 0,
          mail.oldestPendingMs,
        );
      }
    } catch (error) {
      report.failed += 1;
      logger.error("campus not reconciled", { siteId, error: error as Error });
    }
  }
  return report;
}
