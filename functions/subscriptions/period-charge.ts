import { formatCents } from "../../shared/platform/money/format";
import type { Site } from "../../shared/site-content/schemas/site";
import {
  APPROVED_RESULT,
  chargeIdempotencyKey,
  chargeOutcome,
  nextBillingDayAfter,
  pastDueMail,
} from "../../shared/subscriptions/billing";
import type { Subscription } from "../../shared/subscriptions/entities/subscription";
import type { SubscriptionPayment } from "../../shared/subscriptions/entities/subscription-payment";
import { logger } from "../platform/logger";
import {
  type ChargeResult,
  isActionRequired,
  type PaymentGateway,
} from "../purchase/gateway/gateway";
import type { BillingStore, SubscriptionChange, WriteOptions } from "./billing-store";

// Charging one claimed attempt of a period, shared by the scheduled billing worker
// (functions/subscriptions/billing) and the operations console's retry (docs/decisions/subscription-billing.md).

export interface PeriodChargeDeps {
  store: BillingStore;
  /** The campus's gateway, as its site record names it. */
  gatewayFor: (site: Site) => PaymentGateway;
  /** The configured web origin, for the account link of a past-due mail; none, no link. */
  webOrigin?: string | undefined;
}

/** What one attempt came to; `raced`: another delivery recorded this attempt's result first. */
export type AttemptOutcome = "paid" | "retry" | "past_due" | "raced";

export interface AttemptResult {
  outcome: AttemptOutcome;
  /** The gateway's result text. */
  result: string;
  /** The subscription after a paid period, when a run may go on to its next one. */
  next: Subscription | null;
}

/**
 * Charges the attempt `pending` claimed (or resumes one left Pending), records the result and
 * moves the subscription: paid → its next billing day; declined → retried on a later run, or
 * past due once attempts run out. A subscription already past due (a staff retry) stays past
 * due when declined again and is not mailed twice. `options.with` rides with the recorded result.
 */
export async function chargeAttempt(
  deps: PeriodChargeDeps,
  site: Site,
  sub: Subscription,
  pending: SubscriptionPayment,
  at: Date,
  options: WriteOptions = {},
): Promise<AttemptResult> {
  const attempt = pending.attempts;
  // Without a saved card the plan is billed to the account chosen at checkout (Student ID,
  // payroll deduction): the period is recorded for the campus's export, nothing is charged.
  const result = sub.payment_method
    ? offSession(
        await deps.gatewayFor(site).chargeSaved({
          siteId: site.id,
          paymentMethod: sub.payment_method,
          amountCents: pending.amt,
          idempotencyKey: chargeIdempotencyKey(site.id, sub.id, pending.period, attempt),
        }),
      )
    : { resultCode: 0, result: APPROVED_RESULT, transactionId: null };
  const recorded = await deps.store.recordResult(
    sub,
    { ...pending, result: result.result, transaction_id: result.transactionId },
    options,
  );
  if (!recorded) return { outcome: "raced", result: result.result, next: null };
  const approved = result.resultCode === 0;
  if (!approved && sub.status === "past_due") {
    await deps.store.updateSubscription(sub, pending.period, {
      next_bill_day: pending.period,
      failed_attempts: attempt,
      status: "past_due",
    });
    return { outcome: "past_due", result: result.result, next: null };
  }
  // A card that needs its holder present declines every retry alike: past due at once, and
  // the mail asks the customer to act (docs/decisions/subscription-billing.md).
  const needsCustomer = "requiresCustomer" in result && result.requiresCustomer === true;
  const outcome = needsCustomer ? "past_due" : chargeOutcome(approved, attempt);
  if (outcome === "past_due") {
    await markPastDue(deps, site, sub, pending.period, attempt, at, needsCustomer);
  } else if (outcome === "retry") {
    await deps.store.updateSubscription(sub, pending.period, {
      next_bill_day: pending.period,
      failed_attempts: attempt,
      status: "active",
    });
  }
  const next = outcome === "paid" ? await moveOn(deps, sub, pending.period) : null;
  return { outcome, result: result.result, next };
}

/**
 * Off session nobody can authenticate: an adapter that still asks for the cardholder is
 * answered as a card that needs them.
 */
function offSession(answer: Awaited<ReturnType<PaymentGateway["chargeSaved"]>>): ChargeResult {
  if (!isActionRequired(answer)) return answer;
  return {
    resultCode: 12,
    result: "Declined",
    transactionId: answer.transactionId,
    brand: "",
    last4: "",
    requiresCustomer: true,
  };
}

/**
 * After a paid period: the next billing day (back on the billing index, also for a past-due
 * subscription a staff retry settled), or off the index when none is left.
 */
export async function moveOn(
  deps: Pick<PeriodChargeDeps, "store">,
  sub: Subscription,
  period: string,
): Promise<Subscription | null> {
  const change: SubscriptionChange = {
    next_bill_day: nextBillingDayAfter(sub.billing_days, period),
    failed_attempts: 0,
    status: "active",
  };
  const moved = await deps.store.updateSubscription(sub, period, change);
  return moved ? { ...sub, ...change } : null;
}

/**
 * Attempts ran out: past due (off the index) and one mail, recorded by the same write, so
 * exactly the delivery that made the change mails (docs/decisions/mail-outbox.md).
 */
export async function markPastDue(
  deps: PeriodChargeDeps,
  site: Site,
  sub: Subscription,
  period: string,
  attempts: number,
  at: Date,
  needsCustomer = false,
): Promise<void> {
  const email = await deps.store.contactEmail(sub);
  if (!email) {
    logger.warn("past-due subscription has no email", { siteId: site.id, subscriptionId: sub.id });
  }
  const mail = email && {
    intent: {
      kind: "billing_past_due",
      ref: `${sub.id}:${period}`,
      mail: {
        to: [email],
        ...pastDueMail({
          campusName: site.name,
          itemName: sub.item.name,
          period,
          amount: formatCents(sub.amount),
          needsCustomer,
          accountLink: deps.webOrigin
            ? `${deps.webOrigin}/${encodeURIComponent(site.slug)}/customer-account`
            : null,
        }),
      },
    },
    now: at,
  };
  await deps.store.updateSubscription(
    sub,
    period,
    { next_bill_day: period, failed_attempts: attempts, status: "past_due" },
    mail || undefined,
  );
}
