import { PutCommand } from "@aws-sdk/lib-dynamodb";
import {
  type GatewayCharge,
  gatewayChargeEntity,
} from "../../../shared/data/entities/gateway-charge";
import { documentClient, tableName } from "../dynamo";
import { getItem, isConditionFailure } from "../store/table";
import { IdempotencyMismatchError } from "./gateway";

/** Where the sandbox gateway keeps its charges: one per idempotency key, the first one wins. */
export interface SandboxLedger {
  /**
   * Records `charge` unless its key is already there; returns whichever charge is stored. A key
   * already used for another amount, kind or card throws IdempotencyMismatchError.
   */
  recordFirst(siteId: string, charge: GatewayCharge): Promise<GatewayCharge>;
  find(siteId: string, idempotencyKey: string): Promise<GatewayCharge | null>;
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
};

/** The same rule in memory, for unit tests of services that take a gateway. */
export function memorySandboxLedger(): SandboxLedger & { charges: Map<string, GatewayCharge> } {
  const charges = new Map<string, GatewayCharge>();
  return {
    charges,
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
  };
}
