import type { Subscription } from "../../shared/data/entities/subscription";
import type { SubscriptionPayment } from "../../shared/data/entities/subscription-payment";
import {
  APPROVED_RESULT,
  PENDING_RESULT,
  periodAction,
} from "../../shared/domain/subscriptions/billing";
import { campusDate } from "../../shared/domain/time/campus-clock";
import type { Site } from "../../shared/schemas/site";
import {
  type AttemptOutcome,
  chargeAttempt,
  markPastDue,
  moveOn,
  type PeriodChargeDeps,
} from "../lib/billing/period-charge";
import type { SiteStore } from "../lib/store/site-store";

export interface BillingDeps extends PeriodChargeDeps {
  sites: Pick<SiteStore, "getById">;
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
}

/** How many subscriptions of one campus are billed at once. */
const CONCURRENCY = 5;

/**
 * One campus's run at instant `at`: every active subscription whose next billing day is on or
 * before the campus's today is billed, oldest period first, until it is paid up, declined or
 * past due. Safe to repeat and to run twice at once (docs/decisions/subscription-billing.md).
 * A failure of one subscription does not stop the others; it is rethrown at the end so the
 * queue delivers the message again.
 */
export async function billCampus(
  deps: BillingDeps,
  siteId: string,
  at: Date,
): Promise<CampusBillingReport> {
  const found = await deps.sites.getById(siteId);
  if (!found?.site.published) return { site_id: siteId, today: null, periods: [] };
  const site = found.site;
  const today = campusDate(at, site.time_zone);
  const due = await deps.store.dueSubscriptions(siteId, today);
  const periods: BilledPeriod[] = [];
  const failures: unknown[] = [];
  for (let i = 0; i < due.length; i += CONCURRENCY) {
    const batch = due.slice(i, i + CONCURRENCY);
    const settled = await Promise.allSettled(
      batch.map((sub) => billSubscription(deps, site, sub, today, at)),
    );
    for (const result of settled) {
      if (result.status === "fulfilled") periods.push(...result.value);
      else failures.push(result.reason);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} subscription(s) of ${siteId} failed`);
  }
  return { site_id: siteId, today, periods };
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
