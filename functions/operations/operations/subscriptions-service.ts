import type { OperationSubscription } from "../../../shared/operations/routes/operations-subscriptions";
import { OPERATION_SUBSCRIPTION_TEXT as TEXT } from "../../../shared/operations/subscription-messages";
import type { OperationSubscriptionStatus } from "../../../shared/operations/subscription-status";
import { ConflictError, NotFoundError } from "../../../shared/platform/errors";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import type { Site } from "../../../shared/site-content/schemas/site";
import { APPROVED_RESULT } from "../../../shared/subscriptions/billing";
import type { SubscriptionPayment } from "../../../shared/subscriptions/entities/subscription-payment";
import type { SiteStore } from "../../platform/site-store";
import type { PeriodChargeDeps } from "../../subscriptions/period-charge";
import type { OneSubscription, OperationSubscriptionStore } from "./subscriptions-store";
import { paymentView, subscriptionRow } from "./subscriptions-view";

export interface OperationSubscriptionDeps {
  sites: Pick<SiteStore, "getById">;
  store: OperationSubscriptionStore;
  /** The scheduled billing's own store and gateway (functions/subscriptions): one machinery. */
  billing: PeriodChargeDeps;
}

/** The rows read per Query while filtering by status; a page stops after MAX_READS of them. */
const READ_SIZE = 50;
const MAX_READS = 4;
export const DEFAULT_PAGE_SIZE = 25;

export async function campusOf(deps: Pick<OperationSubscriptionDeps, "sites">, siteId: string) {
  const found = await deps.sites.getById(siteId);
  if (!found) throw new NotFoundError(TEXT.unknownCampus);
  return found.site;
}

export const campusToday = (site: Site, now: Date) => campusDate(now, site.time_zone);

/**
 * A page of the campus's subscriptions, newest order first. The status is derived (it needs the
 * latest payment and the campus's today), so a filtered page reads the list in chunks and keeps
 * the matching rows; it stops at `limit` rows or after MAX_READS chunks, and the cursor resumes
 * right after the last row it looked at. A short page with a cursor means "more may follow".
 */
export async function listSubscriptions(
  deps: OperationSubscriptionDeps,
  input: { site_id: string; status?: OperationSubscriptionStatus; cursor?: string; limit?: number },
  now: Date,
) {
  const site = await campusOf(deps, input.site_id);
  const today = campusToday(site, now);
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  const rows: OperationSubscription[] = [];
  let cursor: string | null = input.cursor ?? null;
  for (let reads = 0; reads < MAX_READS && rows.length < limit; reads += 1) {
    const size = input.status ? READ_SIZE : limit - rows.length;
    const page = await deps.store.page(site.id, size, cursor ?? undefined);
    const extras = await deps.store.extras(page.entries.map((entry) => entry.sub));
    cursor = page.cursor;
    for (const [i, { sub, after }] of page.entries.entries()) {
      const row = subscriptionRow(
        sub,
        extras.lastPayments.get(sub.id) ?? null,
        extras.customers.get(sub.customer_id) ?? null,
        today,
      );
      if (input.status && row.status !== input.status) continue;
      rows.push(row);
      if (rows.length === limit) {
        // Stopped inside the chunk: resume after this row (unless it was the list's last).
        const last = i === page.entries.length - 1;
        cursor = last ? page.cursor : after;
        break;
      }
    }
    if (cursor === null) break;
  }
  return { subscriptions: rows, cursor, today };
}

async function loadOne(
  deps: OperationSubscriptionDeps,
  input: { site_id: string; customer_id: string; subscription_id: string },
): Promise<OneSubscription> {
  const found = await deps.store.one(input.site_id, input.customer_id, input.subscription_id);
  if (!found) throw new NotFoundError(TEXT.notFound);
  return found;
}

/** The subscription a staff action names. */
export type SubscriptionKey = { site_id: string; customer_id: string; subscription_id: string };

/** The audit entry's target of a staff action on the subscription. */
export const subscriptionTarget = (input: SubscriptionKey) =>
  `subscription:${input.customer_id}/${input.subscription_id}`;

/** The campus, the subscription (with its payments and customer) and the campus's today. */
export async function loadSubscription(
  deps: OperationSubscriptionDeps,
  input: SubscriptionKey,
  now: Date,
) {
  const [site, found] = await Promise.all([
    campusOf(deps, input.site_id),
    deps.store.one(input.site_id, input.customer_id, input.subscription_id),
  ]);
  if (!found) throw new NotFoundError(TEXT.notFound);
  return { site, found, today: campusToday(site, now) };
}

/** The payment of the latest period among all of a subscription's payments. */
const latestOf = (payments: readonly SubscriptionPayment[]) => payments.at(-1) ?? null;

export const rowOf = (found: OneSubscription, today: string) =>
  subscriptionRow(found.sub, latestOf(found.payments), found.customer, today);

export async function getSubscription(
  deps: OperationSubscriptionDeps,
  input: { site_id: string; customer_id: string; subscription_id: string },
  now: Date,
) {
  const [site, found] = await Promise.all([campusOf(deps, input.site_id), loadOne(deps, input)]);
  const today = campusToday(site, now);
  return {
    subscription: {
      ...rowOf(found, today),
      payments: found.payments.map(paymentView),
      billing_days: found.sub.billing_days,
    },
  };
}

/**
 * The period a retry charges: the one billing still holds as next billing day, declined (or
 * left Pending by a retry that never heard back). Refused with a sentence otherwise.
 */
export function pastDuePeriod(found: OneSubscription, today: string): SubscriptionPayment {
  const row = rowOf(found, today);
  if (row.status === "canceled") throw new ConflictError(TEXT.canceledNoRetry);
  const period = found.sub.next_bill_day;
  const payment = found.payments.find((candidate) => candidate.period === period);
  if (row.status !== "past_due" || !payment || payment.result === APPROVED_RESULT) {
    throw new ConflictError(TEXT.nothingPastDue);
  }
  return payment;
}
