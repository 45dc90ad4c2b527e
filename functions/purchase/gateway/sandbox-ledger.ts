import { PutCommand } from "@aws-sdk/lib-dynamodb";
import {
  type GatewayCharge,
  type GatewayRefund,
  gatewayChargeEntity,
  gatewayRefundEntity,
} from "../../../shared/purchase/entities/gateway-charge";
import { documentClient, tableName } from "../../platform/dynamo";
import { getItem, isConditionFailure } from "../../platform/table";
import { IdempotencyMismatchError } from "./gateway";

/** Where the sandbox gateway keeps its charges: one per idempotency key, the first one wins. */
export interface SandboxLedger {
  /**
   * Records `charge` unless its key is already there; returns whichever charge is stored. A key
   * already used for another amount, kind or card throws IdempotencyMismatchError.
   */
  recordFirst(siteId: string, charge: GatewayCharge): Promise<GatewayCharge>;
  find(siteId: string, idempotencyKey: string): Promise<GatewayCharge | null>;
  /** The same rule for refunds: one per key, a key reused for another refund is refused. */
  recordRefund(siteId: string, refund: GatewayRefund): Promise<GatewayRefund>;
}

/** Real processors compare a repeated key's parameters with the first request's (Stripe: 400). */
function sameRequest(stored: GatewayCharge, charge: GatewayCharge): GatewayCharge {
  const same =
    stored.amount_cents === charge.amount_cents &&
    stored.kind === charge.kind &&
    (stored.source === undefined || stored.source === charge.source);
  if (!same) {
    throw new IdempotencyMismatchError(
      `Idempotency key ${charge.idempotency_key} was first used with other parameters.`,
    );
  }
  return stored;
}

function sameRefund(stored: GatewayRefund, refund: GatewayRefund): GatewayRefund {
  if (
    stored.amount_cents !== refund.amount_cents ||
    stored.transaction_id !== refund.transaction_id
  ) {
    throw new IdempotencyMismatchError(
      `Idempotency key ${refund.idempotency_key} was first used for another refund.`,
    );
  }
  return stored;
}

/** The ledger in the table (docs/data-model.md: sandbox gateway charge). */
export const dynamoSandboxLedger: SandboxLedger = {
  async recordFirst(siteId, charge) {
    const key = { siteId, idempotencyKey: charge.idempotency_key };
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: gatewayChargeEntity.toItem(key, charge),
          ConditionExpression: "attribute_not_exists(pk)",
        }),
      );
      return charge;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const stored = await getItem(gatewayChargeEntity.key(key));
      if (!stored) throw error;
      return sameRequest(gatewayChargeEntity.fromItem(stored), charge);
    }
  },

  async find(siteId, idempotencyKey) {
    const stored = await getItem(gatewayChargeEntity.key({ siteId, idempotencyKey }));
    return stored ? gatewayChargeEntity.fromItem(stored) : null;
  },

  async recordRefund(siteId, refund) {
    const key = { siteId, idempotencyKey: refund.idempotency_key };
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: gatewayRefundEntity.toItem(key, refund),
          ConditionExpression: "attribute_not_exists(pk)",
        }),
      );
      return refund;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const stored = await getItem(gatewayRefundEntity.key(key));
      if (!stored) throw error;
      return sameRefund(gatewayRefundEntity.fromItem(stored), refund);
    }
  },
};

/** The same rule in memory, for unit tests of services that take a gateway. */
export function memorySandboxLedger(): SandboxLedger & {
  charges: Map<string, GatewayCharge>;
  refunds: Map<string, GatewayRefund>;
} {
  const charges = new Map<string, GatewayCharge>();
  const refunds = new Map<string, GatewayRefund>();
  return {
    charges,
    refunds,
    async recordFirst(siteId, charge) {
      const id = `${siteId}/${charge.idempotency_key}`;
      const stored = charges.get(id);
      if (stored) return sameRequest(stored, charge);
      charges.set(id, charge);
      return charge;
    },
    async find(siteId, idempotencyKey) {
      return charges.get(`${siteId}/${idempotencyKey}`) ?? null;
    },
    async recordRefund(siteId, refund) {
      const id = `${siteId}/${refund.idempotency_key}`;
      const stored = refunds.get(id);
      if (stored) return sameRefund(stored, refund);
      refunds.set(id, refund);
      return refund;
    },
  };
}
