import type { Ymd } from "../platform/time/ymd";

// Scheduled billing of a subscription's periods (docs/decisions/subscription-billing.md).
// A period is one billing day of the subscription's calendar; each is charged at most once.
// Pure: "today" is the campus-local date of the run, never read from a clock here.

/** Charge attempts per period: the first on its billing day, then one per later run day. */
export const BILLING_MAX_ATTEMPTS = 3;

/** The result text of a charge that was started and whose outcome is not recorded yet. */
export const PENDING_RESULT = "Pending";
export const APPROVED_RESULT = "Approved";

/** What is known of a period's payment before a run touches it. */
export interface PeriodPayment {
  attempts: number;
  result: string;
  /** Campus-local date of the latest attempt. */
  attempt_day: Ymd;
}

export type PeriodAction =
  /** Start attempt `attempt` (1 when the period was never tried). */
  | { kind: "charge"; attempt: number }
  /** An attempt was started but its result never recorded: ask the gateway again, same key. */
  | { kind: "resume"; attempt: number }
  /** Already paid (e.g. at checkout): only move the subscription on. */
  | { kind: "advance" }
  /** Declined today already: the next run day retries. */
  | { kind: "wait" }
  /** Every attempt declined: the subscription is past due. */
  | { kind: "give_up" };

/** Decides what a run does with a due period, from its payment record (if any). */
export function periodAction(payment: PeriodPayment | undefined, today: Ymd): PeriodAction {
  if (!payment) return { kind: "charge", attempt: 1 };
  if (payment.result === APPROVED_RESULT) return { kind: "advance" };
  if (payment.result === PENDING_RESULT) return { kind: "resume", attempt: payment.attempts };
  if (payment.attempts >= BILLING_MAX_ATTEMPTS) return { kind: "give_up" };
  if (payment.attempt_day >= today) return { kind: "wait" };
  return { kind: "charge", attempt: payment.attempts + 1 };
}

export type ChargeOutcome = "paid" | "retry" | "past_due";

/** After a recorded result: paid, retried on a later run, or past due once attempts run out. */
export function chargeOutcome(approved: boolean, attempt: number): ChargeOutcome {
  if (approved) return "paid";
  return attempt >= BILLING_MAX_ATTEMPTS ? "past_due" : "retry";
}

/** The billing day after `period` on the calendar, or null when none is left. */
export function nextBillingDayAfter(billingDays: readonly Ymd[], period: Ymd): Ymd | null {
  return billingDays.find((day) => day > period) ?? null;
}

/**
 * The gateway idempotency key of one attempt: the same subscription, period and attempt always
 * name the same single charge, so a retried or duplicated delivery cannot charge twice. A retry
 * after a decline is a new attempt and needs its own key (the gateway would replay the decline).
 */
export function chargeIdempotencyKey(
  siteId: string,
  subscriptionId: string,
  period: Ymd,
  attempt: number,
): string {
  return `subscription:${siteId}:${subscriptionId}:${period}:${attempt}`;
}

/**
 * The past-due mail (plain text); the campus name signs it. `needsCustomer`: the card's bank
 * wants its holder to confirm the payment, which no retry without them can do, so the mail
 * asks them to sign in (the account page, when the stage has a web origin) and pay there or
 * update the card.
 */
export function pastDueMail(input: {
  campusName: string;
  itemName: string;
  period: Ymd;
  amount: string;
  needsCustomer?: boolean;
  /** The campus's account page, from the configured web origin only; null without one. */
  accountLink?: string | null;
}): { subject: string; text: string } {
  const contact = `Please contact ${input.campusName} dining services to update your payment method.`;
  const firstLine = input.needsCustomer
    ? `Your card's bank needs you to confirm the ${input.amount} payment for your ${input.itemName} subscription (billing day ${input.period}), so we could not charge it automatically.`
    : `We tried ${BILLING_MAX_ATTEMPTS} times to charge ${input.amount} for your ${input.itemName} subscription (billing day ${input.period}), and the payment was declined each time.`;
  const action =
    input.needsCustomer && input.accountLink
      ? `Please sign in at ${input.accountLink} to update your card, or contact ${input.campusName} dining services.`
      : contact;
  return {
    subject: `${input.campusName}: your subscription payment could not be processed`,
    text: [
      firstLine,
      "Your subscription is now past due and will not be charged again until it is resolved.",
      action,
    ].join("\n\n"),
  };
}
