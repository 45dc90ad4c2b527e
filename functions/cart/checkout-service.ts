import { randomBytes, randomUUID } from "node:crypto";
import type { PlacedOrder } from "../../shared/api/routes/cart-checkout";
import type { CheckoutClaim } from "../../shared/data/entities/checkout-claim";
import type { Order } from "../../shared/data/entities/order";
import { CHECKOUT_TEXT } from "../../shared/domain/checkout/messages";
import {
  isSubscriptionItem,
  subscriptionsFromCart,
} from "../../shared/domain/checkout/subscriptions";
import { campusDate } from "../../shared/domain/time/campus-clock";
import {
  ConflictError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from "../../shared/errors";
import type { Site } from "../../shared/schemas/site";
import type { Mailer } from "../lib/mailer";
import { GatewayUnavailableError, type PaymentGateway } from "../lib/payments/gateway";
import { SESSION_EXPIRED } from "../lib/session/session-guard";
import { PaymentRefusedError, PaymentUnavailableError } from "./checkout-errors";
import { sendOrderConfirmation } from "./checkout-mail";
import { buildOrder, type PaymentOutcome } from "./checkout-order";
import type { AttemptCounters, CheckoutStore } from "./checkout-store";
import {
  type CheckoutInput,
  cardOf,
  type ValidCheckout,
  validateCheckout,
} from "./checkout-validate";

/** Failed payments allowed per 15-minute window (docs/decisions/payments.md). */
export const ATTEMPT_LIMITS = { cart: 10, client: 30 } as const;
const WINDOW_MS = 15 * 60 * 1000;

export interface CheckoutDeps {
  store: CheckoutStore;
  gateway: PaymentGateway;
  mailer: Mailer;
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

const APPROVED: PaymentOutcome = {
  resultCode: 0,
  result: "Approved",
  transactionId: null,
  paymentMethod: null,
};

/** One charge per claim: the claim's order id is the idempotency key. Zero totals skip it. */
async function pay(
  gateway: PaymentGateway,
  request: CheckoutRequest,
  claim: CheckoutClaim,
  valid: ValidCheckout,
): Promise<PaymentOutcome> {
  const { site } = request;
  const card = cardOf(request.input);
  if (!card) return APPROVED;
  const amountCents = valid.totals.total;
  const idempotencyKey = claim.order_id;
  if (!valid.items.some(isSubscriptionItem)) {
    if (amountCents === 0) return APPROVED;
    const charged = await gateway.charge({
      siteId: site.id,
      token: card.card_token,
      amountCents,
      idempotencyKey,
    });
    return { ...charged, paymentMethod: null };
  }
  // Subscriptions bill later from a saved payment method; today's charge uses it too.
  const { paymentMethod } = await gateway.saveForRecurring(site.id, card.card_token);
  if (amountCents === 0) return { ...APPROVED, paymentMethod };
  const charged = await gateway.chargeSaved({
    siteId: site.id,
    paymentMethod,
    amountCents,
    idempotencyKey,
  });
  return { ...charged, paymentMethod };
}

async function chargeOnce(
  deps: CheckoutDeps,
  request: CheckoutRequest,
  claim: CheckoutClaim,
  valid: ValidCheckout,
  counters: AttemptCounters,
): Promise<PaymentOutcome> {
  let payment: PaymentOutcome;
  try {
    payment = await pay(deps.gateway, request, claim, valid);
  } catch (error) {
    // Unknown outcome: the claim stays, so the retry charges with the same key.
    if (error instanceof GatewayUnavailableError) throw new PaymentUnavailableError();
    throw error;
  }
  if (payment.resultCode !== 0) {
    await deps.store.release(request.site.id, claim, counters);
    throw new PaymentRefusedError(payment.result);
  }
  return payment;
}

async function finalizeOnce(
  deps: CheckoutDeps,
  request: CheckoutRequest,
  claim: CheckoutClaim,
  valid: ValidCheckout,
  payment: PaymentOutcome,
): Promise<{ order: Order; placedHere: boolean }> {
  const { site, now } = request;
  const customerId = request.session?.customerId ?? null;
  const order = buildOrder(site.id, claim, request.input, valid, customerId, payment, now);
  const subscriptions = customerId
    ? subscriptionsFromCart(valid.items, {
        siteId: site.id,
        customerId,
        orderId: order.id,
        orderCreatedAt: order.created_at,
        today: campusDate(now, site.time_zone),
        paymentMethod: payment.paymentMethod,
        cardBrand: order.card_brand,
        cardLast4: order.card_last4,
        result: payment.result,
        transactionId: payment.transactionId,
        email: order.email,
        newId: randomUUID,
      })
    : [];
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    if (await deps.store.finalize({ siteId: site.id, claim, order, subscriptions })) {
      return { order, placedHere: true };
    }
    const existing = await deps.store.getOrder(site.id, claim.order_id);
    if (existing) return { order: existing, placedHere: false };
    await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
  }
  throw new ConflictError(CHECKOUT_TEXT.stillProcessing);
}

/**
 * Places the cart's order exactly once (docs/decisions/payments.md): claim, charge with the
 * claim's order id, then order, claim and cart in one transaction. Any repeat of the same
 * checkout finds the claim and completes it or answers with its order.
 */
export async function placeOrder(
  deps: CheckoutDeps,
  request: CheckoutRequest,
): Promise<CheckoutResult> {
  const { site, input, now, cartId } = request;
  if (!cartId) throw new ValidationError(CHECKOUT_TEXT.emptyCart);
  const counters = countersFor(request, cartId);
  const fresh: CheckoutClaim = {
    cart_id: cartId,
    order_id: randomUUID(),
    order_no: newOrderNo(),
    state: "pending",
    created_at: now.toISOString(),
  };
  const [reads, outcome] = await Promise.all([
    deps.store.read({
      site,
      cartId,
      now,
      studentId: input.payment_type === "Student ID" ? input.student_id : undefined,
      facultyEmail: input.payment_type === "Payroll deduction" ? input.email : undefined,
      customerId: request.session?.customerId,
    }),
    deps.store.claim(site.id, fresh, counters),
  ]);
  if (outcome.kind === "limited") throw new TooManyRequestsError(CHECKOUT_TEXT.tooManyAttempts);
  const { claim } = outcome;
  if (claim.state === "complete") {
    const done = await deps.store.getOrder(site.id, claim.order_id);
    if (done) return answer(done);
  }
  let valid: ValidCheckout;
  try {
    if (request.session && reads.customerSessionVersion !== request.session.version) {
      throw new UnauthorizedError(SESSION_EXPIRED);
    }
    valid = validateCheckout(input, reads, Boolean(request.session));
  } catch (error) {
    // A refused request gives back the claim it made; someone else's claim is left alone.
    if (outcome.kind === "created") await deps.store.release(site.id, claim, null);
    throw error;
  }
  const payment = await chargeOnce(deps, request, claim, valid, counters);
  const placed = await finalizeOnce(deps, request, claim, valid, payment);
  if (placed.placedHere) {
    await sendOrderConfirmation(deps.mailer, site, placed.order, deps.webOrigin);
  }
  return answer(placed.order);
}
