import {
  type ChargeResult,
  GatewayUnavailableError,
  IdempotencyMismatchError,
  type PaymentGateway,
  type RecordedCharge,
  type RefundResult,
  type SavedChargeRequest,
} from "../../functions/purchase/gateway/gateway";

/**
 * A payment gateway double that honours idempotency keys like a real processor: the same key
 * always answers the first result and is charged once. `pm-decline` is always declined;
 * `unavailableOnce` makes the next call fail before the processor sees it.
 */
export class FakeGateway implements PaymentGateway {
  readonly ledger = new Map<string, SavedChargeRequest & ChargeResult>();
  readonly refunds = new Map<string, { transactionId: string; amountCents: number }>();
  calls = 0;
  unavailableOnce = false;
  readonly declining = new Set(["pm-decline"]);
  /** Declined off session because the card's bank wants its holder (3-D Secure). */
  readonly needingCustomer = new Set(["pm-needs-customer"]);

  async charge(): Promise<ChargeResult> {
    throw new Error("billing charges saved payment methods only");
  }

  async saveForRecurring(_siteId: string, token: string) {
    return { paymentMethod: token, brand: "Visa", last4: "4242" };
  }

  async chargeSaved(request: SavedChargeRequest): Promise<ChargeResult> {
    this.calls += 1;
    // Let concurrent callers interleave, as network calls would.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.unavailableOnce) {
      this.unavailableOnce = false;
      throw new GatewayUnavailableError("timeout");
    }
    const seen = this.ledger.get(request.idempotencyKey);
    if (seen) {
      if (
        seen.amountCents !== request.amountCents ||
        seen.paymentMethod !== request.paymentMethod
      ) {
        throw new IdempotencyMismatchError(request.idempotencyKey);
      }
      return {
        resultCode: seen.resultCode,
        result: seen.result,
        transactionId: seen.transactionId,
        brand: seen.brand,
        last4: seen.last4,
      };
    }
    const needsCustomer = this.needingCustomer.has(request.paymentMethod);
    const declined = needsCustomer || this.declining.has(request.paymentMethod);
    const card = { brand: "Visa", last4: "4242" };
    const result: ChargeResult = declined
      ? {
          resultCode: 12,
          result: "Declined",
          transactionId: `txn-${this.ledger.size + 1}`,
          ...card,
          ...(needsCustomer ? { requiresCustomer: true as const } : {}),
        }
      : {
          resultCode: 0,
          result: "Approved",
          transactionId: `txn-${this.ledger.size + 1}`,
          ...card,
        };
    this.ledger.set(request.idempotencyKey, { ...request, ...result });
    return result;
  }

  async lookup(_siteId: string, idempotencyKey: string): Promise<RecordedCharge | null> {
    const seen = this.ledger.get(idempotencyKey);
    return seen
      ? { ...seen, amountCents: seen.amountCents, paymentMethod: seen.paymentMethod }
      : null;
  }

  async refund(
    _siteId: string,
    transactionId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<RefundResult> {
    const seen = this.refunds.get(idempotencyKey);
    if (seen && (seen.transactionId !== transactionId || seen.amountCents !== amountCents)) {
      throw new IdempotencyMismatchError(idempotencyKey);
    }
    this.refunds.set(idempotencyKey, { transactionId, amountCents });
    return { refundId: `re-${idempotencyKey}`, amountCents };
  }

  /** Approved charges of one subscription, by period (from the idempotency keys). */
  approvedPeriods(subscriptionId: string): string[] {
    return [...this.ledger.values()]
      .filter((c) => c.resultCode === 0 && c.idempotencyKey.includes(`:${subscriptionId}:`))
      .map((c) => c.idempotencyKey.split(":").at(-2) as string)
      .sort();
  }
}
