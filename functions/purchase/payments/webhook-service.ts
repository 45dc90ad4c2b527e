import type Stripe from "stripe";
import { isOpenAttempt } from "../../../shared/purchase/entities/checkout-claim";
import type { Site } from "../../../shared/site-content/schemas/site";
import { logger } from "../../platform/logger";
import { completionOf } from "../checkout/attempt-completion";
import type { AttemptStore } from "../checkout/attempt-store";
import { resolveAttempt } from "../checkout/resolve-attempt";
import type { PaymentGateway } from "../gateway/gateway";
import { recordedCharge } from "../gateway/stripe-outcomes";
import type { WebhookStore } from "./webhook-store";
import { refuse, verifyEvent, type WebhookAccount } from "./webhook-verify";

export interface WebhookDeps {
  accounts: () => Promise<WebhookAccount[]>;
  /** The account a campus charges into; an event about it must come from that account. */
  accountIdFor: (siteId: string) => string;
  site: (siteId: string) => Promise<Site | undefined>;
  attempts: AttemptStore;
  store: WebhookStore;
  gatewayFor: (site: Site) => PaymentGateway;
  webOrigin: string | undefined;
}

export interface WebhookRequest {
  rawBody: string;
  signature: string | undefined;
  now: Date;
}

/** The checkout a PaymentIntent belongs to, from the metadata the adapter wrote. */
interface Target {
  siteId: string;
  orderId: string;
  cartId: string | undefined;
  intent: Stripe.PaymentIntent;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : value?.id;

/** The PaymentIntent an event is about (refunds and disputes name it through their charge). */
async function intentOf(event: Stripe.Event, stripe: Stripe): Promise<Stripe.PaymentIntent | null> {
  const object = event.data.object as { object?: string };
  if (object.object === "payment_intent") return object as Stripe.PaymentIntent;
  let intentId: string | undefined;
  if (object.object === "charge") intentId = idOf((object as Stripe.Charge).payment_intent);
  if (object.object === "dispute") {
    const dispute = object as Stripe.Dispute;
    intentId = idOf(dispute.payment_intent);
    const chargeId = idOf(dispute.charge);
    if (!intentId && chargeId) {
      intentId = idOf((await stripe.charges.retrieve(chargeId)).payment_intent);
    }
  }
  return intentId ? stripe.paymentIntents.retrieve(intentId) : null;
}

function targetOf(intent: Stripe.PaymentIntent | null): Target | null {
  const metadata = intent?.metadata ?? {};
  if (!intent || !metadata.site_id || !metadata.order_id) return null;
  return { siteId: metadata.site_id, orderId: metadata.order_id, cartId: metadata.cart_id, intent };
}

const HANDLED = new Set([
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "charge.refunded",
  "charge.dispute.created",
]);

/**
 * Stripe's webhook (docs/payments.md "Webhooks"): a succeeded payment completes its checkout
 * attempt (the same conditional transaction as the buyer's request and the sweeper, so
 * whichever comes first records the order, once); a failed one is settled like the sweeper
 * would once its lease has run out; refunds and disputes are recorded on the order. A
 * charge whose attempt ended without an order is refunded. Each acted-on event id is
 * remembered, and a replay of it is refused.
 */
export async function handleStripeWebhook(
  deps: WebhookDeps,
  request: WebhookRequest,
): Promise<{ outcome: string }> {
  const { event, account } = verifyEvent(
    request.rawBody,
    request.signature,
    await deps.accounts(),
    request.now,
  );
  if (!HANDLED.has(event.type)) return { outcome: "ignored" };
  const target = targetOf(await intentOf(event, account.client));
  if (!target) return { outcome: "ignored: not a checkout payment" };
  if (deps.accountIdFor(target.siteId) !== account.id) {
    refuse("The event is about a campus that does not use this Stripe account.", {
      eventId: event.id,
      siteId: target.siteId,
    });
  }
  const site = await deps.site(target.siteId);
  if (!site) return { outcome: "ignored: unknown campus" };
  if (await deps.store.seen(site.id, event.id)) {
    refuse("This event was already processed.", { eventId: event.id, siteId: site.id });
  }
  const outcome = await act(deps, event, site, target, account.client, request.now);
  logger.info("stripe webhook", { eventId: event.id, type: event.type, siteId: site.id, outcome });
  if (
    !(await deps.store.remember(site.id, { id: event.id, type: event.type, outcome }, request.now))
  ) {
    refuse("This event was already processed.", { eventId: event.id, siteId: site.id });
  }
  return { outcome };
}

async function act(
  deps: WebhookDeps,
  event: Stripe.Event,
  site: Site,
  target: Target,
  stripe: Stripe,
  now: Date,
): Promise<string> {
  switch (event.type) {
    case "payment_intent.succeeded":
      return succeeded(deps, site, target, stripe, now);
    case "payment_intent.payment_failed":
      return failed(deps, site, target, now);
    case "charge.refunded": {
      const refunded = (event.data.object as Stripe.Charge).amount_refunded;
      const done = await deps.store.recordRefund(site.id, target.orderId, refunded);
      return done ? "refund recorded" : "refund unchanged or no order";
    }
    default: {
      const done = await deps.store.recordDispute(site.id, target.orderId);
      return done ? "dispute recorded" : "no order";
    }
  }
}

async function succeeded(
  deps: WebhookDeps,
  site: Site,
  { orderId, cartId, intent }: Target,
  stripe: Stripe,
  now: Date,
): Promise<string> {
  const claim = cartId ? await deps.attempts.get(site.id, cartId) : undefined;
  if (claim?.order_id === orderId && isOpenAttempt(claim)) {
    if (intent.amount !== claim.amount_cents || intent.currency !== "usd") {
      // Never recorded as paid for another amount: the attempt stays open and its alarm fires.
      logger.error("stripe charge differs from its attempt", { siteId: site.id, orderId });
      return "amount differs: left open";
    }
    const full = await stripe.paymentIntents.retrieve(intent.id, { expand: ["latest_charge"] });
    const done = completionOf(site, claim, recordedCharge(full), deps.webOrigin);
    return (await deps.attempts.complete(site.id, claim, done, now))
      ? "completed"
      : "already settled";
  }
  if (await deps.attempts.getOrder(site.id, orderId)) return "already recorded";
  // The attempt ended as "not charged" (or another took the cart): money without an order.
  const refund = await deps
    .gatewayFor(site)
    .refund(
      site.id,
      intent.id,
      intent.amount_received || intent.amount,
      `orphan-refund:${orderId}`,
    );
  logger.error("stripe charge without an order refunded", {
    siteId: site.id,
    orderId,
    paymentIntent: intent.id,
    refundId: refund.refundId,
  });
  return "refunded: no order";
}

async function failed(deps: WebhookDeps, site: Site, { orderId, cartId }: Target, now: Date) {
  const claim = cartId ? await deps.attempts.get(site.id, cartId) : undefined;
  if (claim?.order_id !== orderId || !isOpenAttempt(claim)) return "no open attempt";
  // While its lease runs a request may still be charging under it: that request settles it.
  if (claim.lease_until >= now.getTime()) return "left to the checkout";
  const gateway = deps.gatewayFor(site);
  return resolveAttempt(
    { attempts: deps.attempts, gateway, webOrigin: deps.webOrigin },
    site,
    claim,
    now,
  );
}
