import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardBrandFromPrefix, detectCardBrand } from "../../../shared/purchase/cards";

// The card form shows the brand as the number is typed instead of asking for a card type
// (docs/decisions/receipts.md "Card brand").

describe("the brand from a number's first digits", () => {
  it.each([
    ["4", "Visa"],
    ["4111 11", "Visa"],
    ["34", "American Express"],
    ["37", "American Express"],
    ["51", "MasterCard"],
    ["55", "MasterCard"],
    ["2221", "MasterCard"],
    ["2720", "MasterCard"],
    ["", null],
    ["3", null],
    ["36", null],
    ["222", null],
    ["2220", null],
    ["2721", null],
    ["6011", null],
  ])("%j is %s", (typed, brand) => expect(cardBrandFromPrefix(typed)).toBe(brand));

  it("agrees with the full number's brand whenever that has one", () => {
    const number = fc
      .tuple(
        fc.constantFrom("34", "37", "4", "51", "55", "2221", "2500", "2720", "2721", "30", "6011"),
        fc.stringMatching(/^[0-9]{9,18}$/),
      )
      .map(([prefix, rest]) => prefix + rest);
    fc.assert(
      fc.property(number, (digits) => {
        const full = detectCardBrand(digits);
        if (full) expect(cardBrandFromPrefix(digits)).toBe(full);
      }),
    );
  });
});
