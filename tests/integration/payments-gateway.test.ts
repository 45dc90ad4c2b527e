import { queryAll } from "../../functions/platform/table";
import { sandboxGateway } from "../../functions/purchase/gateway/sandbox-gateway";
import { chargesWithKeyPrefix } from "../../shared/purchase/entities/gateway-charge";
import { sandboxToken, TEST_CARDS } from "../support/payments";
import { describeGatewayContract } from "../unit/payments/gateway-contract";

// The same contract as the unit run, with the sandbox's ledger in DynamoDB Local (under a
// site id that is no campus, so the suite's money audit leaves its bare charges alone): racing
// repeats of one key are decided by the conditional write, not by a process-local map.
describeGatewayContract({
  name: "sandbox, ledger in DynamoDB",
  gateway: () => sandboxGateway({ slowMs: 10 }),
  siteId: "gateway-contract",
  token: (kind) => sandboxToken(TEST_CARDS[kind]),
  approvedCard: { brand: "Visa", last4: "1111" },
  countCharges: async (prefix) =>
    (await queryAll(chargesWithKeyPrefix("gateway-contract", prefix))).length,
});
