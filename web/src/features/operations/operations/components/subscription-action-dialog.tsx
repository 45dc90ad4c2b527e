import type { OperationSubscription } from "@shared/operations/routes/operations-subscriptions";
import { useState } from "react";
import { Button } from "@/components/button";
import { Dialog } from "@/components/dialog";
import { Notice } from "@/components/notice";
import type { Message } from "@/components/toast";
import { ApiError, GENERIC_FAILURE } from "@/lib/api-client";
import { cancelSubscription, retrySubscription } from "../api/subscriptions";
import { formatCents } from "../lib/format";

export type SubscriptionAction = "retry" | "cancel";

export interface SubscriptionActionDialogProps {
  kind: SubscriptionAction;
  subscription: OperationSubscription;
  siteId: string;
  onClose: () => void;
  onDone: (message: Message) => void;
}

/**
 * The confirmation of "Retry payment" (charges the past-due period now, once) and "Cancel"
 * (on the customer's behalf; the customer is mailed). One press, one request.
 */
export function SubscriptionActionDialog({
  kind,
  subscription,
  siteId,
  onClose,
  onDone,
}: SubscriptionActionDialogProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const who = subscription.customer_name ?? "the customer";
  const card = subscription.card_last4
    ? `${subscription.card_brand ?? "card"} ending ${subscription.card_last4}`
    : "the account on file";
  const ids = {
    site_id: siteId,
    customer_id: subscription.customer_id,
    subscription_id: subscription.id,
  };

  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      if (kind === "retry") {
        const answer = await retrySubscription(ids);
        onDone(
          answer.outcome === "paid"
            ? {
                tone: "success",
                text: `Payment of ${formatCents(subscription.amount_cents)} for ${who} went through.`,
              }
            : {
                tone: "warning",
                text: `The payment for ${who} was declined again (${answer.result}).`,
              },
        );
      } else {
        await cancelSubscription(ids);
        onDone({
          tone: "success",
          text: `${subscription.plan_name} for ${who} is cancelled. The customer has been mailed.`,
        });
      }
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.msg : GENERIC_FAILURE);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      title={kind === "retry" ? "Retry the payment?" : `Cancel ${subscription.plan_name}?`}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      isDismissable={!pending}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            {kind === "retry" ? "Not now" : "Keep subscription"}
          </Button>
          <Button
            variant={kind === "retry" ? "primary" : "danger"}
            onPress={confirm}
            isPending={pending}
            pendingLabel={kind === "retry" ? "Charging…" : "Cancelling…"}
          >
            {kind === "retry"
              ? `Charge ${formatCents(subscription.amount_cents)}`
              : "Cancel subscription"}
          </Button>
        </>
      }
    >
      {kind === "retry" ? (
        <p>
          {formatCents(subscription.amount_cents)} for the past-due period will be charged to {card}{" "}
          now, once. If it goes through, billing carries on as scheduled.
        </p>
      ) : (
        <p>
          {who}'s {subscription.plan_name} will stop: nothing more is billed. The customer will be
          mailed that it was cancelled on their behalf.
        </p>
      )}
      {failure ? (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      ) : null}
    </Dialog>
  );
}
