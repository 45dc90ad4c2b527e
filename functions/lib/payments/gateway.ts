/**
 * The payment gateway port, server side (docs/payments.md). The browser side tokenizes the
 * card (web/src/lib/payments); our API only ever sees the token, the brand and the last four.
 * Which adapter a campus uses is configuration; the sandbox is the default locally and in tests.
 */

/** 0 Approved, 12 Declined, 23 Invalid card (requirements: purchases §4). */
export type ResultCode = 0 | 12 | 23;

export interface ChargeResult {
  resultCode: ResultCode;
  /** "Approved", "Declined" or "Invalid account number". */
  result: string;
  transactionId: string;
}

export interface ChargeRequest {
  siteId: string;
  /** A one-time token from the browser tokenizer. */
  token: string;
  amountCents: number;
  /** The same key always yields the same single charge, however often it is sent. */
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

/** Thrown when the gateway cannot be reached or times out: the outcome is unknown. */
export class GatewayUnavailableError extends Error {
  override name = "GatewayUnavailableError";
}

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Turns a one-time token into a reusable reference for recurring charges. */
  saveForRecurring(siteId: string, token: string): Promise<SavedPaymentMethod>;
  chargeSaved(request: SavedChargeRequest): Promise<ChargeResult>;
}
