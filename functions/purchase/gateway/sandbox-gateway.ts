import { createHash, randomBytes } from "node:crypto";
import type { GatewayCharge } from "../../../shared/purchase/entities/gateway-charge";
import { sandboxAllowedOn } from "../../../shared/purchase/payments/gateways";
import {
  decodeSandboxToken,
  encodeSandboxToken,
  type SandboxOutcome,
  type SandboxTokenParts,
  sandboxNonce,
} from "../../../shared/purchase/payments/sandbox";
import { shortHash } from "../../platform/short-hash";
import {
  type ChargeResult,
  GatewayUnavailableError,
  type PaymentGateway,
  type RecordedCharge,
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
  /** Where STAGE and PAYMENT_SANDBOX_STAGE are read, at every charge; process.env by default. */
  environment?: () => Record<string, string | undefined>;
}

/** The sandbox was asked to charge on a stage that takes real money, or on an unknown one. */
export class SandboxNotAllowedError extends Error {
  override name = "SandboxNotAllowedError";
}

/**
 * The stage the process runs on: STAGE (the CDK app sets it on every function that charges),
 * else "local" for a process outside Lambda (the local stack, the tests, the scripts). A
 * Lambda without STAGE is refused: nothing says it is not production.
 */
export function assertSandboxAllowed(env: Record<string, string | undefined>): void {
  const stage = env.STAGE?.trim() || (env.AWS_LAMBDA_FUNCTION_NAME ? undefined : "local");
  if (stage && sandboxAllowedOn(stage, env.PAYMENT_SANDBOX_STAGE?.trim())) return;
  throw new SandboxNotAllowedError(
    `The sandbox payment gateway refuses to charge on stage ${stage ?? "(STAGE unset)"}: the campus must use a real processor there (docs/payments.md "Configuration").`,
  );
}

const nonce = () => sandboxNonce(randomBytes(24));

/** The ledger keeps a hash of what was charged, never the token itself. */
const sourceOf = shortHash;

const recorded = (charge: GatewayCharge): RecordedCharge => ({
  resultCode: charge.result_code as ResultCode,
  result: charge.result,
  transactionId: charge.transaction_id,
  brand: charge.brand,
  last4: charge.last4,
  amountCents: charge.amount_cents,
  paymentMethod: charge.payment_method,
});

/**
 * The sandbox adapter of the payment gateway port: deterministic outcomes from the test card a
 * token was made from, and idempotency keys honoured through a ledger in the table.
 */
export function sandboxGateway(options: SandboxGatewayOptions = {}): PaymentGateway {
  const ledger = options.ledger ?? dynamoSandboxLedger;
  const slowMs = options.slowMs ?? 1500;
  const now = options.now ?? (() => new Date());
  const environment = options.environment ?? (() => process.env);

  async function settle(
    siteId: string,
    parts: SandboxTokenParts,
    kind: GatewayCharge["kind"],
    source: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<ChargeResult> {
    assertSandboxAllowed(environment());
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
      source: sourceOf(source),
      payment_method: kind === "saved" ? source : null,
      created_at: now().toISOString(),
    });
    const { amountCents: _amount, paymentMethod: _method, ...answer } = recorded(stored);
    return answer;
  }

  return {
    charge: ({ siteId, token, amountCents, idempotencyKey }) =>
      settle(
        siteId,
        decodeSandboxToken(token) ?? UNKNOWN,
        "token",
        token,
        amountCents,
        idempotencyKey,
      ),

    async saveForRecurring(_siteId, token) {
      const parts = decodeSandboxToken(token) ?? UNKNOWN;
      if (parts.outcome === "unavailable") {
        throw new GatewayUnavailableError("The sandbox gateway did not answer.");
      }
      // One token always saves as one method, as a processor attaches a card once: a repeat
      // of a checkout attempt then charges the same method under the same key.
      const derived = sandboxNonce(createHash("sha256").update(token).digest().subarray(0, 24));
      return {
        paymentMethod: encodeSandboxToken(parts, derived, "sbxpm"),
        brand: parts.brand,
        last4: parts.last4,
      };
    },

    chargeSaved: ({ siteId, paymentMethod, amountCents, idempotencyKey }) =>
      settle(
        siteId,
        decodeSandboxToken(paymentMethod, "sbxpm") ?? UNKNOWN,
        "saved",
        paymentMethod,
        amountCents,
        idempotencyKey,
      ),

    async lookup(siteId, idempotencyKey) {
      const charge = await ledger.find(siteId, idempotencyKey);
      return charge ? recorded(charge) : null;
    },

    async refund(siteId, transactionId, amountCents, idempotencyKey) {
      if (!Number.isInteger(amountCents) || amountCents < 1) {
        throw new Error(`A refund needs a positive amount in cents, not ${amountCents}`);
      }
      const stored = await ledger.recordRefund(siteId, {
        idempotency_key: idempotencyKey,
        transaction_id: transactionId,
        amount_cents: amountCents,
        refund_id: `sbx_re_${nonce()}`,
        created_at: now().toISOString(),
      });
      return { refundId: stored.refund_id, amountCents: stored.amount_cents };
    },
  };
}
