import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isCardExpiryCurrent,
  isSecurityCodeValid,
  normalizeCardExpiry,
  parseCardExpiry,
  securityCodeLength,
} from "../../../shared/purchase/cards";

describe("card expiry MM/YY (requirements: purchases §3, §5)", () => {
  it.each([
    ["03/26", { month: 3, year: 2026 }],
    ["3/26", { month: 3, year: 2026 }],
    [" 12 / 99 ", { month: 12, year: 2099 }],
    ["00/26", null],
    ["13/26", null],
    ["03/2026", null],
    ["0326", null],
    ["", null],
  ])("parses %j", (input, expected) => expect(parseCardExpiry(input)).toEqual(expected));

  it("normalises to MM/YY and leaves garbage as typed", () => {
    expect(normalizeCardExpiry("3 / 07")).toBe("03/07");
    expect(normalizeCardExpiry(" 13/26 ")).toBe("13/26");
  });

  it.each([
    ["03/26", "2026-03-01", true],
    ["03/26", "2026-03-31", true],
    ["03/26", "2026-04-01", false],
    ["12/25", "2026-01-15", false],
    ["01/27", "2026-12-31", true],
    ["bad", "2026-01-01", false],
  ])("%s on %s is current: %s", (expiry, today, expected) =>
    expect(isCardExpiryCurrent(expiry, today)).toBe(expected),
  );

  it("rejects a malformed today", () => {
    expect(() => isCardExpiryCurrent("03/26", "3/1/2026")).toThrow(RangeError);
  });

  it("is valid exactly through the end of its expiry month", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2000, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (expYear, expMonth, year, month, day) => {
          const expiry = `${String(expMonth).padStart(2, "0")}/${String(expYear % 100).padStart(2, "0")}`;
          const today = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          const notPast = expYear > year || (expYear === year && expMonth >= month);
          expect(isCardExpiryCurrent(expiry, today)).toBe(notPast);
        },
      ),
    );
  });
});

describe("security code (requirements: purchases §5, §9)", () => {
  it("is 4 digits for American Express and 3 for the rest", () => {
    expect(securityCodeLength("American Express")).toBe(4);
    expect(securityCodeLength("Visa")).toBe(3);
    expect(securityCodeLength("MasterCard")).toBe(3);
    expect(securityCodeLength(null)).toBe(3);
  });

  it.each([
    ["1234", "American Express", true],
    ["123", "American Express", false],
    ["123", "Visa", true],
    ["1234", "MasterCard", false],
    ["12a", "Visa", false],
    ["", null, false],
  ] as const)("%j for %s is %s", (code, brand, expected) =>
    expect(isSecurityCodeValid(code, brand)).toBe(expected),
  );
});
