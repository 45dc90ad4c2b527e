import type { Customer } from "../../../shared/accounts/routes/customer-schemas";
import type { OperationSubscription } from "../../../shared/operations/routes/operations-subscriptions";
import {
  subscriptionFrequency,
  subscriptionStatus,
} from "../../../shared/operations/subscription-status";
import { APPROVED_RESULT } from "../../../shared/subscriptions/billing";
import type { Subscription } from "../../../shared/subscriptions/entities/subscription";
import type { SubscriptionPayment } from "../../../shared/subscriptions/entities/subscription-payment";

export const paymentView = (payment: SubscriptionPayment) => ({
  period: payment.period,
  amt: payment.amt,
  result: payment.result,
  attempts: payment.attempts,
  attempt_day: payment.attempt_day,
  created_at: payment.created_at,
});

const fullName = (customer: Customer | null): string | null => {
  const name = customer && `${customer.first_name ?? ""} ${customer.last_name ?? ""}`.trim();
  return name || null;
};

/** One row of the console's table, its status as of the campus's `today`. */
export function subscriptionRow(
  sub: Subscription,
  lastPayment: SubscriptionPayment | null,
  customer: Customer | null,
  today: string,
): OperationSubscription {
  const status = subscriptionStatus(
    { canceled: sub.canceled, status: sub.status, end: sub.end, lastPayment },
    today,
  );
  return {
    id: sub.id,
    customer_id: sub.customer_id,
    customer_name: fullName(customer),
    customer_email: customer?.email ?? sub.email,
    plan_name: sub.item.name,
    kind: sub.kind,
    frequency: subscriptionFrequency(sub.kind),
    amount_cents: sub.amount,
    start: sub.start,
    end: sub.end,
    next_bill_day: sub.next_bill_day,
    status,
    last_payment: lastPayment && paymentView(lastPayment),
    card_brand: sub.card_brand,
    card_last4: sub.card_last4,
    canceled_at: sub.canceled_at,
    order_id: sub.order_id,
    order_created_at: sub.order_created_at,
    // The period billing holds as next billing day is the one left unpaid.
    can_retry:
      status === "past_due" &&
      lastPayment !== null &&
      lastPayment.period === sub.next_bill_day &&
      lastPayment.result !== APPROVED_RESULT,
    can_cancel: status !== "canceled" && status !== "ended",
  };
}
