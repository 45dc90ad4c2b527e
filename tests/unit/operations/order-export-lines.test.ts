import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ExportLine,
  type ExportOrder,
  orderExportRows,
  refundedByLine,
} from "../../../shared/operations/order-export";
import { lineCharged } from "../../../shared/operations/order-refunds";
import { exportLine, lineRefund } from "./export-line";

// The card office's export (docs/operations/orders.md "The export") for the lines a custom plan
// and a fulfilled order add, and the refunds spread over the lines.

const line = (over: Parameters<typeof exportLine>[0]) => exportLine({ price: 10_000, ...over });

const order = (items: ExportLine[], over: Partial<ExportOrder> = {}): ExportOrder => ({
  id: "o1",
  no: "CUSTOM01",
  created_at: "2026-09-02T17:00:00.000Z",
  date: "2026-09-02",
  status: "fulfilled",
  fulfilled_at: "2026-09-03T10:00:00.000Z",
  payment_type: "Student ID",
  email: "avery@cedarridge.example.edu",
  buyer: { first_name: "Avery", last_name: " ", student_id: "CR1234567" },
  total: items.reduce((sum, item) => sum + lineCharged(item), 0),
  items,
  refunds: [],
  ...over,
});

describe("the export's custom plans and fulfilled orders", () => {
  it("writes a custom plan's swipes, its dining dollars and its bonus", () => {
    const custom = line({
      id: "c1",
      type: "Create your plan",
      price: 60_000,
      swipeValue: 40,
      dbValue: 25_000,
      dbBonus: 1_500,
      bonus: 500,
      promoBonus: 250,
    });
    const [row] = orderExportRows([order([custom])]);
    expect(row).toMatchObject({
      order_status: "fulfilled",
      fulfilled_at: "2026-09-03T10:00:00.000Z",
      student_name: "Avery",
      buyer_name: "Avery",
      line_type: "Create your plan",
      meal_plan_id: "",
      swipes: "40",
      dining_dollars: "250.00",
      bonus_dollars: "22.50",
      charged: "600.00",
    });
  });

  it("leaves a custom plan without swipes or dollars at none, and a plan's swipes blank", () => {
    const bare = line({ id: "c2", type: "Create your plan" });
    const plan = line({ id: "p1", type: "Meal plan", swipeValue: 100, dbBonus: 900 });
    const [custom, meal] = orderExportRows([order([bare, plan])]);
    expect(custom).toMatchObject({ swipes: "", dining_dollars: "0.00", bonus_dollars: "0.00" });
    expect(meal).toMatchObject({ swipes: "", dining_dollars: "", bonus_dollars: "0.00" });
  });

  it("adds up several console refunds of one line", () => {
    const a = line({ id: "a", type: "Declining balance" });
    const refunded = refundedByLine(
      order([a], {
        refunded_cents: 3_000,
        refunds: [lineRefund("succeeded", "a", 1_000), lineRefund("succeeded", "a", 2_000)],
      }),
    );
    expect(refunded.get("a")).toBe(3_000);
  });

  it("spreads what the gateway gave back over the lines, never past a line's charge", () => {
    const prices = fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(prices, fc.integer({ min: 0, max: 100 }), (cents, share) => {
        const items = cents.map((price, i) => line({ id: `l${i}`, type: "Meal plan", price }));
        const total = items.reduce((sum, item) => sum + lineCharged(item), 0);
        const back = Math.floor((total * share) / 100);
        const byLine = refundedByLine(order(items, { total, refunded_cents: back }));
        const rows = orderExportRows([order(items, { total, refunded_cents: back })]);
        expect([...byLine.values()].reduce((a, b) => a + b, 0)).toBe(back);
        for (const item of items) {
          expect(byLine.get(item.id)).toBeLessThanOrEqual(lineCharged(item));
        }
        expect(rows.map((row) => row.refunded)).toHaveLength(items.length);
      }),
    );
  });
});
