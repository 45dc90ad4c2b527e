/**
 * The payment gateway port, server side (docs/payments.md). The browser side tokenizes the
 * card (web/src/lib/payments); our API only ever sees the token. Brand and last four are what
 * the gateway answers, never what the request claims. Which adapter a campus uses is
 * configuration; the sandbox is the default locally and in tests.
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
}

export interface SavedChargeRequest {
  siteId: string;
  /** A reference returned by saveForRecurring. */
  paymentMethod: string;
  amountCents: number;
  idempotencyKey: string;
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
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Turns a one-time token into a reusable reference for recurring charges. */
  saveForRecurring(siteId: string, token: string): Promise<SavedPaymentMethod>;
  chargeSaved(request: SavedChargeRequest): Promise<ChargeResult>;
  /**
   * The charge recorded under a key, or null when the processor has none (it never saw the
   * request). Throws GatewayUnavailableError when it cannot tell.
   */
  lookup(siteId: string, idempotencyKey: string): Promise<RecordedCharge | null>;
}
