import { describe, expect, it } from "vitest";
import {
  csvCell,
  csvDollars,
  type ExportOrder,
  ORDER_EXPORT_COLUMNS,
  orderExportCsv,
  orderExportRows,
} from "../../../shared/operations/order-export";
import { exportLine, lineRefund } from "./export-line";

const line = exportLine;

const plan = line({
  id: "l1",
  type: "Meal plan",
  name: "Block 150",
  price: 249_900,
  tax: 23_116,
  meal_plan_id: "block-150",
});
const dollars = line({
  id: "l2",
  type: "Declining balance",
  name: "Dining Dollars",
  price: 50_000,
  discount: 1_000,
  bonus: 2_000,
});

const order = (over: Partial<ExportOrder> = {}): ExportOrder => ({
  id: "o1",
  no: "7KQ2M9XZ",
  created_at: "2026-09-02T17:00:00.000Z",
  date: "2026-09-02",
  status: "placed",
  fulfilled_at: null,
  payment_type: "Credit card",
  email: "avery@cedarridge.example.edu",
  buyer: { first_name: "Avery", last_name: "Lopez", student_id: "CR1234567" },
  total: 249_900 + 23_116 + 49_000,
  items: [plan, dollars],
  refunds: [],
  ...over,
});

describe("the card office's export", () => {
  it("writes one row per order line with what to credit", () => {
    const rows = orderExportRows([order()]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      order_no: "7KQ2M9XZ",
      student_id: "CR1234567",
      student_name: "Avery Lopez",
      line_type: "Meal plan",
      item: "Block 150",
      meal_plan_id: "block-150",
      dining_dollars: "",
      charged: "2730.16",
      refunded: "0.00",
      net: "2730.16",
    });
    expect(rows[1]).toMatchObject({
      dining_dollars: "500.00",
      bonus_dollars: "20.00",
      charged: "490.00",
    });
  });

  it("names the student a parent bought for", () => {
    const [row] = orderExportRows([
      order({
        buyer: {
          first_name: "Dana",
          last_name: "Lopez",
          student_id: "CR1234567",
          student: { first_name: "Avery", last_name: "Lopez" },
        },
      }),
    ]);
    expect(row).toMatchObject({ student_name: "Avery Lopez", buyer_name: "Dana Lopez" });
  });

  it("shows what was given back per line, and the gateway's extra spread over the lines", () => {
    const refunded = orderExportRows([
      order({
        status: "partially_refunded",
        refunded_cents: 60_000,
        refunds: [lineRefund("succeeded", "l2", 10_000), lineRefund("pending", "l2", 5_000)],
      }),
    ]);
    // 10,000 by the console on l2; the other 50,000 the gateway reports go to l1 first.
    expect(refunded.map((row) => [row.refunded, row.net])).toEqual([
      ["500.00", "2230.16"],
      ["100.00", "390.00"],
    ]);
  });

  it("leaves out held orders and sorts the rest oldest first", () => {
    const rows = orderExportRows([
      order({ id: "late", no: "LATE0001", created_at: "2026-09-03T17:00:00.000Z" }),
      order({ id: "held", no: "HELD0001", status: "awaiting_confirmation" }),
      order({ id: "early", no: "EARLY001", created_at: "2026-09-01T17:00:00.000Z" }),
    ]);
    expect([...new Set(rows.map((row) => row.order_no))]).toEqual(["EARLY001", "LATE0001"]);
  });

  it("writes dollars without floats", () => {
    expect(csvDollars(0)).toBe("0.00");
    expect(csvDollars(5)).toBe("0.05");
    expect(csvDollars(123_456)).toBe("1234.56");
    expect(csvDollars(-150)).toBe("-1.50");
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("Lopez, Avery")).toBe('"Lopez, Avery"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("is a CSV file with a header, CRLF lines and a BOM", () => {
    const csv = orderExportCsv([
      order({ buyer: { first_name: "=cmd", last_name: "X", student_id: "CR1" } }),
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(ORDER_EXPORT_COLUMNS.join(","));
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe("");
    expect(lines[1]).toContain(",'=cmd X,'=cmd X,");
  });
});
