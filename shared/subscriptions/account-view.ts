import { campusDate } from "../platform/time/campus-clock";
import type { Ymd } from "../platform/time/ymd";
import { canCancel, cancelOpensOn, nextBillingDate } from "./account";
import type { Subscription } from "./entities/subscription";
import type { SubscriptionPayment } from "./entities/subscription-payment";
import { periodsOf } from "./periods";
import type { CustomerSubscription } from "./routes/customer-subscriptions";
import { subscriptionStatus } from "./status";

// One subscription as the account's Subscriptions tab shows it (docs/decisions/subscription-schedule.md):
// each payment with the day it was charged and the days it paid for, the charges still to come
// ("Scheduled", never "Approved"), the status by the shared rule, and when cancel opens again.

/** The day a payment was charged: its latest attempt's campus day (older records: its instant's). */
const chargedOn = (payment: SubscriptionPayment, timeZone: string): Ymd =>
  payment.attempt_day ?? campusDate(new Date(payment.created_at), timeZone);

export function accountSubscriptionView(
  sub: Subscription,
  payments: readonly SubscriptionPayment[],
  today: Ymd,
  timeZone: string,
): CustomerSubscription {
  const periods = periodsOf(sub);
  const byDay = new Map(periods.map((period) => [period.bill_day, period]));
  const paid = [...payments].sort((a, b) => a.period.localeCompare(b.period));
  const recorded = new Set(paid.map((payment) => payment.period));
  const latest = paid.at(-1) ?? null;
  const status = subscriptionStatus({ ...sub, lastPayment: latest }, today);
  // Billing charges from the next billing day on while the subscription is active; a past-due
  // or canceled one has nothing scheduled until it is resolved.
  const next = sub.next_bill_day;
  const upcoming =
    status === "active" && next !== null
      ? periods.filter((period) => period.bill_day >= next && !recorded.has(period.bill_day))
      : [];
  const calendar = { ...sub, billing_days: sub.billing_days };
  const cancelable = canCancel(calendar, today);
  const closed = !cancelable && status !== "ended" && !sub.canceled;
  return {
    id: sub.id,
    kind: sub.kind,
    start: sub.start,
    end: sub.end,
    canceled: sub.canceled,
    canceled_at: sub.canceled_at,
    status,
    order: { created_at: sub.order_created_at },
    item: { name: sub.item.name, price: sub.amount },
    payments: paid.map((payment) => ({
      period: payment.period,
      amt: payment.amt,
      created_at: payment.created_at,
      result: payment.result,
      charged_on: chargedOn(payment, timeZone),
      from: byDay.get(payment.period)?.from ?? null,
      to: byDay.get(payment.period)?.to ?? null,
    })),
    upcoming: upcoming.map((period) => ({
      date: period.bill_day,
      amt: sub.amount,
      from: period.from,
      to: period.to,
    })),
    next_bill_day: sub.next_bill_day,
    can_cancel: cancelable,
    next_delivery: nextBillingDate(calendar, today),
    cancel_opens_on: closed ? cancelOpensOn(calendar, today) : null,
  };
}
