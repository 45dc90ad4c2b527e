import { CHECKOUT_TEXT } from "../../../shared/purchase/checkout/messages";
import { receiptItemOf } from "../../../shared/purchase/checkout/receipt";
import type { CheckoutClaim } from "../../../shared/purchase/entities/checkout-claim";
import type { Order } from "../../../shared/purchase/entities/order";
import type { PlacedOrder } from "../../../shared/purchase/routes/cart-checkout";
import type { PaymentType } from "../../../shared/purchase/schemas/payment-types";
import type { Site } from "../../../shared/site-content/schemas/site";
import { shortHash } from "../../platform/short-hash";
import type { AttemptStore } from "../checkout/attempt-store";
import type { PaymentGateway } from "../gateway/gateway";
import type { CheckoutStore } from "./checkout-store";
import { type CheckoutInput, cardOf } from "./checkout-validate";

// What every step of a checkout shares: its dependencies, its request, its answer, its terms.

/**
 * An attempt's lease: every request that charges under it has ended by then. A request lives
 * at most the API Lambda's 20 s, so one that still has 30 s of lease charges without writing;
 * with less it extends the lease first.
 */
export const ATTEMPT_LEASE_MS = 60_000;
export const REQUEST_LIFETIME_MS = 30_000;
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

/** The attempt keeps a hash of the card token: enough to tell another card, nothing to charge. */
export const sourceOf = shortHash;

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
      ...receiptItemOf(item),
      total: item.price - item.discount + item.tax,
    })),
  };
}

export const answer = (order: Order): CheckoutResult => ({
  total: order.total,
  order: placedOrderView(order),
  msg: CHECKOUT_TEXT.orderPlaced,
});

/** What an attempt charges, fixed when it is claimed; a request asking anything else is another. */
export type AttemptTerms = Pick<CheckoutClaim, "amount_cents" | "payment_type" | "source">;

/**
 * The card token, or for a payment that charges no card the account it bills (student id,
 * email): only the buyer who made the attempt can repeat it, and a repeat from anyone else
 * (a cart cookie carried to another browser) learns nothing of the order.
 */
export function termsOf(input: CheckoutInput, amount: number): AttemptTerms {
  const card = cardOf(input);
  const billed = `account:${input.student_id.trim().toUpperCase()}:${input.email.trim().toLowerCase()}`;
  return {
    amount_cents: amount,
    payment_type: input.payment_type as PaymentType,
    source: sourceOf(card ? card.card_token : billed),
  };
}

export const sameTerms = (claim: CheckoutClaim, terms: AttemptTerms) =>
  claim.amount_cents === terms.amount_cents &&
  claim.payment_type === terms.payment_type &&
  claim.source === terms.source;
