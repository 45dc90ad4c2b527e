import { describe, expect, it } from "vitest";
import { paymentText, receiptLines, receiptRows } from "../../../shared/purchase/checkout/receipt";
import { createCartItem } from "../../support/factories/purchases";

// The notes under a receipt line (docs/decisions/receipts.md): extra value nobody pays for,
// worded so that no note reads as an amount of the column.

describe("a receipt line's notes", () => {
  it("name every bonus and dining-dollar discount the line carries, in that order", () => {
    const custom = createCartItem({
      type: "Create your plan",
      name: "My plan",
      price: 60_000,
      bonus: 1_000,
      promoBonus: 500,
      dbDiscount: 10,
      dbBonus: 2_500,
    });
    const [line] = receiptRows(receiptLines([custom]));
    expect(line?.notes).toEqual([
      "Includes a $10.00 bonus",
      "Includes a $5.00 promo bonus",
      "Includes 10% off dining dollars",
      "Includes $25.00 bonus dining dollars",
    ]);
  });

  it("say nothing of a zero bonus or discount", () => {
    const plain = createCartItem({ dbDiscount: 0, dbBonus: 0, promoBonus: 0, bonus: 0 });
    expect(receiptLines([plain]).lines[0]?.notes).toEqual([]);
  });

  it("name a card the processor gave no brand for as a card", () => {
    const order = { payment_type: "Credit card", card_brand: null, card_last4: "4242" };
    expect(paymentText(order)).toBe("Credit card (Card ending in 4242)");
  });
});
