import { campusDate } from "../../../shared/platform/time/campus-clock";
import type { Site } from "../../../shared/site-content/schemas/site";
import {
  APPROVED_RESULT,
  PENDING_RESULT,
  periodAction,
} from "../../../shared/subscriptions/billing";
import {
  billingIndexKeys,
  type Subscription,
} from "../../../shared/subscriptions/entities/subscription";
import type { SubscriptionPayment } from "../../../shared/subscriptions/entities/subscription-payment";
import { logger } from "../../platform/logger";
import type { SiteStore } from "../../platform/site-store";
import { createPacer, pacedGateway } from "../pacer";
import {
  type AttemptOutcome,
  chargeAttempt,
  markPastDue,
  moveOn,
  type PeriodChargeDeps,
} from "../period-charge";
import type { CampusBillingMessage } from "./billing-message";

export interface BillingDeps extends PeriodChargeDeps {
  sites: Pick<SiteStore, "getById">;
  /**
   * Gateway calls a campus run may start per second (BILLING_CHARGES_PER_SECOND); default
   * DEFAULT_CHARGES_PER_SECOND.
   */
  chargesPerSecond?: number;
  /** Puts the follow-up message of a run that stopped before its end (the campus queue). */
  continueLater?: (message: CampusBillingMessage) => Promise<void>;
  /** The clock of the run lease (always the real one in production). */
  clock?: () => Date;
}

/** How one delivery of a campus message runs: where it goes on from, and its time left. */
export interface BillingRunOptions {
  /** The billing-index key the run stopped after (a follow-up message's `after`). */
  after?: string | undefined;
  /** The worker's time left, ms (the Lambda context); without it the run goes to its end. */
  timeLeftMs?: () => number;
}

export type PeriodOutcome = AttemptOutcome | "already_paid" | "waiting";

/** One period a run looked at, for the run's report and logs. */
export interface BilledPeriod {
  subscription_id: string;
  customer_id: string;
  item: string;
  period: string;
  amount: number;
  attempt: number;
  result: string | null;
  outcome: PeriodOutcome;
}

export interface CampusBillingReport {
  site_id: string;
  /** The campus-local date of the run; null when the campus is unknown or unpublished. */
  today: string | null;
  periods: BilledPeriod[];
  /** Stopped for time: the follow-up message goes on after this billing-index key. */
  continue_after?: string;
  /** Another run of the campus (an earlier instant, still going) holds it: nothing billed. */
  run_in_progress?: true;
}

/**
 * Gateway calls per second of one campus run, unless BILLING_CHARGES_PER_SECOND says otherwise
 * (docs/decisions/subscription-billing.md "Pacing"). Stripe allows 25 requests a second on one
 * endpoint (creating payment intents) of one account, shared with checkout; the worker bills two
 * campuses at once (infra/constructs/billing.ts), both maybe on the company's account: 2 × 10
 * leaves checkout its 5. A 60,000-subscription campus then bills in 100 minutes.
 */
export const DEFAULT_CHARGES_PER_SECOND = 10;

/** Subscriptions in flight at once: enough to keep the pace while each waits ~1–2 s on the gateway. */
const inFlightFor = (rate: number) => Math.max(5, Math.ceil(2 * rate));

/** Due subscriptions read per Query of the billing index. */
const PAGE = 250;

/**
 * A run stops starting subscriptions with this much of the worker's time left, so those in
 * flight finish and the follow-up message is sent before the timeout (5 minutes).
 */
export const STOP_RESERVE_MS = 60_000;

/** How long a run's lease holds without a word: a worker's timeout and the queue's delay. */
export const RUN_LEASE_MS = 15 * 60_000;

/**
 * One campus's run at instant `at`: every active subscription whose next billing day is on or
 * before the campus's today is billed, oldest period first, until it is paid up, declined or
 * past due. Safe to repeat and to run twice at once (docs/decisions/subscription-billing.md).
 * Gateway calls are paced to `chargesPerSecond`; with `timeLeftMs`, a run that would outlast the
 * worker stops starting subscriptions, lets those in flight finish and goes on in a follow-up
 * message from the last one started (the index is walked in order, so everything before it is
 * done; a period charged is off the index, a period claimed is never charged twice). A failure
 * of one subscription does not stop the others; it is rethrown at the end so the queue
 * delivers the message again.
 */
export async function billCampus(
  deps: BillingDeps,
  siteId: string,
  at: Date,
  run: BillingRunOptions = {},
): Promise<CampusBillingReport> {
  const found = await deps.sites.getById(siteId);
  if (!found?.site.published) return { site_id: siteId, today: null, periods: [] };
  const site = found.site;
  const today = campusDate(at, site.time_zone);
  const runAt = at.toISOString();
  const clock = deps.clock ?? (() => new Date());
  if (!(await deps.store.claimRun(siteId, runAt, clock(), clock().getTime() + RUN_LEASE_MS))) {
    logger.info("campus billing left to the run in progress", { siteId, at: runAt });
    return { site_id: siteId, today, periods: [], run_in_progress: true };
  }
  const rate = deps.chargesPerSecond ?? DEFAULT_CHARGES_PER_SECOND;
  const pacer = createPacer({ ratePerSecond: rate });
  const paced: BillingDeps = {
    ...deps,
    gatewayFor: (campus) => pacedGateway(deps.gatewayFor(campus), pacer),
  };
  const canStop = run.timeLeftMs !== undefined && deps.continueLater !== undefined;
  const outOfTime = () => canStop && (run.timeLeftMs?.() ?? Infinity) < STOP_RESERVE_MS;
  const periods: BilledPeriod[] = [];
  const failures: unknown[] = [];
  let after = run.after;
  let stopped = false;
  try {
    for (let more = true; more && !stopped; ) {
      const page = await deps.store.dueSubscriptions(siteId, today, { after, limit: PAGE });
      more = page.more;
      const started = await inOrder(
        page.subscriptions,
        inFlightFor(rate),
        outOfTime,
        async (sub) => {
          try {
            periods.push(...(await billSubscription(paced, site, sub, today, at)));
          } catch (error) {
            failures.push(error);
          }
        },
      );
      const last = page.subscriptions[started - 1];
      if (last) after = billingIndexKeys(siteId, last.id, last).gsi2sk;
      stopped = started < page.subscriptions.length;
    }
    if (stopped) {
      // The lease carries over to the follow-up message, which takes it again.
      await deps.store.claimRun(siteId, runAt, clock(), clock().getTime() + RUN_LEASE_MS);
      await deps.continueLater?.({ site_id: siteId, at: runAt, ...(after ? { after } : {}) });
      logger.info("campus billing continues in a follow-up message", {
        siteId,
        at: runAt,
        after,
        billed: periods.length,
      });
    }
  } finally {
    if (!stopped) await deps.store.releaseRun(siteId, runAt);
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} subscription(s) of ${siteId} failed`);
  }
  return {
    site_id: siteId,
    today,
    periods,
    ...(stopped ? { continue_after: after ?? "" } : {}),
  };
}

/**
 * Runs `work` over `items` in their order, at most `limit` at once, starting none once `stop()`
 * says so; answers how many were started. All of them have finished when it answers, and they
 * are the first ones: a run that stops goes on from the last of them.
 */
async function inOrder<T>(
  items: readonly T[],
  limit: number,
  stop: () => boolean,
  work: (item: T) => Promise<void>,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return next;
}

interface Step {
  billed: BilledPeriod;
  /** The subscription after this period, when the run may go on to its next one. */
  next: Subscription | null;
}

async function billSubscription(
  deps: BillingDeps,
  site: Site,
  sub: Subscription,
  today: string,
  at: Date,
): Promise<BilledPeriod[]> {
  const billed: BilledPeriod[] = [];
  let current: Subscription | null = sub;
  // A missed run left several periods due: each is its own charge, oldest first.
  while (current?.next_bill_day && current.next_bill_day <= today) {
    const step: Step = await billPeriod(deps, site, current, current.next_bill_day, today, at);
    billed.push(step.billed);
    current = step.next;
  }
  return billed;
}

async function billPeriod(
  deps: BillingDeps,
  site: Site,
  sub: Subscription,
  period: string,
  today: string,
  at: Date,
  claimRaced = false,
): Promise<Step> {
  const payment = await deps.store.getPayment(sub, period);
  const action = periodAction(
    payment && { ...payment, attempt_day: payment.attempt_day ?? "" },
    today,
  );
  const report = (outcome: PeriodOutcome, attempt: number, result: string | null) => ({
    subscription_id: sub.id,
    customer_id: sub.customer_id,
    item: sub.item.name,
    period,
    amount: sub.amount,
    attempt,
    result,
    outcome,
  });
  switch (action.kind) {
    case "advance": {
      const next = await moveOn(deps, sub, period);
      return { billed: report("already_paid", payment?.attempts ?? 0, APPROVED_RESULT), next };
    }
    case "wait":
      return {
        billed: report("waiting", payment?.attempts ?? 0, payment?.result ?? null),
        next: null,
      };
    case "give_up": {
      await markPastDue(deps, site, sub, period, payment?.attempts ?? 0, at);
      return {
        billed: report("past_due", payment?.attempts ?? 0, payment?.result ?? null),
        next: null,
      };
    }
    case "resume":
      return charge(deps, site, sub, { ...(payment as SubscriptionPayment) }, report, at);
    case "charge": {
      const claim: SubscriptionPayment = {
        subscription_id: sub.id,
        period,
        amt: sub.amount,
        created_at: payment?.created_at ?? at.toISOString(),
        result: PENDING_RESULT,
        attempts: action.attempt,
        attempt_day: today,
        transaction_id: null,
      };
      if (await deps.store.claimAttempt(sub, claim)) {
        return charge(deps, site, sub, claim, report, at);
      }
      // Another delivery claimed this attempt first: look again (it may be in flight or done).
      if (claimRaced) return { billed: report("raced", action.attempt, null), next: null };
      return billPeriod(deps, site, sub, period, today, at, true);
    }
  }
}

async function charge(
  deps: BillingDeps,
  site: Site,
  sub: Subscription,
  pending: SubscriptionPayment,
  report: (outcome: PeriodOutcome, attempt: number, result: string | null) => BilledPeriod,
  at: Date,
): Promise<Step> {
  const { outcome, result, next } = await chargeAttempt(deps, site, sub, pending, at);
  return { billed: report(outcome, pending.attempts, result), next };
}
