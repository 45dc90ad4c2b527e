import { describe, expect, it } from "vitest";
import {
  CARD_BRANDS,
  cardForStorage,
  detectCardBrand,
  isCardBrand,
  isValidCardNumber,
  lastFour,
  normalizeCardNumber,
} from "../../../shared/purchase/cards";

describe("card brands (requirements: purchases §3 Credit card form)", () => {
  it("offers Visa, MasterCard and American Express", () => {
    expect(CARD_BRANDS).toEqual(["Visa", "MasterCard", "American Express"]);
    expect(isCardBrand("Visa")).toBe(true);
    expect(isCardBrand("Discover")).toBe(false);
  });

  it.each([
    ["4111111111111111", "Visa"],
    ["4222222222222", "Visa"],
    ["4111111111111111111", "Visa"],
    ["4111 1111 1111 1111", "Visa"],
    ["5105105105105100", "MasterCard"],
    ["5500-0000-0000-0004", "MasterCard"],
    ["2221000000000009", "MasterCard"],
    ["2720999999999996", "MasterCard"],
    ["378282246310005", "American Express"],
    ["341111111111111", "American Express"],
    ["41111111111111", null],
    ["5011111111111111", null],
    ["2220999999999999", null],
    ["2721000000000000", null],
    ["37828224631000", null],
    ["6011111111111117", null],
    ["", null],
  ])("%j is %s", (number, brand) => expect(detectCardBrand(number)).toBe(brand));

  it("removes spaces and hyphens only", () => {
    expect(normalizeCardNumber(" 4111-1111 1111\t1111 ")).toBe("4111111111111111");
    expect(normalizeCardNumber("4111.1111")).toBe("4111.1111");
  });

  it.each([
    ["4111 1111 1111 1111", true],
    ["4111 1111 1111 1112", false],
    ["6011111111111117", false],
    ["4111.1111.1111.1111", false],
  ])("isValidCardNumber(%j) is %s", (number, expected) =>
    expect(isValidCardNumber(number)).toBe(expected),
  );

  it("keeps only brand and last four for storage", () => {
    expect(lastFour("3782 822463 10005")).toBe("0005");
    expect(lastFour("12")).toBe("12");
    expect(cardForStorage("5555-5555-5555-4444")).toEqual({
      brand: "MasterCard",
      last_four: "4444",
    });
    expect(JSON.stringify(cardForStorage("4111111111111111"))).not.toContain("41111111");
  });
});
