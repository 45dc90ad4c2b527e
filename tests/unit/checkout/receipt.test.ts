import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDollarsToCents } from "../../../shared/platform/money/format";
import { cartTotals } from "../../../shared/purchase/cart/cart-pricing";
import {
  orderReceipt,
  type ReceiptRow,
  receiptItemOf,
  receiptLines,
  receiptRows,
} from "../../../shared/purchase/checkout/receipt";
import { createCart, createCartItem } from "../../support/factories/purchases";

// One receipt for the thank-you page and the order mail (docs/decisions/receipts.md).

const BLOCK_100 = createCartItem({ id: "b", name: "Block 100", price: 179_900, tax: 16_640 });
const order = {
  no: "AB12CD34",
  items: [BLOCK_100],
  payment_type: "Payroll deduction",
  card_brand: null,
  card_last4: null,
};

const table = (rows: ReceiptRow[]) => rows.map((row) => [row.kind, row.label, row.amount]);

/** A formatted amount back to cents: "−$179.90" is −17990. */
const cents = (amount: string) =>
  (amount.startsWith("−") ? -1 : 1) * (parseDollarsToCents(amount.replace(/^−/, "")) ?? NaN);

describe("the receipt", () => {
  it("shows a taxed line at its price and its tax once, so the column adds up to the total", () => {
    // The thank-you page used to show "Block 100 $1,965.40 · Tax $166.40 · Total $1,965.40".
    expect(table(receiptRows(orderReceipt(order)))).toEqual([
      ["line", "Block 100", "$1,799.00"],
      ["subtotal", "Subtotal", "$1,799.00"],
      ["tax", "Tax", "$166.40"],
      ["total", "Total", "$1,965.40"],
    ]);
  });

  it("puts a promo discount under its line, named by its code, and keeps Tax at $0.00", () => {
    const promo = createCartItem({
      id: "g",
      name: "Gold Plan",
      price: 150_000,
      discount: 15_000,
      promo_code: "FALL10",
    });
    const dining = createCartItem({
      id: "d",
      type: "Declining balance",
      name: "Dining Dollars",
      price: 50_000,
      discount: 2_500,
      bonus: 1_000,
    });
    expect(table(receiptRows(receiptLines([promo, dining])))).toEqual([
      ["line", "Gold Plan", "$1,500.00"],
      ["line-discount", "Promo code FALL10", "−$150.00"],
      ["line", "Dining Dollars", "$500.00"],
      ["line-discount", "Discount", "−$25.00"],
      ["subtotal", "Subtotal", "$1,825.00"],
      ["tax", "Tax", "$0.00"],
      ["total", "Total", "$1,825.00"],
    ]);
    expect(receiptRows(receiptLines([dining]))[0]?.notes).toEqual(["Includes a $10.00 bonus"]);
  });

  it("names the card by brand and last four, and carries the sections another rule adds", () => {
    const receipt = orderReceipt(
      { ...order, payment_type: "Credit card", card_brand: "Visa", card_last4: "1111" },
      { schedule: [{ heading: "Charges", rows: [{ label: "Jan 1, 2027", amount: 24_900 }] }] },
    );
    expect(receipt.payment).toBe("Credit card (Visa ending in 1111)");
    expect(receipt.schedule).toHaveLength(1);
    expect(orderReceipt(order).payment).toBe("Payroll deduction");
    expect(orderReceipt(order).schedule).toEqual([]);
  });

  it("reads only the receipt's fields of a line", () => {
    const line = createCartItem({ desc: "secret", subscription: true });
    expect(receiptItemOf(line)).not.toHaveProperty("desc");
    expect(receiptLines([line]).hasSubscription).toBe(true);
  });

  const itemArb = fc
    .record({
      price: fc.integer({ min: 0, max: 5_000_000 }),
      share: fc.integer({ min: 0, max: 100 }),
      tax: fc.integer({ min: 0, max: 500_000 }),
      promo: fc.option(fc.constantFrom("FALL10", "WELCOME")),
      bonus: fc.integer({ min: 0, max: 10_000 }),
    })
    .map(({ price, share, ...rest }) => ({
      price,
      discount: Math.floor((price * share) / 100),
      ...rest,
    }));

  it("always adds up: lines − discounts + tax = total, the cart's total, and the rows' column", () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 8 }), (specs) => {
        const items = specs.map((spec, i) =>
          createCartItem({ ...spec, id: `i${i}`, promo_code: spec.promo }),
        );
        const receipt = receiptLines(items);
        expect(receipt.total).toBe(receipt.listTotal - receipt.discount + receipt.tax);
        expect(receipt.subtotal + receipt.tax).toBe(receipt.total);
        expect(receipt.total).toBe(cartTotals(createCart(items)).total);
        // What the buyer reads: lines and discounts sum to Subtotal, Subtotal + Tax to Total.
        const rows = receiptRows(receipt);
        const sumOf = (kinds: ReceiptRow["kind"][]) =>
          rows
            .filter((row) => kinds.includes(row.kind))
            .reduce((s, row) => s + cents(row.amount), 0);
        expect(sumOf(["line", "line-discount"])).toBe(sumOf(["subtotal"]));
        expect(sumOf(["subtotal", "tax"])).toBe(sumOf(["total"]));
      }),
    );
  });
});
