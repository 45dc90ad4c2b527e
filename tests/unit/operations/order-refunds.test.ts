import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ChargedLine,
  lineCharged,
  planRefund,
  type RefundRecord,
  refundKindOf,
  refundLedger,
} from "../../../shared/operations/order-refunds";

const line = (id: string, price: number, discount = 0, tax = 0): ChargedLine => ({
  id,
  price,
  discount,
  tax,
});
const lines = [line("a", 249_900, 0, 23_116), line("b", 10_000, 500)];
const total = lines.reduce((sum, l) => sum + lineCharged(l), 0);
const order = { total, items: lines };

describe("what is left to refund", () => {
  it("is the whole order before any refund", () => {
    const ledger = refundLedger(order, []);
    expect(ledger.left).toBe(total);
    expect(ledger.lines.map((l) => l.left)).toEqual([273_016, 9_500]);
  });

  it("counts pending and succeeded claims, not failed ones", () => {
    const refunds: RefundRecord[] = [
      { state: "pending", amount_cents: 1_000, lines: [{ line_id: "b", amount_cents: 1_000 }] },
      { state: "failed", amount_cents: 9_000, lines: [{ line_id: "a", amount_cents: 9_000 }] },
      { state: "succeeded", amount_cents: 500, lines: [{ line_id: "a", amount_cents: 500 }] },
    ];
    const ledger = refundLedger(order, refunds);
    expect(ledger.claimed).toBe(1_500);
    expect(ledger.pending).toBe(1_000);
    expect(ledger.refunded).toBe(500);
    expect(ledger.left).toBe(total - 1_500);
    expect(ledger.lines.map((l) => l.left)).toEqual([272_516, 8_500]);
  });

  it("compares the gateway's total with the console's claims, never adds them", () => {
    const refunds: RefundRecord[] = [
      { state: "succeeded", amount_cents: 5_000, lines: [{ line_id: "a", amount_cents: 5_000 }] },
    ];
    // The webhook reports the same refund: still 5,000 gone, not 10,000.
    expect(refundLedger({ ...order, refunded_cents: 5_000 }, refunds).left).toBe(total - 5_000);
    // The webhook reports more (a refund made in the processor's dashboard).
    expect(refundLedger({ ...order, refunded_cents: 8_000 }, refunds).left).toBe(total - 8_000);
    expect(refundLedger({ ...order, refunded_cents: 8_000 }, refunds).refunded).toBe(8_000);
  });

  it("goes back through the card only for card payments", () => {
    expect(refundKindOf("Credit card")).toBe("refund");
    expect(refundKindOf("Student ID")).toBe("reversal");
    expect(refundKindOf("Payroll deduction")).toBe("reversal");
  });
});

describe("a refund request", () => {
  const ledger = refundLedger(order, []);

  it("takes everything left when it names no line", () => {
    expect(planRefund(ledger, undefined)).toEqual({
      ok: true,
      amount_cents: total,
      lines: [
        { line_id: "a", amount_cents: 273_016 },
        { line_id: "b", amount_cents: 9_500 },
      ],
    });
  });

  it("takes a line's remainder, or the amount named", () => {
    expect(planRefund(ledger, [{ line_id: "b" }])).toMatchObject({ ok: true, amount_cents: 9_500 });
    expect(planRefund(ledger, [{ line_id: "a", amount_cents: 100 }])).toMatchObject({
      ok: true,
      amount_cents: 100,
    });
  });

  it("refuses more than a line has left, unknown and repeated lines", () => {
    expect(planRefund(ledger, [{ line_id: "b", amount_cents: 9_501 }])).toEqual({
      ok: false,
      reason: "over_line",
      line_id: "b",
      left: 9_500,
    });
    expect(planRefund(ledger, [{ line_id: "z" }])).toMatchObject({
      ok: false,
      reason: "unknown_line",
    });
    expect(planRefund(ledger, [{ line_id: "a" }, { line_id: "a" }])).toMatchObject({
      ok: false,
      reason: "duplicate_line",
    });
  });

  it("refuses anything once nothing is left", () => {
    const done = refundLedger(order, [{ state: "succeeded", amount_cents: total, lines: [] }]);
    expect(planRefund(done, undefined)).toMatchObject({ ok: false, reason: "nothing_left" });
    expect(planRefund(done, [{ line_id: "a", amount_cents: 1 }])).toMatchObject({ ok: false });
  });

  it("never gives back more than the order or any line was charged (property)", () => {
    const lineArb = fc.record({
      price: fc.integer({ min: 0, max: 500_000 }),
      discount: fc.integer({ min: 0, max: 50_000 }),
      tax: fc.integer({ min: 0, max: 40_000 }),
    });
    const requestArb = fc.record({
      lines: fc.option(
        fc.array(
          fc.record({
            index: fc.nat({ max: 5 }),
            amount: fc.option(fc.integer({ min: -5, max: 600_000 }), { nil: undefined }),
          }),
          { maxLength: 4 },
        ),
        { nil: undefined },
      ),
      outcome: fc.constantFrom("pending", "succeeded", "failed"),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        fc.array(requestArb, { maxLength: 12 }),
        fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: undefined }),
        (raw, requests, gatewayTotal) => {
          const items = raw.map((l, i) =>
            line(`l${i}`, l.price, Math.min(l.discount, l.price), l.tax),
          );
          const orderTotal = items.reduce((sum, l) => sum + lineCharged(l), 0);
          const refunded =
            gatewayTotal === undefined ? undefined : Math.min(gatewayTotal, orderTotal);
          const subject = { total: orderTotal, items, refunded_cents: refunded };
          const refunds: RefundRecord[] = [];
          for (const request of requests) {
            const asked = request.lines?.map((l) => ({
              line_id: `l${l.index}`,
              ...(l.amount === undefined ? {} : { amount_cents: l.amount }),
            }));
            const plan = planRefund(refundLedger(subject, refunds), asked);
            if (!plan.ok) continue;
            expect(plan.amount_cents).toBeGreaterThan(0);
            refunds.push({
              state: request.outcome,
              amount_cents: plan.amount_cents,
              lines: plan.lines,
            });
            const ledger = refundLedger(subject, refunds);
            const live = refunds.filter((r) => r.state !== "failed");
            const claimed = live.reduce((sum, r) => sum + r.amount_cents, 0);
            expect(Math.max(claimed, refunded ?? 0)).toBeLessThanOrEqual(orderTotal);
            expect(ledger.refunded).toBeLessThanOrEqual(orderTotal);
            expect(ledger.left).toBeGreaterThanOrEqual(0);
            for (const item of items) {
              const onLine = live
                .flatMap((r) => r.lines)
                .filter((l) => l.line_id === item.id)
                .reduce((sum, l) => sum + l.amount_cents, 0);
              expect(onLine).toBeLessThanOrEqual(lineCharged(item));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
