import { describe, expect, it } from "vitest";
import { sandboxGateway } from "../../../functions/purchase/gateway/sandbox-gateway";
import { memorySandboxLedger } from "../../../functions/purchase/gateway/sandbox-ledger";
import { SANDBOX_TEST_CARDS } from "../../../shared/purchase/payments/sandbox";
import { sandboxTokenizer } from "../../../web/src/lib/payments/sandbox-tokenizer";
import { sandboxToken, TEST_CARDS } from "../../support/payments";
import { describeGatewayContract } from "./gateway-contract";

const ledger = memorySandboxLedger();

describeGatewayContract({
  name: "sandbox, ledger in memory",
  gateway: () => sandboxGateway({ ledger, slowMs: 10 }),
  siteId: "cedar-ridge",
  token: (kind) => sandboxToken(TEST_CARDS[kind]),
  approvedCard: { brand: "Visa", last4: "1111" },
  countCharges: async (prefix) =>
    [...ledger.charges.values()].filter((c) => c.idempotency_key.startsWith(prefix)).length,
});

describe("sandbox tokenizer", () => {
  it("gives a token that holds no more than the outcome, the brand and the last four", async () => {
    for (const card of SANDBOX_TEST_CARDS) {
      const result = await sandboxTokenizer.tokenize({
        number: card.number,
        expMonth: 1,
        expYear: 2031,
        securityCode: card.brand === "American Express" ? "1234" : "123",
        firstName: "A",
        lastName: "B",
      });
      expect(result.brand).toBe(card.brand);
      expect(result.last4).toBe(card.number.slice(-4));
      expect(result.token).not.toContain(card.number);
      expect(result.token).not.toContain(card.number.slice(0, 6));
      expect(result.token).toContain(card.outcome);
    }
  });

  it("refuses a number that is not a valid card", async () => {
    await expect(sandboxToken("4111 1111 1111 1112")).rejects.toThrow(
      "Please enter a valid credit card number",
    );
  });

  it("answers the slow test card after a delay, approved", async () => {
    const gateway = sandboxGateway({ ledger, slowMs: 60 });
    const started = performance.now();
    const result = await gateway.charge({
      siteId: "cedar-ridge",
      token: await sandboxToken("4000000000000259"),
      amountCents: 100,
      idempotencyKey: "slow-1",
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
    expect(result).toMatchObject({ resultCode: 0 });
  });

  it("treats a token it did not issue as an invalid card", async () => {
    const result = await sandboxGateway({ ledger }).charge({
      siteId: "cedar-ridge",
      token: "tok_someone_else",
      amountCents: 100,
      idempotencyKey: "foreign-1",
    });
    expect(result).toMatchObject({ resultCode: 23 });
  });
});
