import { OPERATION_SUBSCRIPTION_TEXT as TEXT } from "../../../shared/operations/subscription-messages";
import { ConflictError, ServiceUnavailableError } from "../../../shared/platform/errors";
import { PENDING_RESULT } from "../../../shared/subscriptions/billing";
import type { SubscriptionPayment } from "../../../shared/subscriptions/entities/subscription-payment";
import type { StaffContext } from "../../platform/staff-session/staff-guard";
import { GatewayUnavailableError } from "../../purchase/gateway/gateway";
import { chargeAttempt } from "../../subscriptions/period-charge";
import { auditPut } from "./audit";
import {
  loadSubscription,
  type OperationSubscriptionDeps,
  pastDuePeriod,
  rowOf,
  type SubscriptionKey,
  subscriptionTarget,
} from "./subscriptions-service";

/**
 * Charges a past-due period now, through the scheduled billing's own machinery
 * (access pattern #37): the next attempt of the period is claimed with a conditional Put (its audit entry in the
 * same transaction), the gateway is called with the key of subscription, period and attempt, and
 * the result moves the subscription as a billing run would. Of concurrent clicks one claims the
 * attempt and charges; the others are refused. A retry that never heard back from the gateway
 * left the attempt Pending: the next retry asks again with the same key, so the processor
 * answers the first charge instead of making a second (docs/operations/subscriptions.md).
 */
export async function retrySubscription(
  deps: OperationSubscriptionDeps,
  staff: StaffContext,
  input: SubscriptionKey,
  now: Date,
) {
  const { site, found, today } = await loadSubscription(deps, input, now);
  const unpaid = pastDuePeriod(found, today);
  const { sub } = found;
  const resume = unpaid.result === PENDING_RESULT;
  const pending: SubscriptionPayment = resume
    ? unpaid
    : {
        ...unpaid,
        amt: sub.amount,
        result: PENDING_RESULT,
        attempts: unpaid.attempts + 1,
        attempt_day: today,
        transaction_id: null,
      };
  const audit = auditPut(
    staff,
    {
      siteId: site.id,
      action: "subscription.retry",
      target: subscriptionTarget(input),
      before: {
        status: "past_due",
        period: unpaid.period,
        attempts: unpaid.attempts,
        result: unpaid.result,
      },
      after: { period: pending.period, attempt: pending.attempts, amount_cents: pending.amt },
    },
    now,
  );
  if (!resume) {
    const claimed = await deps.billing.store.claimAttempt(sub, pending, {
      anyDay: true,
      with: [audit],
    });
    if (!claimed) throw new ConflictError(TEXT.retryInProgress);
  }
  let attempt: Awaited<ReturnType<typeof chargeAttempt>>;
  try {
    // A resumed attempt has no claim of its own: its audit entry rides with the result.
    attempt = await chargeAttempt(
      deps.billing,
      site,
      sub,
      pending,
      now,
      resume ? { with: [audit] } : {},
    );
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      throw new ServiceUnavailableError(TEXT.gatewayUnavailable);
    }
    throw error;
  }
  if (attempt.outcome === "raced") throw new ConflictError(TEXT.retryInProgress);
  const after = await deps.store.one(input.site_id, input.customer_id, input.subscription_id);
  const paid = attempt.outcome === "paid";
  return {
    outcome: paid ? ("paid" as const) : ("declined" as const),
    result: attempt.result,
    subscription: rowOf(after ?? found, today),
    msg: paid ? TEXT.paid : TEXT.declined(attempt.result),
  };
}
