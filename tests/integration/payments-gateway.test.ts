import { sandboxGateway } from "../../functions/lib/payments/sandbox-gateway";
import { queryAll } from "../../functions/lib/store/table";
import { chargesWithKeyPrefix } from "../../shared/data/entities/gateway-charge";
import { sandboxToken, TEST_CARDS } from "../support/payments";
import { describeGatewayContract } from "../unit/payments/gateway-contract";

// The same contract as the unit run, with the sandbox's ledger in DynamoDB Local: racing
// repeats of one key are decided by the conditional write, not by a process-local map.
describeGatewayContract({
  name: "sandbox, ledger in DynamoDB",
  gateway: () => sandboxGateway({ slowMs: 10 }),
  siteId: "cedar-ridge",
  token: (kind) => sandboxToken(TEST_CARDS[kind]),
  countCharges: async (prefix) =>
    (await queryAll(chargesWithKeyPrefix("cedar-ridge", prefix))).length,
});
