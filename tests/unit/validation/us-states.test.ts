import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isUsState, parseUsState, US_STATES } from "../../../shared/platform/validation/us-states";

/** Upper- or lower-cases each character of `text` by the mask (cycled). */
const withCase = (text: string, mask: boolean[]) =>
  [...text]
    .map((char, i) => (mask[i % mask.length] ? char.toUpperCase() : char.toLowerCase()))
    .join("");

describe("US states (requirements: purchases §5 State)", () => {
  it("has the 50 states plus Washington D.C.", () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map(([code]) => code)).size).toBe(51);
    expect(US_STATES.map(([code]) => code)).toContain("DC");
  });

  it.each([
    ["tx", "TX"],
    ["Tx", "TX"],
    ["  texas ", "TX"],
    ["NEW   york", "NY"],
    ["iowa", "IA"],
    ["District of Columbia", "DC"],
    ["washington d.c.", "DC"],
    ["Washington DC", "DC"],
    ["washington", "WA"],
  ])("reads %j as %s", (input, code) => expect(parseUsState(input)).toBe(code));

  it.each(["", "T", "TEX", "Ohi", "XX", "Texass", "Puerto Rico", "Guam"])("rejects %j", (input) =>
    expect(parseUsState(input)).toBeNull(),
  );

  it("accepts every state's abbreviation and name in any case", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...US_STATES),
        fc.boolean(),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }),
        ([code, name], useName, mask) => {
          expect(parseUsState(withCase(useName ? name : code, mask))).toBe(code);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("rejects every three-character string", () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z]{3}$/), (text) => !isUsState(text)));
    fc.assert(fc.property(fc.stringMatching(/^\S{3}$/), (text) => !isUsState(text)));
  });
});
