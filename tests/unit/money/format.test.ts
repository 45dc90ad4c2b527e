import { describe, expect, it } from "vitest";
import { formatCents, parseDollarsToCents } from "../../../shared/platform/money/format";

describe("formatCents", () => {
  it.each([
    [1234, "$12.34"],
    [0, "$0.00"],
    [5, "$0.05"],
    [100, "$1.00"],
    [123_456, "$1,234.56"],
    [100_000_000, "$1,000,000.00"],
    [-50, "-$0.50"],
  ])("%i cents → %s", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it("refuses non-integer cents", () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
  });
});

describe("parseDollarsToCents", () => {
  it.each([
    ["25", 2500],
    ["25.5", 2550],
    ["25.50", 2550],
    ["0.29", 29],
    [".5", 50],
    ["$1,025.50", 102_550],
    [" 7 ", 700],
    ["10.", 1000],
  ])("%s → %i cents", (input, cents) => {
    expect(parseDollarsToCents(input)).toBe(cents);
  });

  it.each(["", "abc", "-5", "1.234", "1e3", "12,34", "."])("%s is not an amount", (input) => {
    expect(parseDollarsToCents(input)).toBeNull();
  });

  it("rejects amounts beyond safe integers", () => {
    expect(parseDollarsToCents("99999999999999999999")).toBeNull();
  });
});
