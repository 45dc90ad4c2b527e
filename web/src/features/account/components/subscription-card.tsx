import type { CustomerSubscription } from "@shared/api/routes/customer-subscriptions";
import { formatCents } from "@shared/domain/money/format";
import { canceledLabel } from "@shared/domain/subscriptions/account";
import { SUBSCRIPTION_TEXT } from "@shared/domain/subscriptions/messages";
import { formatShortDate } from "@shared/domain/time/format";
import { useState } from "react";
import { Badge } from "@/components/badge";
import { Button } from "@/components/button";
import { Card } from "@/components/card";
import { Dialog } from "@/components/dialog";

const BILLING: Record<CustomerSubscription["kind"], string> = {
  meal_plan_monthly: "Billed monthly on the 1st of each month between start and end.",
  meal_plan_weekly: "Billed weekly, one week before each plan week.",
  coffee: "Billed monthly on the purchase date.",
};

interface SubscriptionCardProps {
  subscription: CustomerSubscription;
  timeZone: string;
  /** Resolves true when the cancel went through. */
  onCancel: (subscription: CustomerSubscription) => Promise<boolean>;
}

/** One subscription: start, end, item and price, its payments, and cancel while allowed. */
export function SubscriptionCard({ subscription: sub, timeZone, onCancel }: SubscriptionCardProps) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const canceled = canceledLabel(sub, timeZone);
  const cancel = async () => {
    setPending(true);
    const done = await onCancel(sub);
    setPending(false);
    if (done) setConfirming(false);
  };
  return (
    <Card as="li" title={sub.item.name} headingLevel={3} className="subscription-card">
      <dl className="subscription-card__facts">
        <dt>Start</dt>
        <dd>{formatShortDate(sub.start)}</dd>
        <dt>End</dt>
        <dd>{formatShortDate(sub.end)}</dd>
        <dt>Price</dt>
        <dd>{formatCents(sub.item.price)}</dd>
        <dt>Status</dt>
        <dd>
          {canceled ? (
            <Badge tone="neutral">{canceled}</Badge>
          ) : sub.status === "past_due" ? (
            <Badge tone="danger">Past due</Badge>
          ) : (
            <Badge tone="success">Active</Badge>
          )}
        </dd>
      </dl>
      <p className="subscription-card__billing">{BILLING[sub.kind]}</p>
      <h4 className="subscription-card__payments-title">Payments</h4>
      {sub.payments.length === 0 ? (
        <p>{SUBSCRIPTION_TEXT.noPayments}</p>
      ) : (
        <table className="account-table">
          <caption className="visually-hidden">Payments for {sub.item.name}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {sub.payments.map((payment) => (
              <tr key={payment.period}>
                <td>{formatShortDate(payment.period)}</td>
                <td>{formatCents(payment.amt)}</td>
                <td>{payment.result}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!sub.canceled && sub.can_cancel ? (
        <>
          <Button variant="danger" onPress={() => setConfirming(true)}>
            Cancel subscription
          </Button>
          <Dialog
            title="Cancel this subscription?"
            role="alertdialog"
            size="sm"
            isOpen={confirming}
            onOpenChange={setConfirming}
            footer={(close) => (
              <>
                <Button variant="secondary" onPress={close}>
                  Keep subscription
                </Button>
                <Button variant="danger" isPending={pending} onPress={() => void cancel()}>
                  Cancel subscription
                </Button>
              </>
            )}
          >
            <p>
              {sub.item.name} will not be charged again. Subscriptions can be canceled up to 3 days
              before the next delivery.
            </p>
          </Dialog>
        </>
      ) : null}
    </Card>
  );
}
