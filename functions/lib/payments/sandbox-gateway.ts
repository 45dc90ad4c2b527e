import { randomBytes } from "node:crypto";
import type { GatewayCharge } from "../../../shared/data/entities/gateway-charge";
import {
  decodeSandboxToken,
  encodeSandboxToken,
  type SandboxOutcome,
  type SandboxTokenParts,
  sandboxNonce,
} from "../../../shared/domain/payments/sandbox";
import {
  type ChargeResult,
  GatewayUnavailableError,
  type PaymentGateway,
  type ResultCode,
} from "./gateway";
import { dynamoSandboxLedger, type SandboxLedger } from "./sandbox-ledger";

/** What the sandbox answers per test outcome (docs/payments.md lists the test cards). */
const RESULTS: Record<Exclude<SandboxOutcome, "unavailable">, [ResultCode, string]> = {
  approved: [0, "Approved"],
  slow: [0, "Approved"],
  declined: [12, "Declined"],
  invalid: [23, "Invalid account number"],
};

/** A token the sandbox did not issue is an unknown account: the processor's "invalid card". */
const UNKNOWN: SandboxTokenParts = { outcome: "invalid", brand: "Visa", last4: "0000" };

export interface SandboxGatewayOptions {
  ledger?: SandboxLedger;
  /** How long the "slow" test card takes to answer. */
  slowMs?: number;
  now?: () => Date;
}

const nonce = () => sandboxNonce(randomBytes(24));

/**
 * The sandbox adapter of the payment gateway port: deterministic outcomes from the test card a
 * token was made from, and idempotency keys honoured through a ledger in the table.
 */
export function sandboxGateway(options: SandboxGatewayOptions = {}): PaymentGateway {
  const ledger = options.ledger ?? dynamoSandboxLedger;
  const slowMs = options.slowMs ?? 1500;
  const now = options.now ?? (() => new Date());

  async function settle(
    siteId: string,
    parts: SandboxTokenParts,
    kind: GatewayCharge["kind"],
    amountCents: number,
    idempotencyKey: string,
  ): Promise<ChargeResult> {
    // A network failure happens before the processor sees the request: nothing is recorded,
    // and the caller cannot tell, so it must retry with the same key.
    if (parts.outcome === "unavailable") {
      throw new GatewayUnavailableError("The sandbox gateway did not answer.");
    }
    if (parts.outcome === "slow") await new Promise((resolve) => setTimeout(resolve, slowMs));
    const [resultCode, result] = RESULTS[parts.outcome];
    const stored = await ledger.recordFirst(siteId, {
      idempotency_key: idempotencyKey,
      kind,
      amount_cents: amountCents,
      result_code: resultCode,
      result,
      transaction_id: `sbx_txn_${nonce()}`,
      brand: parts.brand,
      last4: parts.last4,
      created_at: now().toISOString(),
    });
    return {
      resultCode: stored.result_code as ResultCode,
      result: stored.result,
      transactionId: stored.transaction_id,
    };
  }

  return {
    charge: ({ siteId, token, amountCents, idempotencyKey }) =>
      settle(siteId, decodeSandboxToken(token) ?? UNKNOWN, "token", amountCents, idempotencyKey),

    async saveForRecurring(_siteId, token) {
      const parts = decodeSandboxToken(token) ?? UNKNOWN;
      if (parts.outcome === "unavailable") {
        throw new GatewayUnavailableError("The sandbox gateway did not answer.");
      }
      return {
        paymentMethod: encodeSandboxToken(parts, nonce(), "sbxpm"),
        brand: parts.brand,
        last4: parts.last4,
      };
    },

    chargeSaved: ({ siteId, paymentMethod, amountCents, idempotencyKey }) =>
      settle(
        siteId,
        decodeSandboxToken(paymentMethod, "sbxpm") ?? UNKNOWN,
        "saved",
        amountCents,
        idempotencyKey,
      ),
  };
}
