import { describe, expect, it } from "vitest";
import {
  PENDING_REFUND_LIMIT_MS,
  refundViolations,
} from "../../../scripts/local/refund-invariants";
import type { StoredRow } from "../../../scripts/local/table-scan";

// The refund half of the money audit on rows as the Scan returns them: what it must flag, and
// what it must leave alone (a refund still in flight, a refused one, a Stripe-paid order).

const NOW = new Date("2030-05-10T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const KEY = "order-refund:o1:r1";

const order = (data: Record<string, unknown> = {}): StoredRow => ({
  pk: "SITE#c#ORDER#o1",
  sk: "ORDER",
  type: "order",
  data: { id: "o1", total: 10_000, transaction_id: "sbx_txn_1", ...data },
});
const charge = (): StoredRow => ({
  pk: "SITE#c#GATEWAY",
  sk: "CHARGE#o1",
  type: "gateway_charge",
  data: {
    idempotency_key: "o1",
    result_code: 0,
    amount_cents: 10_000,
    transaction_id: "sbx_txn_1",
  },
});
const made = (cents = 4_000, key = KEY): StoredRow => ({
  pk: "SITE#c#GATEWAY",
  sk: `REFUND#${key}`,
  type: "gateway_refund",
  data: { idempotency_key: key, transaction_id: "sbx_txn_1", amount_cents: cents },
});
const refund = (data: Record<string, unknown> = {}): StoredRow => ({
  pk: "SITE#c#ORDER#o1",
  sk: "REFUND#r1",
  type: "order_refund",
  data: {
    id: "r1",
    order_id: "o1",
    kind: "refund",
    state: "succeeded",
    amount_cents: 4_000,
    idempotency_key: KEY,
    created_at: ago(60 * 60_000),
    ...data,
  },
});

describe("the refund audit", () => {
  it("passes a refund made once and recorded once", () => {
    expect(
      refundViolations([order({ refunded_cents: 4_000 }), charge(), made(), refund()], NOW),
    ).toEqual([]);
  });

  it("leaves a refund in flight, a refused one and a Stripe-paid order's alone", () => {
    const fresh = refund({ state: "pending", created_at: ago(PENDING_REFUND_LIMIT_MS - 1_000) });
    expect(refundViolations([order(), charge(), fresh], NOW)).toEqual([]);
    expect(refundViolations([order(), charge(), refund({ state: "failed" })], NOW)).toEqual([]);
    expect(refundViolations([order({ transaction_id: "pi_1" }), refund()], NOW)).toEqual([]);
  });

  it("flags a refund left pending past a sweep", () => {
    const stale = refund({ state: "pending", created_at: ago(PENDING_REFUND_LIMIT_MS + 1_000) });
    expect(refundViolations([order(), charge(), stale], NOW)).toEqual([
      `refund c/o1/r1 is still pending since ${ago(PENDING_REFUND_LIMIT_MS + 1_000)}`,
    ]);
  });

  it("flags more given back than an order's total or a charge", () => {
    const violations = refundViolations(
      [
        order({ refunded_cents: 12_000 }),
        charge(),
        made(4_000),
        made(7_000, "order-refund:o1:r2"),
        refund(),
        {
          ...refund({ id: "r2", amount_cents: 7_000, idempotency_key: "order-refund:o1:r2" }),
          sk: "REFUND#r2",
        },
      ],
      NOW,
    );
    expect(violations).toEqual([
      "order c/o1 refunded 12000 of its 10000",
      "order c/o1 has 11000 in console refunds against its 10000",
      "transaction c/sbx_txn_1 refunded 11000 of the 10000 charged",
    ]);
  });

  it("flags a gateway refund the console does not record, and a recorded one the gateway never made", () => {
    expect(
      refundViolations([order(), charge(), made(), refund({ state: "pending" })], NOW),
    ).toEqual([
      "gateway refund c/order-refund:o1:r1 (4000 cents) is recorded pending in the console",
      `refund c/o1/r1 is still pending since ${ago(60 * 60_000)}`,
    ]);
    expect(refundViolations([order(), charge(), refund()], NOW)).toEqual([
      "console refund c/order-refund:o1:r1 succeeded without a gateway refund",
    ]);
    expect(refundViolations([order(), charge(), made()], NOW)).toEqual([
      "gateway refund c/order-refund:o1:r1 (4000 cents) is recorded nowhere in the console",
    ]);
  });
});
