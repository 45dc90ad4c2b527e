import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  centsToDollarsString,
  dollarsStringToCents,
  formatDollars,
} from "../../../shared/platform/validation/amount";

describe("dollarsStringToCents", () => {
  it.each([
    ["12.34", 1234],
    ["12.3", 1230],
    ["12", 1200],
    ["12.", 1200],
    [".5", 50],
    ["0.29", 29],
    ["0.07", 7],
    [" 1.10 ", 110],
    ["0", 0],
    ["90071992547409.91", 9007199254740991],
  ])("reads %j as %i cents", (input, cents) => expect(dollarsStringToCents(input)).toBe(cents));

  it.each([
    ["$5", 500],
    ["1,000", 100_000],
  ])(
    "reads the dollar sign and thousands separators of %j like money/format does",
    (text, cents) => {
      expect(dollarsStringToCents(text)).toBe(cents);
    },
  );

  it.each(["", ".", "abc", "-1", "1.234", "1e3", "90071992547409.92"])("throws on %j", (input) =>
    expect(() => dollarsStringToCents(input)).toThrow(RangeError),
  );

  it("round-trips every cent amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(dollarsStringToCents(centsToDollarsString(cents))).toBe(cents);
      }),
    );
  });

  it("round-trips every dollars text with up to 2 decimals to its canonical form", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.stringMatching(/^[0-9]{0,2}$/),
        (whole, fraction) => {
          const text = fraction === "" ? String(whole) : `${whole}.${fraction}`;
          const cents = dollarsStringToCents(text);
          expect(cents).toBe(whole * 100 + Number(fraction.padEnd(2, "0")));
          expect(dollarsStringToCents(centsToDollarsString(cents))).toBe(cents);
        },
      ),
    );
  });
});

describe("centsToDollarsString and formatDollars", () => {
  it.each([
    [0, "0.00"],
    [7, "0.07"],
    [1234, "12.34"],
    [100000, "1000.00"],
  ])("%i cents is %s", (cents, text) => expect(centsToDollarsString(cents)).toBe(text));

  it.each([-1, 1.5, Number.NaN])("throws on %d", (cents) =>
    expect(() => centsToDollarsString(cents)).toThrow(RangeError),
  );

  it("prefixes a dollar sign", () => expect(formatDollars(2500)).toBe("$25.00"));
});
