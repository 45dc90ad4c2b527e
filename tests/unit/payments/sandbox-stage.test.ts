import { describe, expect, it } from "vitest";
import {
  assertSandboxAllowed,
  SandboxNotAllowedError,
  sandboxGateway,
} from "../../../functions/purchase/gateway/sandbox-gateway";
import { memorySandboxLedger } from "../../../functions/purchase/gateway/sandbox-ledger";
import { sandboxAllowedOn } from "../../../shared/purchase/payments/gateways";
import { sandboxToken, TEST_CARDS } from "../../support/payments";

// The sandbox can never take real orders: it charges only on the local stack, in tests and on
// a deployed stage the CDK app names for it, never on a production stage (docs/payments.md).

describe("where the sandbox may charge", () => {
  it.each([
    [{}, "outside Lambda (local stack, tests, scripts)"],
    [{ STAGE: "local" }, "the local stage"],
    [{ STAGE: "test" }, "the test stage"],
    [
      { STAGE: "qa", PAYMENT_SANDBOX_STAGE: "qa", AWS_LAMBDA_FUNCTION_NAME: "f" },
      "a stage named for it",
    ],
  ] as [Record<string, string>, string][])("charges with %j: %s", (env, _why) => {
    expect(() => assertSandboxAllowed(env)).not.toThrow();
  });

  it.each([
    [{ STAGE: "prod", AWS_LAMBDA_FUNCTION_NAME: "f" }, /stage prod/],
    [{ STAGE: "prod", PAYMENT_SANDBOX_STAGE: "prod" }, /stage prod/],
    [{ STAGE: "prod-eu", PAYMENT_SANDBOX_STAGE: "prod-eu" }, /stage prod-eu/],
    [{ STAGE: "qa", AWS_LAMBDA_FUNCTION_NAME: "f" }, /stage qa/],
    [{ STAGE: "qa", PAYMENT_SANDBOX_STAGE: "dev" }, /stage qa/],
    [{ AWS_LAMBDA_FUNCTION_NAME: "f" }, /STAGE unset/],
  ])("refuses with %j", (env, message) => {
    expect(() => assertSandboxAllowed(env)).toThrow(message);
  });

  it("never lets a production stage name itself a sandbox stage", () => {
    expect(sandboxAllowedOn("prod", "prod")).toBe(false);
    expect(sandboxAllowedOn("dev", "dev")).toBe(true);
  });

  it("refuses to charge or bill on production, and records nothing", async () => {
    const ledger = memorySandboxLedger();
    const gateway = sandboxGateway({
      ledger,
      environment: () => ({ STAGE: "prod", AWS_LAMBDA_FUNCTION_NAME: "dine-cart" }),
    });
    const token = await sandboxToken(TEST_CARDS.approved);
    await expect(
      gateway.charge({ siteId: "s", token, amountCents: 289_500, idempotencyKey: "k1" }),
    ).rejects.toBeInstanceOf(SandboxNotAllowedError);
    const saved = await gateway.saveForRecurring("s", token);
    await expect(
      gateway.chargeSaved({
        siteId: "s",
        paymentMethod: saved.paymentMethod,
        amountCents: 4500,
        idempotencyKey: "k2",
      }),
    ).rejects.toBeInstanceOf(SandboxNotAllowedError);
    expect(ledger.charges.size).toBe(0);
  });

  it("records a refund once per key and refuses the key for another refund", async () => {
    const ledger = memorySandboxLedger();
    const gateway = sandboxGateway({ ledger });
    const first = await gateway.refund("s", "sbx_txn_1", 500, "refund-1");
    expect(await gateway.refund("s", "sbx_txn_1", 500, "refund-1")).toEqual(first);
    await expect(gateway.refund("s", "sbx_txn_1", 700, "refund-1")).rejects.toThrow(
      /another refund/,
    );
    expect(ledger.refunds.size).toBe(1);
  });
});
