import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLuhnValid } from "../../../shared/purchase/cards";

/** Appends the check digit that makes `body` Luhn-valid. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isLuhnValid(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error("unreachable: exactly one check digit exists");
}

describe("Luhn check", () => {
  it.each([
    ["4111111111111111", true],
    ["378282246310005", true],
    ["5555555555554444", true],
    ["79927398713", true],
    ["4111111111111112", false],
    ["79927398710", false],
    ["0", false],
    ["", false],
    ["4111 1111 1111 1111", false],
    ["411111111111111a", false],
  ])("%j → %s", (digits, expected) => expect(isLuhnValid(digits)).toBe(expected));

  it("fails once any single digit of a valid number changes", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{11,18}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const valid = withCheckDigit(body);
          const index = position % valid.length;
          const changed = (Number(valid[index]) + shift) % 10;
          const mutated = `${valid.slice(0, index)}${changed}${valid.slice(index + 1)}`;
          expect(isLuhnValid(valid)).toBe(true);
          expect(isLuhnValid(mutated)).toBe(false);
        },
      ),
    );
  });
});
