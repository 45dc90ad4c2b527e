import { formatCents } from "@shared/platform/money/format";
import { formatDateRange, formatMediumDate } from "@shared/platform/time/format";
import { SUBSCRIPTION_TEXT } from "@shared/subscriptions/messages";
import type { CustomerSubscription } from "@shared/subscriptions/routes/customer-subscriptions";

/** An upcoming charge's result: it has not happened, so it is never "Approved". */
export const SCHEDULED = "Scheduled";

const periodText = (from: string | null, to: string | null) =>
  from && to ? formatDateRange(from, to) : "";

/**
 * A subscription's money timeline: every charge made (the day it was charged, the days it paid
 * for, its amount and result) and then every charge to come, "Scheduled", in order.
 */
export function SubscriptionPayments({
  subscription: sub,
}: {
  subscription: CustomerSubscription;
}) {
  return (
    <>
      {sub.payments.length === 0 ? <p>{SUBSCRIPTION_TEXT.noPayments}</p> : null}
      {sub.payments.length + sub.upcoming.length > 0 ? (
        <table className="account-table">
          <caption className="visually-hidden">Payments for {sub.item.name}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">For</th>
              <th scope="col">Amount</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {sub.payments.map((payment) => (
              <tr key={payment.period}>
                <td data-label="Date">{formatMediumDate(payment.charged_on)}</td>
                <td data-label="For">{periodText(payment.from, payment.to)}</td>
                <td data-label="Amount">{formatCents(payment.amt)}</td>
                <td data-label="Result">{payment.result}</td>
              </tr>
            ))}
            {sub.upcoming.map((charge) => (
              <tr key={charge.date} className="subscription-card__scheduled">
                <td data-label="Date">{formatMediumDate(charge.date)}</td>
                <td data-label="For">{periodText(charge.from, charge.to)}</td>
                <td data-label="Amount">{formatCents(charge.amt)}</td>
                <td data-label="Result">{SCHEDULED}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
