/**
 * The payment gateway port, server side (docs/payments.md). The browser side tokenizes the
 * card (web/src/lib/payments); our API only ever sees the token. Brand and last four are what
 * the gateway answers, never what the request claims. Which adapter a campus uses is the
 * campus's configuration (its site record); the sandbox is the default locally and in tests.
 */

/** 0 Approved, 12 Declined, 23 Invalid card (requirements: purchases §4). */
export type ResultCode = 0 | 12 | 23;

export interface ChargeResult {
  resultCode: ResultCode;
  /** "Approved", "Declined" or "Invalid account number". */
  result: string;
  transactionId: string;
  /** The card as the processor knows it: the only source of the order's brand and last four. */
  brand: string;
  last4: string;
  /**
   * Declined because the card needs its holder present to authenticate (a saved card charged
   * off session): retrying without them cannot succeed, so billing asks the customer instead.
   */
  requiresCustomer?: true;
}

/**
 * Not an outcome yet: the cardholder must authenticate (3-D Secure) in the browser with the
 * client secret, then repeat the same request under the same key, which reads the outcome.
 */
export interface ActionRequired {
  kind: "action_required";
  transactionId: string;
  nextAction: { clientSecret: string };
}

/** What a charge answers: an outcome, or the action the cardholder must take first. */
export type ChargeAnswer = ChargeResult | ActionRequired;

export const isActionRequired = (answer: object): answer is ActionRequired =>
  (answer as Partial<ActionRequired>).kind === "action_required";

/** What a charge is for, shown in the processor's dashboard and read back by its webhooks. */
export interface ChargeReference {
  cartId: string;
  orderNo: string;
}

export interface ChargeRequest {
  siteId: string;
  /** A one-time token from the browser tokenizer. */
  token: string;
  amountCents: number;
  /**
   * The same key with the same parameters always yields the same single charge; the same key
   * with another amount or another card is refused (`IdempotencyMismatchError`), as Stripe does.
   */
  idempotencyKey: string;
  /** A checkout's cart and order number (its order id is the key); none for billing. */
  reference?: ChargeReference;
}

export interface SavedChargeRequest {
  siteId: string;
  /** A reference returned by saveForRecurring. */
  paymentMethod: string;
  amountCents: number;
  idempotencyKey: string;
  /**
   * The cardholder is at the checkout (the first period of a subscription): the processor may
   * ask them to authenticate, and the card is set up for later charges without them. Absent,
   * the charge is off session (billing) and a card that needs its holder declines.
   */
  customerPresent?: boolean;
  reference?: ChargeReference;
}

export interface RefundResult {
  refundId: string;
  amountCents: number;
}

export interface SavedPaymentMethod {
  paymentMethod: string;
  brand: string;
  last4: string;
}

/** What the processor holds under one idempotency key (reconciliation asks for it). */
export interface RecordedCharge extends ChargeResult {
  amountCents: number;
  /** The saved payment method charged, for a charge of one; null for a one-time token. */
  paymentMethod: string | null;
}

/** Thrown when the gateway cannot be reached or times out: the outcome is unknown. */
export class GatewayUnavailableError extends Error {
  override name = "GatewayUnavailableError";
}

/** A key reused with different parameters: a bug upstream, never a second charge. */
export class IdempotencyMismatchError extends Error {
  override name = "IdempotencyMismatchError";
}

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeAnswer>;
  /** Turns a one-time token into a reusable reference for recurring charges. */
  saveForRecurring(siteId: string, token: string): Promise<SavedPaymentMethod>;
  chargeSaved(request: SavedChargeRequest): Promise<ChargeAnswer>;
  /**
   * The charge recorded under a key, or null when the processor has none (it never saw the
   * request). Throws GatewayUnavailableError when it cannot tell. The answer is final: a
   * charge still waiting for its cardholder (3-D Secure) is cancelled first, so nothing can be
   * charged under the key once the caller has its answer (docs/payments.md).
   */
  lookup(siteId: string, idempotencyKey: string): Promise<RecordedCharge | null>;
  /**
   * Gives back `amountCents` of an approved charge (its transaction id); the same key with the
   * same parameters refunds once.
   */
  refund(
    siteId: string,
    transactionId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<RefundResult>;
}
