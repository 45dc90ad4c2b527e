import { ConflictError } from "../../../shared/platform/errors";
import { CHECKOUT_TEXT } from "../../../shared/purchase/checkout/messages";
import { isHeldPaymentType } from "../../../shared/purchase/checkout/order-hold";
import { isSubscriptionItem } from "../../../shared/purchase/checkout/subscriptions";
import type { CheckoutClaim } from "../../../shared/purchase/entities/checkout-claim";
import { logger } from "../../platform/logger";
import { retry, TryLater } from "../../platform/retry";
import { completionOf, NOT_CHARGED, type PaymentRecord } from "../checkout/attempt-completion";
import type { AttemptCounters } from "../checkout/attempt-store";
import { holdOf } from "../checkout/order-hold";
import { resolveAttempt } from "../checkout/resolve-attempt";
import {
  type ActionRequired,
  GatewayUnavailableError,
  IdempotencyMismatchError,
  isActionRequired,
} from "../gateway/gateway";
import {
  ATTEMPT_LEASE_MS,
  answer,
  type CheckoutDeps,
  type CheckoutRequest,
  type CheckoutResult,
  NEXT_ACTION_LEASE_MS,
  REQUEST_LIFETIME_MS,
  sameTerms,
  termsOf,
} from "./checkout-context";
import {
  PaymentActionRequiredError,
  PaymentRefusedError,
  PaymentUnavailableError,
} from "./checkout-errors";
import { cardOf } from "./checkout-validate";

/** A finished attempt answers a repeat of itself with its order, and anything else with 409. */
export async function replay(deps: CheckoutDeps, request: CheckoutRequest, claim: CheckoutClaim) {
  const order = await deps.attempts.getOrder(request.site.id, claim.order_id);
  const repeat =
    order &&
    order.customer_id === (request.session?.customerId ?? null) &&
    sameTerms(claim, termsOf(request.input, request.input.total));
  if (!repeat) throw new ConflictError(CHECKOUT_TEXT.alreadyPlaced);
  return answer(order);
}

/**
 * Brand and last four come from the processor's answer only. The processor may first want the
 * buyer to authenticate (3-D Secure): that answer is no outcome yet.
 */
async function charge(
  deps: CheckoutDeps,
  request: CheckoutRequest,
  claim: CheckoutClaim,
): Promise<(PaymentRecord & { resultCode: number }) | ActionRequired> {
  const card = cardOf(request.input);
  if (!card) throw new Error("Only card attempts charge");
  const siteId = request.site.id;
  const base = {
    siteId,
    amountCents: claim.amount_cents,
    idempotencyKey: claim.order_id,
    reference: { cartId: claim.cart_id, orderNo: claim.order_no },
  };
  if (!claim.order?.items.some(isSubscriptionItem)) {
    const result = await deps.gateway.charge({ ...base, token: card.card_token });
    return isActionRequired(result) ? result : { ...result, paymentMethod: null };
  }
  // Subscriptions bill later from a saved payment method; today's charge uses it too, with
  // the buyer present (the card is set up for the later charges without them).
  const saved = await deps.gateway.saveForRecurring(siteId, card.card_token);
  const result = await deps.gateway.chargeSaved({
    ...base,
    paymentMethod: saved.paymentMethod,
    customerPresent: true,
  });
  return isActionRequired(result) ? result : { ...result, paymentMethod: saved.paymentMethod };
}

/** Finishes the attempt with its order; a lost race answers with whoever's order won. */
async function complete(
  deps: CheckoutDeps,
  request: CheckoutRequest,
  claim: CheckoutClaim,
  payment: PaymentRecord,
): Promise<CheckoutResult> {
  const { site, now } = request;
  const done = completionOf(site, claim, payment, deps.webOrigin);
  return retry(
    async () => {
      if (await deps.attempts.complete(site.id, claim, done, now)) return answer(done.order);
      // Finished by a racing request (or the sweeper) whose order is not readable yet: again,
      // once that request has had a moment to commit.
      const existing = await deps.attempts.getOrder(site.id, claim.order_id);
      if (existing) return answer(existing);
      throw new TryLater();
    },
    {
      tries: 4,
      baseMs: 25,
      exhausted: () => new ConflictError(CHECKOUT_TEXT.stillProcessing),
    },
  );
}

/** Charges under a pending attempt (a new one, or a repeat of it) and finishes it. */
export async function chargeAndComplete(
  deps: CheckoutDeps,
  request: CheckoutRequest,
  claim: CheckoutClaim,
  counters: AttemptCounters,
): Promise<CheckoutResult> {
  const { site, now } = request;
  if (claim.lease_until < now.getTime() + REQUEST_LIFETIME_MS) {
    const until = now.getTime() + ATTEMPT_LEASE_MS;
    if (!(await deps.attempts.extendLease(site.id, claim, until))) {
      throw new ConflictError(CHECKOUT_TEXT.paymentInProgress);
    }
  }
  let paid: Awaited<ReturnType<typeof charge>>;
  try {
    paid = await charge(deps, request, claim);
  } catch (error) {
    // Unknown outcome: the attempt stays pending; a repeat charges under the same key, and
    // the sweeper settles it if nobody repeats.
    if (error instanceof GatewayUnavailableError) throw new PaymentUnavailableError();
    if (error instanceof IdempotencyMismatchError) {
      logger.error("gateway refused a reused key", { siteId: site.id, orderId: claim.order_id });
      throw new ConflictError(CHECKOUT_TEXT.paymentInProgress);
    }
    throw error;
  }
  if (isActionRequired(paid)) {
    // The buyer authenticates in the browser, then repeats this request: the attempt stays
    // pending, its lease long enough for the bank's page (docs/payments.md "3-D Secure").
    await deps.attempts.extendLease(site.id, claim, now.getTime() + NEXT_ACTION_LEASE_MS);
    throw new PaymentActionRequiredError(paid.nextAction.clientSecret);
  }
  if (paid.resultCode !== 0) {
    const resolution = "declined";
    await deps.attempts.release(site.id, claim, { from: "pending", resolution, now }, counters);
    throw new PaymentRefusedError(paid.result);
  }
  return complete(deps, request, claim, paid);
}

/** An order that charges nothing now: the attempt is written finished, with its order. */
export async function placeDirect(
  deps: CheckoutDeps,
  request: CheckoutRequest,
  claim: CheckoutClaim,
): Promise<CheckoutResult> {
  const { site, now } = request;
  let payment = NOT_CHARGED;
  const card = cardOf(request.input);
  if (card && claim.order?.items.some(isSubscriptionItem)) {
    // A free first period still saves the card the later periods are billed to.
    try {
      const saved = await deps.gateway.saveForRecurring(site.id, card.card_token);
      payment = { ...NOT_CHARGED, ...saved };
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw new PaymentUnavailableError();
      throw error;
    }
  }
  const paid = completionOf(site, claim, payment, deps.webOrigin);
  // An account is billed only once its owner confirms (docs/decisions/payments.md).
  const held = isHeldPaymentType(claim.payment_type)
    ? holdOf(site, paid, deps.webOrigin, now)
    : null;
  const done = held ?? paid;
  const outcome = await deps.attempts.placeDirect(site.id, claim, done, now);
  if (outcome === "placed") {
    const placed = answer(done.order);
    return held ? { ...placed, msg: CHECKOUT_TEXT.heldForConfirmation(held.address) } : placed;
  }
  if (outcome === "cart_changed") throw new ConflictError(CHECKOUT_TEXT.cartChanged);
  const other = await deps.attempts.get(site.id, claim.cart_id);
  if (other?.state === "complete") return replay(deps, request, other);
  throw new ConflictError(CHECKOUT_TEXT.paymentInProgress);
}

/**
 * An open attempt that asks for something else: while a request may still be charging under
 * it, the buyer waits; after that it is settled here, as the sweeper would, and a new attempt
 * starts only if nothing was charged.
 */
export async function settleOther(
  deps: CheckoutDeps,
  request: CheckoutRequest,
  open: CheckoutClaim,
) {
  if (open.lease_until >= request.now.getTime()) {
    throw new ConflictError(CHECKOUT_TEXT.paymentInProgress);
  }
  let settled: Awaited<ReturnType<typeof resolveAttempt>>;
  try {
    settled = await resolveAttempt(deps, request.site, open, request.now);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw new PaymentUnavailableError();
    throw error;
  }
  if (settled === "completed") throw new ConflictError(CHECKOUT_TEXT.earlierPaymentCompleted);
  if (settled === "busy") throw new ConflictError(CHECKOUT_TEXT.paymentInProgress);
}
