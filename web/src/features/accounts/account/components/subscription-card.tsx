import { formatCents } from "@shared/platform/money/format";
import { formatShortDate } from "@shared/platform/time/format";
import { cancelClosedText, canceledLabel } from "@shared/subscriptions/account";
import type { CustomerSubscription } from "@shared/subscriptions/routes/customer-subscriptions";
import { nextChargeText } from "@shared/subscriptions/timeline";
import { useState } from "react";
import { Badge } from "@/components/badge";
import { Button } from "@/components/button";
import { Card } from "@/components/card";
import { Dialog } from "@/components/dialog";
import { SubscriptionPayments } from "./subscription-payments";

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

/**
 * One subscription: start, end, item and price, its status, its next charge, its payments and
 * scheduled charges, and cancel while allowed (or why not and until when).
 */
export function SubscriptionCard({ subscription: sub, timeZone, onCancel }: SubscriptionCardProps) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const canceled = canceledLabel(sub, timeZone);
  const nextCharge = sub.upcoming[0];
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
          ) : sub.status === "ended" ? (
            <Badge tone="neutral">Ended</Badge>
          ) : (
            <Badge tone="success">Active</Badge>
          )}
        </dd>
      </dl>
      <p className="subscription-card__billing">{BILLING[sub.kind]}</p>
      {nextCharge ? (
        <p className="subscription-card__next">
          {nextChargeText({ amount: nextCharge.amt, date: nextCharge.date })}
        </p>
      ) : null}
      <h4 className="subscription-card__payments-title">Payments</h4>
      <SubscriptionPayments subscription={sub} />
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
      ) : sub.next_delivery && sub.cancel_opens_on ? (
        <p className="subscription-card__cancel-closed">
          {cancelClosedText(sub.next_delivery, sub.cancel_opens_on)}
        </p>
      ) : null}
    </Card>
  );
}
