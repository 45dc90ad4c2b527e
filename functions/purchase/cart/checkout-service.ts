import { randomBytes, randomUUID } from "node:crypto";
import {
  ConflictError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from "../../../shared/platform/errors";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import { CHECKOUT_TEXT } from "../../../shared/purchase/checkout/messages";
import { refuseStaleSubscriptions } from "../../../shared/purchase/checkout/subscriptions";
import {
  type CheckoutClaim,
  isOpenAttempt,
} from "../../../shared/purchase/entities/checkout-claim";
import { SESSION_EXPIRED } from "../../platform/session/session-guard";
import type { AttemptCounters } from "../checkout/attempt-store";
import {
  ATTEMPT_LEASE_MS,
  type CheckoutDeps,
  type CheckoutRequest,
  type CheckoutResult,
  sameTerms,
  termsOf,
} from "./checkout-context";
import { buildOrder } from "./checkout-order";
import { chargeAndComplete, placeDirect, replay, settleOther } from "./checkout-payment";
import type { CheckoutStore } from "./checkout-store";
import { cardOf, type ValidCheckout, validateCheckout } from "./checkout-validate";

/**
 * Failed payments allowed per 15-minute window (docs/decisions/payments.md "Rate limit"): per
 * cart first, what a card tester works through; per network address set for a campus, where a
 * term start sends thousands of buyers through a few addresses (docs/capacity.md "Hot keys": 180
 * failed payments in the first 15 minutes through the largest campus's NAT at a normal decline
 * rate; twice that allowed).
 */
export const ATTEMPT_LIMITS = { cart: 10, client: 400 } as const;
const WINDOW_MS = 15 * 60 * 1000;
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/** Order numbers: 8 characters without look-alikes (0/O, 1/I). */
const newOrderNo = () => Array.from(randomBytes(8), (b) => ALPHABET[b % 32]).join("");

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

function validate(request: CheckoutRequest, reads: Awaited<ReturnType<CheckoutStore["read"]>>) {
  if (request.session && reads.customerSessionVersion !== request.session.version) {
    throw new UnauthorizedError(SESSION_EXPIRED);
  }
  const valid = validateCheckout(request.input, reads, Boolean(request.session));
  refuseStaleSubscriptions(valid.items, campusDate(request.now, request.site.time_zone));
  return valid;
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
