import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { PlacedOrder } from "../../shared/api/routes/cart-checkout";
import { type CheckoutClaim, isOpenAttempt } from "../../shared/data/entities/checkout-claim";
import type { Order } from "../../shared/data/entities/order";
import { CHECKOUT_TEXT } from "../../shared/domain/checkout/messages";
import { isHeldPaymentType } from "../../shared/domain/checkout/order-hold";
import { isSubscriptionItem } from "../../shared/domain/checkout/subscriptions";
import { campusDate } from "../../shared/domain/time/campus-clock";
import type { PaymentType } from "../../shared/domain/validation/forms/payment-types";
import {
  ConflictError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from "../../shared/errors";
import type { Site } from "../../shared/schemas/site";
import { completionOf, NOT_CHARGED, type PaymentRecord } from "../lib/checkout/attempt-completion";
import type { AttemptCounters, AttemptStore } from "../lib/checkout/attempt-store";
import { holdOf } from "../lib/checkout/order-hold";
import { resolveAttempt } from "../lib/checkout/resolve-attempt";
import { logger } from "../lib/logger";
import {
  type ActionRequired,
  GatewayUnavailableError,
  IdempotencyMismatchError,
  isActionRequired,
  type PaymentGateway,
} from "../lib/payments/gateway";
import { SESSION_EXPIRED } from "../lib/session/session-guard";
import {
  PaymentActionRequiredError,
  PaymentRefusedError,
  PaymentUnavailableError,
} from "./checkout-errors";
import { buildOrder } from "./checkout-order";
import type { CheckoutStore } from "./checkout-store";
import {
  type CheckoutInput,
  cardOf,
  type ValidCheckout,
  validateCheckout,
} from "./checkout-validate";

/**
 * Failed payments allowed per 15-minute window (docs/decisions/payments.md "Rate limit"): per
 * cart first, what a card tester works through; per network address set for a campus, where a
 * lunch rush sends thousands of students through a few addresses (the edge lets one address
 * 600 checkouts in 15 minutes, so one in six would have to fail to reach it).
 */
export const ATTEMPT_LIMITS = { cart: 10, client: 100 } as const;
const WINDOW_MS = 15 * 60 * 1000;
/**
 * An attempt's lease: every request that charges under it has ended by then. A request lives
 * at most the API Lambda's 20 s, so one that still has 30 s of lease charges without writing;
 * with less it extends the lease first.
 */
export const ATTEMPT_LEASE_MS = 60_000;
const REQUEST_LIFETIME_MS = 30_000;
/**
 * While the buyer authenticates with their bank (3-D Secure) the attempt is held this long:
 * other requests wait, and the sweeper leaves it alone until then; past it, the sweeper
 * cancels the unfinished payment and frees the cart.
 */
export const NEXT_ACTION_LEASE_MS = 5 * 60_000;

export interface CheckoutDeps {
  store: CheckoutStore;
  attempts: AttemptStore;
  gateway: PaymentGateway;
  /** The configured web origin for links in mail; without one the mail has no links. */
  webOrigin: string | undefined;
}

export interface CheckoutRequest {
  site: Site;
  input: CheckoutInput;
  /** From the cart group's HttpOnly cookie; null when the browser holds none. */
  cartId: string | null;
  /** From the verified session only, never from a parameter. */
  session: { customerId: string; version: number } | undefined;
  /** A hash of the client's address, for the rate limit. */
  clientId: string;
  now: Date;
}

export interface CheckoutResult {
  total: number;
  order: PlacedOrder;
  msg: string;
}

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/** Order numbers: 8 characters without look-alikes (0/O, 1/I). */
const newOrderNo = () => Array.from(randomBytes(8), (b) => ALPHABET[b % 32]).join("");

/** The attempt keeps a hash of the card token: enough to tell another card, nothing to charge. */
const sourceOf = (token: string) =>
  createHash("sha256").update(token).digest("base64url").slice(0, 22);

function countersFor(request: CheckoutRequest, cartId: string): AttemptCounters {
  const start = Math.floor(request.now.getTime() / WINDOW_MS) * WINDOW_MS;
  return {
    cartId,
    clientId: request.clientId,
    windowStart: new Date(start).toISOString(),
    limits: ATTEMPT_LIMITS,
    expiresAt: Math.floor((start + 2 * WINDOW_MS) / 1000),
  };
}

export function placedOrderView(order: Order): PlacedOrder {
  return {
    id: order.id,
    no: order.no,
    created_at: order.created_at,
    subtotal: order.subtotal,
    discount: order.discount,
    tax: order.tax,
    total: order.total,
    payment_type: order.payment_type,
    card_brand: order.card_brand,
    card_last4: order.card_last4,
    state: order.state,
    confirm_by: order.confirm_by,
    items: order.items.map((item) => ({
      id: item.id,
      name: item.name,
      type: item.type,
      total: item.price - item.discount + item.tax,
    })),
  };
}

const answer = (order: Order): CheckoutResult => ({
  total: order.total,
  order: placedOrderView(order),
  msg: CHECKOUT_TEXT.orderPlaced,
});

/** What an attempt charges, fixed when it is claimed; a request asking anything else is another. */
type AttemptTerms = Pick<CheckoutClaim, "amount_cents" | "payment_type" | "source">;

/**
 * The card token, or for a payment that charges no card the account it bills (student id,
 * email): only the buyer who made the attempt can repeat it, and a repeat from anyone else
 * (a cart cookie carried to another browser) learns nothing of the order.
 */
function termsOf(input: CheckoutInput, amount: number): AttemptTerms {
  const card = cardOf(input);
  const billed = `account:${input.student_id.trim().toUpperCase()}:${input.email.trim().toLowerCase()}`;
  return {
    amount_cents: amount,
    payment_type: input.payment_type as PaymentType,
    source: sourceOf(card ? card.card_token : billed),
  };
}

const sameTerms = (claim: CheckoutClaim, terms: AttemptTerms) =>
  claim.amount_cents === terms.amount_cents &&
  claim.payment_type === terms.payment_type &&
  claim.source === terms.source;

/** A finished attempt answers a repeat of itself with its order, and anything else with 409. */
async function replay(deps: CheckoutDeps, request: CheckoutRequest, claim: CheckoutClaim) {
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
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    if (await deps.attempts.complete(site.id, claim, done, now)) return answer(done.order);
    const existing = await deps.attempts.getOrder(site.id, claim.order_id);
    if (existing) return answer(existing);
    await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
  }
  throw new ConflictError(CHECKOUT_TEXT.stillProcessing);
}

/** Charges under a pending attempt (a new one, or a repeat of it) and finishes it. */
async function chargeAndComplete(
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
async function placeDirect(
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
async function settleOther(deps: CheckoutDeps, request: CheckoutRequest, open: CheckoutClaim) {
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

function validate(request: CheckoutRequest, reads: Awaited<ReturnType<CheckoutStore["read"]>>) {
  if (request.session && reads.customerSessionVersion !== request.session.version) {
    throw new UnauthorizedError(SESSION_EXPIRED);
  }
  return validateCheckout(request.input, reads, Boolean(request.session));
}

function newAttempt(
  request: CheckoutRequest,
  cartId: string,
  valid: ValidCheckout,
  cartVersion: number,
  state: "pending" | "complete",
): CheckoutClaim {
  const { site, input, now } = request;
  const ids = { order_id: randomUUID(), order_no: newOrderNo(), cart_id: cartId };
  const customerId = request.session?.customerId ?? null;
  return {
    ...ids,
    state,
    created_at: now.toISOString(),
    ...termsOf(input, valid.totals.total),
    cart_version: cartVersion,
    order: buildOrder(site.id, ids, input, valid, customerId, now),
    today: campusDate(now, site.time_zone),
    lease_until: state === "pending" ? now.getTime() + ATTEMPT_LEASE_MS : 0,
  };
}

/**
 * Places the cart's order exactly once (docs/payments.md): the attempt fixes what is charged
 * (amount, payment type, card, cart version) and the order before any charge; the charge uses
 * the attempt's order id as its idempotency key; the order, its mail and the attempt's end are
 * one transaction. A repeat of the same attempt completes it; anything else waits for it.
 */
export async function placeOrder(
  deps: CheckoutDeps,
  request: CheckoutRequest,
): Promise<CheckoutResult> {
  const { site, input, cartId } = request;
  if (!cartId) throw new ValidationError(CHECKOUT_TEXT.emptyCart);
  const counters = countersFor(request, cartId);
  const reads = await deps.store.read({
    site,
    cartId,
    now: request.now,
    studentId: input.payment_type === "Student ID" ? input.student_id : undefined,
    facultyEmail: input.payment_type === "Payroll deduction" ? input.email : undefined,
    customerId: request.session?.customerId,
  });
  const existing = reads.claim;
  if (existing?.state === "complete") return replay(deps, request, existing);
  let valid: ValidCheckout;
  try {
    valid = validate(request, reads);
  } catch (error) {
    // The attempt finished between reading it and reading its (now deleted) cart: a repeat.
    const now = existing && isOpenAttempt(existing) && (await deps.attempts.get(site.id, cartId));
    if (now && now.state === "complete") return replay(deps, request, now);
    throw error;
  }
  const terms = termsOf(input, valid.totals.total);
  if (existing && isOpenAttempt(existing)) {
    if (existing.state === "pending" && sameTerms(existing, terms)) {
      return chargeAndComplete(deps, request, existing, counters);
    }
    await settleOther(deps, request, existing);
  }

  const card = cardOf(input);
  const charges = card !== null && valid.totals.total > 0;
  const claim = newAttempt(
    request,
    cartId,
    valid,
    reads.cart.version,
    charges ? "pending" : "complete",
  );
  if (!charges) return placeDirect(deps, request, claim);
  const created = await deps.attempts.create(site.id, claim, counters);
  if (created === "limited") throw new TooManyRequestsError(CHECKOUT_TEXT.tooManyAttempts);
  if (created === "cart_changed") throw new ConflictError(CHECKOUT_TEXT.cartChanged);
  if (created === "created") return chargeAndComplete(deps, request, claim, counters);
  // Another request claimed the cart first (a double click): join it if it is this attempt.
  const other = await deps.attempts.get(site.id, cartId);
  if (other?.state === "complete") return replay(deps, request, other);
  if (other?.state === "pending" && sameTerms(other, terms)) {
    return chargeAndComplete(deps, request, other, counters);
  }
  throw new ConflictError(CHECKOUT_TEXT.paymentInProgress);
}
