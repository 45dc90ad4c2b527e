import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  GatewayUnavailableError,
  IdempotencyMismatchError,
  type PaymentGateway,
} from "../../../functions/purchase/gateway/gateway";

/**
 * What every payment gateway adapter must do (docs/payments.md). An adapter's test file calls
 * this with tokens its own test environment issues; the sandbox runs it in tests/unit (ledger
 * in memory) and tests/integration (ledger in DynamoDB Local).
 */
export interface GatewayContractFixture {
  name: string;
  gateway: () => PaymentGateway;
  siteId: string;
  /**
   * One-time tokens for cards the processor approves, declines, rejects, or cannot reach;
   * `approved` tokens are of a card whose brand and last four are `approvedCard`.
   */
  token: (kind: "approved" | "declined" | "invalid" | "unavailable") => Promise<string> | string;
  /** The processor's own count of charges under keys beginning with the prefix, if it has one. */
  countCharges?: (keyPrefix: string) => Promise<number>;
  approvedCard: { brand: string; last4: string };
}

export function describeGatewayContract(fixture: GatewayContractFixture): void {
  const { siteId } = fixture;
  const key = (prefix: string) => `${prefix}-${randomUUID()}`;

  describe(`payment gateway contract: ${fixture.name}`, () => {
    it("approves with result code 0 and a transaction id", async () => {
      const result = await fixture.gateway().charge({
        siteId,
        token: await fixture.token("approved"),
        amountCents: 1234,
        idempotencyKey: key("approve"),
      });
      expect(result).toMatchObject({ resultCode: 0, result: "Approved", ...fixture.approvedCard });
      expect(result.transactionId).not.toBe("");
    });

    it("refuses a key reused with another amount or another card, and charges nothing more", async () => {
      const gateway = fixture.gateway();
      const idempotencyKey = key("mismatch");
      const token = await fixture.token("approved");
      const first = await gateway.charge({ siteId, token, amountCents: 3282, idempotencyKey });
      await expect(
        gateway.charge({ siteId, token, amountCents: 539_400, idempotencyKey }),
      ).rejects.toBeInstanceOf(IdempotencyMismatchError);
      await expect(
        gateway.charge({
          siteId,
          token: await fixture.token("approved"),
          amountCents: 3282,
          idempotencyKey,
        }),
      ).rejects.toBeInstanceOf(IdempotencyMismatchError);
      await expect(
        gateway.charge({
          siteId,
          token: await fixture.token("declined"),
          amountCents: 3282,
          idempotencyKey,
        }),
      ).rejects.toBeInstanceOf(IdempotencyMismatchError);
      expect(await gateway.lookup(siteId, idempotencyKey)).toMatchObject({
        resultCode: 0,
        amountCents: 3282,
        transactionId: first.transactionId,
      });
      if (fixture.countCharges) expect(await fixture.countCharges(idempotencyKey)).toBe(1);
    });

    it("looks a key up: the charge made under it, or null when it never reached the processor", async () => {
      const gateway = fixture.gateway();
      const charged = key("lookup");
      const result = await gateway.charge({
        siteId,
        token: await fixture.token("approved"),
        amountCents: 700,
        idempotencyKey: charged,
      });
      expect(await gateway.lookup(siteId, charged)).toEqual({
        ...result,
        amountCents: 700,
        paymentMethod: null,
      });
      const lost = key("lookup-down");
      await expect(
        gateway.charge({
          siteId,
          token: await fixture.token("unavailable"),
          amountCents: 700,
          idempotencyKey: lost,
        }),
      ).rejects.toBeInstanceOf(GatewayUnavailableError);
      expect(await gateway.lookup(siteId, lost)).toBeNull();
      expect(await gateway.lookup(siteId, key("never"))).toBeNull();
    });

    it("declines with 12 and rejects an invalid card with 23", async () => {
      const gateway = fixture.gateway();
      const declined = await gateway.charge({
        siteId,
        token: await fixture.token("declined"),
        amountCents: 500,
        idempotencyKey: key("decline"),
      });
      const invalid = await gateway.charge({
        siteId,
        token: await fixture.token("invalid"),
        amountCents: 500,
        idempotencyKey: key("invalid"),
      });
      expect(declined).toMatchObject({ resultCode: 12, result: "Declined" });
      expect(invalid).toMatchObject({ resultCode: 23, result: "Invalid account number" });
    });

    it("reports an unreachable processor as GatewayUnavailableError", async () => {
      await expect(
        fixture.gateway().charge({
          siteId,
          token: await fixture.token("unavailable"),
          amountCents: 500,
          idempotencyKey: key("down"),
        }),
      ).rejects.toBeInstanceOf(GatewayUnavailableError);
    });

    it("charges a repeated idempotency key once, even when the repeats race", async () => {
      const gateway = fixture.gateway();
      const idempotencyKey = key("repeat");
      const token = await fixture.token("approved");
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          gateway.charge({ siteId, token, amountCents: 999, idempotencyKey }),
        ),
      );
      const again = await gateway.charge({ siteId, token, amountCents: 999, idempotencyKey });
      const ids = new Set([...results, again].map((r) => r.transactionId));
      expect(ids.size).toBe(1);
      if (fixture.countCharges) expect(await fixture.countCharges(idempotencyKey)).toBe(1);
    });

    it("gives different keys different charges", async () => {
      const gateway = fixture.gateway();
      const token = await fixture.token("approved");
      const [a, b] = await Promise.all(
        ["a", "b"].map((p) =>
          gateway.charge({ siteId, token, amountCents: 100, idempotencyKey: key(p) }),
        ),
      );
      expect(a?.transactionId).not.toBe(b?.transactionId);
    });

    it("saves a card for recurring charges without handing back the token", async () => {
      const gateway = fixture.gateway();
      const token = await fixture.token("approved");
      const saved = await gateway.saveForRecurring(siteId, token);
      expect(saved.paymentMethod).not.toBe("");
      expect(saved.paymentMethod).not.toBe(token);
      expect(saved.last4).toMatch(/^[0-9]{4}$/);
      expect(saved.brand).not.toBe("");
      const idempotencyKey = key("saved");
      const first = await gateway.chargeSaved({
        siteId,
        paymentMethod: saved.paymentMethod,
        amountCents: 4500,
        idempotencyKey,
      });
      const repeat = await gateway.chargeSaved({
        siteId,
        paymentMethod: saved.paymentMethod,
        amountCents: 4500,
        idempotencyKey,
      });
      expect(first).toMatchObject({ resultCode: 0, result: "Approved" });
      expect(repeat.transactionId).toBe(first.transactionId);
    });

    it("declines a saved card the processor declines", async () => {
      const gateway = fixture.gateway();
      const saved = await gateway.saveForRecurring(siteId, await fixture.token("declined"));
      const result = await gateway.chargeSaved({
        siteId,
        paymentMethod: saved.paymentMethod,
        amountCents: 4500,
        idempotencyKey: key("saved-decline"),
      });
      expect(result).toMatchObject({ resultCode: 12 });
    });
  });
}
