import { PutCommand } from "@aws-sdk/lib-dynamodb";
import {
  type GatewayCharge,
  gatewayChargeEntity,
} from "../../../shared/data/entities/gateway-charge";
import { documentClient, tableName } from "../dynamo";
import { getItem, isConditionFailure } from "../store/table";

/** Where the sandbox gateway keeps its charges: one per idempotency key, the first one wins. */
export interface SandboxLedger {
  /** Records `charge` unless its key is already there; returns whichever charge is stored. */
  recordFirst(siteId: string, charge: GatewayCharge): Promise<GatewayCharge>;
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
      return gatewayChargeEntity.fromItem(stored);
    }
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
      if (stored) return stored;
      charges.set(id, charge);
      return charge;
    },
  };
}
