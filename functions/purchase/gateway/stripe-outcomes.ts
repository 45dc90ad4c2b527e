import type Stripe from "stripe";
import {
  type ChargeAnswer,
  type ChargeResult,
  GatewayUnavailableError,
  IdempotencyMismatchError,
  type RecordedCharge,
} from "./gateway";

// What Stripe's answers mean to the port (docs/payments.md "The Stripe adapter"): a
// PaymentIntent's status, or the error a confirmation raised. Stripe's error classes are told
// apart by their `type` string, which survives minification (class names do not).

const APPROVED = [0, "Approved"] as const;
const DECLINED = [12, "Declined"] as const;
const INVALID = [23, "Invalid account number"] as const;

/** Card errors that mean the number or expiry is wrong: the form's "Invalid card number". */
const INVALID_CARD_CODES = new Set([
  "invalid_number",
  "incorrect_number",
  "invalid_expiry_month",
  "invalid_expiry_year",
]);

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "MasterCard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

/** Stripe's brand code as the order shows it (the checkout's own names for the three it offers). */
export const brandName = (brand: string | null | undefined): string =>
  brand ? (BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1)) : "Card";

type Card = { brand: string; last4: string };
const UNKNOWN_CARD: Card = { brand: "Card", last4: "0000" };

const cardOfMethod = (method: unknown): Card | null => {
  const card = (method as Stripe.PaymentMethod | null)?.card;
  return card ? { brand: brandName(card.brand), last4: card.last4 } : null;
};

/** A saved card's brand and last four, as Stripe knows the PaymentMethod. */
export const cardOfPaymentMethod = (method: Stripe.PaymentMethod | null): Card =>
  cardOfMethod(method) ?? UNKNOWN_CARD;

/** The card charged: from the expanded latest charge, else the (expanded) payment method. */
export function cardOf(intent: Stripe.PaymentIntent): Card {
  const charge = intent.latest_charge;
  const details = typeof charge === "object" ? charge?.payment_method_details?.card : undefined;
  if (details) return { brand: brandName(details.brand), last4: details.last4 ?? "0000" };
  return (
    cardOfMethod(intent.payment_method) ??
    cardOfMethod(intent.last_payment_error?.payment_method) ??
    UNKNOWN_CARD
  );
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

/** The saved reference of `saveForRecurring`: the customer and the card attached to them. */
export const savedReference = (customer: string, paymentMethod: string): string =>
  `${customer}/${paymentMethod}`;

export function parseSavedReference(reference: string): {
  customer: string;
  paymentMethod: string;
} {
  const [customer, paymentMethod, ...rest] = reference.split("/");
  if (!customer?.startsWith("cus_") || !paymentMethod || rest.length > 0) {
    throw new Error(`Not a saved Stripe card: ${reference}`);
  }
  return { customer, paymentMethod };
}

function result([resultCode, text]: readonly [0 | 12 | 23, string], id: string, card: Card) {
  return { resultCode, result: text, transactionId: id, ...card } satisfies ChargeResult;
}

/** A failed confirmation's code: an invalid number or expiry is 23, anything else declined. */
const refusal = (code: string | null | undefined) =>
  code && INVALID_CARD_CODES.has(code) ? INVALID : DECLINED;

/**
 * What a PaymentIntent's current status answers. `processing` has no outcome yet: the caller
 * must ask again later, exactly as after a timeout.
 */
export function answerOfIntent(intent: Stripe.PaymentIntent): ChargeAnswer {
  switch (intent.status) {
    case "succeeded":
      return result(APPROVED, intent.id, cardOf(intent));
    case "requires_action":
      return {
        kind: "action_required",
        transactionId: intent.id,
        nextAction: { clientSecret: intent.client_secret ?? "" },
      };
    case "requires_payment_method":
      return result(refusal(intent.last_payment_error?.code), intent.id, cardOf(intent));
    case "canceled":
      return result(DECLINED, intent.id, cardOf(intent));
    case "processing":
      throw new GatewayUnavailableError(`Stripe is still processing ${intent.id}.`);
    default:
      throw new Error(`PaymentIntent ${intent.id} is ${intent.status} after confirmation`);
  }
}

/** What the processor holds under a key, for reconciliation (`lookup`). */
export function recordedCharge(intent: Stripe.PaymentIntent): RecordedCharge {
  const answer = answerOfIntent(intent);
  if ("kind" in answer) throw new Error(`PaymentIntent ${intent.id} still needs its cardholder`);
  const customer = idOf(intent.customer);
  const method = idOf(intent.payment_method);
  return {
    ...answer,
    amountCents: intent.amount,
    paymentMethod: customer && method ? savedReference(customer, method) : null,
  };
}

/** The fields of a StripeError this adapter reads. */
export interface StripeErrorLike {
  type?: string;
  statusCode?: number;
  code?: string;
  param?: string;
  requestId?: string;
  payment_intent?: Stripe.PaymentIntent;
  payment_method?: Stripe.PaymentMethod;
}

const asStripeError = (error: unknown): StripeErrorLike | null =>
  error && typeof error === "object" && typeof (error as StripeErrorLike).type === "string"
    ? (error as StripeErrorLike)
    : null;

/** Another request holds the key right now (Stripe's 409): it is worth asking again shortly. */
export const isKeyInUse = (error: unknown): boolean =>
  asStripeError(error)?.code === "idempotency_key_in_use" ||
  asStripeError(error)?.statusCode === 409;

/** Stripe did not answer, or answered that it failed: the outcome is unknown. */
const UNAVAILABLE = new Set(["StripeConnectionError", "StripeAPIError", "StripeRateLimitError"]);

/**
 * What an error of a charge request answers: a card error is an outcome (Stripe's idempotency
 * layer replays it, so a repeat gets the same one); a reused key with other parameters is a
 * mismatch; a connection, rate-limit or server error is an unknown outcome. Anything else (a
 * revoked key, a permission error) is a configuration problem and is thrown as it is.
 */
export function answerOfError(error: unknown, offSession: boolean): ChargeResult {
  const stripeError = asStripeError(error);
  if (!stripeError) throw error;
  const { type, code, param } = stripeError;
  const id = stripeError.payment_intent?.id ?? stripeError.requestId ?? "";
  const card = cardOfMethod(stripeError.payment_method) ?? UNKNOWN_CARD;
  if (type === "StripeCardError") {
    if (code === "authentication_required" && offSession) {
      return { ...result(DECLINED, id, card), requiresCustomer: true };
    }
    return result(refusal(code), id, card);
  }
  if (type === "StripeIdempotencyError") {
    throw new IdempotencyMismatchError(`Stripe refused a reused idempotency key: ${code ?? type}`);
  }
  // A PaymentMethod id Stripe does not know: the sandbox's "token it did not issue".
  if (
    type === "StripeInvalidRequestError" &&
    code === "resource_missing" &&
    param === "payment_method"
  ) {
    return result(INVALID, id, card);
  }
  if ((type && UNAVAILABLE.has(type)) || isKeyInUse(error)) {
    throw new GatewayUnavailableError(`Stripe did not answer: ${type} ${code ?? ""}`.trim());
  }
  throw error;
}

/**
 * What an error of any other request (a lookup, a refund, saving a card) becomes: unknown
 * outcome, key mismatch, or itself.
 */
export function requestError(error: unknown): unknown {
  const stripeError = asStripeError(error);
  if (!stripeError) return error;
  if (stripeError.type === "StripeIdempotencyError") {
    return new IdempotencyMismatchError(
      `Stripe refused a reused idempotency key: ${stripeError.code ?? ""}`,
    );
  }
  if ((stripeError.type && UNAVAILABLE.has(stripeError.type)) || isKeyInUse(error)) {
    return new GatewayUnavailableError(`Stripe did not answer: ${stripeError.type}`);
  }
  return error;
}

export const isCardError = (error: unknown): boolean =>
  asStripeError(error)?.type === "StripeCardError";

export const isInvalidRequest = (error: unknown): boolean =>
  asStripeError(error)?.type === "StripeInvalidRequestError";
