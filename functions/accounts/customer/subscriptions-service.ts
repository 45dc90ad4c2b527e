import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from "../../../shared/platform/errors";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import type { Site } from "../../../shared/site-content/schemas/site";
import { canCancel } from "../../../shared/subscriptions/account";
import { accountSubscriptionView } from "../../../shared/subscriptions/account-view";
import type { SubscriptionPayment } from "../../../shared/subscriptions/entities/subscription-payment";
import { SUBSCRIPTION_TEXT } from "../../../shared/subscriptions/messages";
import type { Session } from "../../platform/session/session-token";
import type { CustomerSubscriptionStore, CustomerSubscriptions } from "./subscriptions-store";

export interface SubscriptionDeps {
  store: CustomerSubscriptionStore;
  /** The session's published site (cached per warm Lambda). */
  site: (siteId: string, now: Date) => Promise<Site>;
}

/**
 * The site, the customer's subscriptions and the session check, read together: one round trip.
 * A session ended by logout or a password change is refused like on every other signed-in call.
 */
async function load(deps: SubscriptionDeps, session: Session, now: Date) {
  const [site, list, version] = await Promise.all([
    deps.site(session.siteId, now),
    deps.store.listOfCustomer(session.siteId, session.customerId),
    deps.store.sessionVersion(session.siteId, session.customerId),
  ]);
  if (version !== session.version) throw new UnauthorizedError();
  if (!site.subscriptions) throw new ForbiddenError(SUBSCRIPTION_TEXT.notOffered);
  return { site, list, today: campusDate(now, site.time_zone), timeZone: site.time_zone };
}

export async function listSubscriptions(deps: SubscriptionDeps, session: Session, now: Date) {
  const { list, today, timeZone } = await load(deps, session, now);
  return { subscriptions: toView(list, today, timeZone) };
}

/**
 * Cancel per the terms: at least 3 days before the next delivery (the subscription's next
 * billing day). Canceling takes it off the billing index, so it is never charged again.
 */
export async function cancelSubscription(
  deps: SubscriptionDeps,
  session: Session,
  subscriptionId: string,
  now: Date,
) {
  const { list, today, timeZone } = await load(deps, session, now);
  const sub = list.subscriptions.find((candidate) => candidate.id === subscriptionId);
  if (!sub) throw new NotFoundError(SUBSCRIPTION_TEXT.notFound);
  if (sub.canceled) throw new ConflictError(SUBSCRIPTION_TEXT.alreadyCanceled);
  if (!canCancel({ ...sub, canceled: false, billing_days: sub.billing_days }, today)) {
    throw new ConflictError(SUBSCRIPTION_TEXT.tooLate);
  }
  const canceled = await deps.store.cancel(
    session.siteId,
    session.customerId,
    sub.id,
    now.toISOString(),
  );
  if (!canceled) throw new ConflictError(SUBSCRIPTION_TEXT.alreadyCanceled);
  const subscriptions = list.subscriptions.map((s) => (s.id === canceled.id ? canceled : s));
  return {
    subscriptions: toView({ ...list, subscriptions }, today, timeZone),
    msg: SUBSCRIPTION_TEXT.canceled,
  };
}

function toView(list: CustomerSubscriptions, today: string, timeZone: string) {
  const paymentsBySub = new Map<string, SubscriptionPayment[]>();
  for (const payment of list.payments) {
    const payments = paymentsBySub.get(payment.subscription_id) ?? [];
    payments.push(payment);
    paymentsBySub.set(payment.subscription_id, payments);
  }
  return [...list.subscriptions]
    .sort((a, b) => b.order_created_at.localeCompare(a.order_created_at))
    .map((sub) => accountSubscriptionView(sub, paymentsBySub.get(sub.id) ?? [], today, timeZone));
}
