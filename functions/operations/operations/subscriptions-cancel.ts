import {
  staffCancellationMail,
  OPERATION_SUBSCRIPTION_TEXT as TEXT,
} from "../../../shared/operations/subscription-messages";
import { ConflictError } from "../../../shared/platform/errors";
import { outboxPut } from "../../platform/outbox/outbox";
import type { StaffContext } from "../../platform/staff-session/staff-guard";
import { auditPut } from "./audit";
import {
  loadSubscription,
  type OperationSubscriptionDeps,
  rowOf,
  type SubscriptionKey,
  subscriptionTarget,
} from "./subscriptions-service";

/**
 * Cancels on the customer's behalf with the customer's own write (access pattern #38: canceled
 * once, off the billing index), the customer's mail (an outbox intent) and the audit entry in
 * one transaction. Staff are not held to the customer's 3-day notice: the card office cancels
 * for a reason the customer's own button does not know (they left campus, a dispute, a card that
 * cannot be charged), and a charge due within three days is exactly what they need to stop
 * (docs/operations/subscriptions.md "Cancel on the customer's behalf").
 */
export async function cancelSubscription(
  deps: OperationSubscriptionDeps,
  staff: StaffContext,
  input: SubscriptionKey,
  now: Date,
) {
  const { site, found, today } = await loadSubscription(deps, input, now);
  const before = rowOf(found, today);
  if (before.status === "canceled") throw new ConflictError(TEXT.alreadyCanceled);
  if (before.status === "ended") throw new ConflictError(TEXT.endedNoCancel);
  const { sub, customer } = found;
  // The account's current address, as reservation mail; else the one given at checkout.
  const email = customer?.email || (await deps.billing.store.contactEmail(sub));
  const canceledAt = now.toISOString();
  const mail = email
    ? outboxPut(
        site.id,
        {
          kind: "subscription_cancellation",
          ref: sub.id,
          mail: {
            to: [email],
            ...staffCancellationMail({
              campusName: site.name,
              firstName: customer?.first_name || null,
              planName: sub.item.name,
              canceledOn: today,
            }),
          },
        },
        now,
      )
    : null;
  const audit = auditPut(
    staff,
    {
      siteId: site.id,
      action: "subscription.cancel",
      target: subscriptionTarget(input),
      before: { status: before.status, next_bill_day: sub.next_bill_day },
      after: { status: "canceled", canceled_at: canceledAt, mailed: email ?? null },
    },
    now,
  );
  const canceled = await deps.store.cancel(sub, canceledAt, mail ? [mail, audit] : [audit]);
  if (!canceled) throw new ConflictError(TEXT.alreadyCanceled);
  const after = {
    ...found,
    sub: { ...sub, canceled: true, canceled_at: canceledAt, status: "canceled" as const },
  };
  return { subscription: rowOf(after, today), msg: TEXT.canceled(email) };
}
