import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLuhnValid } from "../../../shared/purchase/cards/luhn";
import { findCardData, looksLikeCardNumber } from "../../../shared/purchase/checkout/card-data";

// docs/security.md, "What the API promises": a card number is found behind any separator, in
// any field, and legitimate values (phones, ids, dates, tokens) are left alone.

const PAN = "4111111111111111";

/** A Luhn-valid number of `length` digits starting with `prefix`. */
function cardNumber(prefix: string, body: string, length: number): string {
  const start = `${prefix}${body}`.slice(0, length - 1).padEnd(length - 1, "0");
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isLuhnValid(`${start}${digit}`)) return `${start}${digit}`;
  }
  throw new Error("unreachable: exactly one check digit exists");
}

const cards = fc
  .tuple(
    // Visa, Mastercard (5 and 2-series), Amex, Discover, Diners, JCB, UnionPay, Maestro.
    fc.constantFrom("4", "51", "55", "2221", "2720", "34", "37", "6011", "65", "36", "35", "62"),
    fc.stringMatching(/^[0-9]{18}$/),
    fc.integer({ min: 13, max: 19 }),
  )
  .map(([prefix, body, length]) => cardNumber(prefix, body, length));

const SEPARATORS = [
  " ",
  "  ",
  "\t",
  "\n",
  "-",
  "--",
  " - ",
  ".",
  ",",
  ", ",
  "#",
  "/",
  "_",
  ":",
  "*",
  "|",
  "\u00a0", // no-break space
  "\u2009", // thin space
  "\u3000", // ideographic space
  "\u200b", // zero-width space
  "\u2010", // hyphen
  "\u2013", // en dash
  "\u2014", // em dash
  "\u2212", // minus sign
  "\uff0d", // full-width hyphen-minus
];
const separator = fc
  .array(fc.constantFrom(...SEPARATORS), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join(""));

/** The number's digits with a separator (or none) after any of them. */
const hidden = cards.chain((digits) =>
  fc
    .array(fc.option(separator, { nil: "" }), {
      minLength: digits.length - 1,
      maxLength: digits.length - 1,
    })
    .map((gaps) => [...digits].map((digit, index) => `${digit}${gaps[index] ?? ""}`).join("")),
);

const context = fc.constantFrom("", "card ", "Pay with: ", "note #", "(", "x ", "Order 12, ");

describe("finding a card number behind separators", () => {
  it.each([
    "4111.1111.1111.1111",
    "4111,1111,1111,1111",
    "#4111#1111#1111#1111",
    "4111  1111  1111  1111",
    "4111\t1111\t1111\t1111",
    "4111 - 1111 - 1111 - 1111",
    "4111/1111/1111/1111",
    "4111\u20131111\u20141111\u22121111",
    "4111\u00a01111\u20091111\u30001111",
    "\uff14\uff11\uff11\uff11 \uff11\uff11\uff11\uff11 \uff11\uff11\uff11\uff11 \uff11\uff11\uff11\uff11",
    "3782 822463 10005",
    "5555-5555-5555-4444",
    "Order 12, 4111 1111 1111 1111 please",
    "ab4111111111111111cd",
  ])("finds %j", (value) => {
    expect(looksLikeCardNumber(value)).toBe(true);
    expect(findCardData({ notes: value })).toBe("notes");
  });

  it("finds any card number with any separators between any of its digits, in any field", () => {
    fc.assert(
      fc.property(context, hidden, context, (before, number, after) => {
        const text = `${before}${number}${after}`;
        expect(looksLikeCardNumber(text), JSON.stringify(text)).toBe(true);
        expect(findCardData({ site_id: "cedar-ridge", address: text })).toBe("address");
      }),
      { numRuns: 500 },
    );
  });

  it("never flags a text with fewer than 13 digits, whatever surrounds them", () => {
    const piece = fc.oneof(
      fc.stringMatching(/^[0-9]{1,4}$/),
      separator,
      fc.constantFrom("a", "Main St", "T", "Z", "pm_", "ext."),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join("")),
        (text) => {
          fc.pre(text.normalize("NFKC").replace(/[^0-9]/g, "").length < 13);
          expect(looksLikeCardNumber(text), JSON.stringify(text)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it.each([
    "(555) 555-0100",
    "(555) 555 - 0100",
    "555.555.0100",
    "+1 555 555 0100",
    "CR1234567",
    "S1",
    "2026-11-23",
    "11/23/2026",
    "2026-11-23T10:00:00.000Z",
    "2026-11-23 10:00:00",
    "97000",
    "97000-1234",
    "sbx_approved_visa_1111_AbCdEfGhIjKlMnOpQrStUvWx",
    "sbxpm_approved_mc_4444_AbCdEfGhIjKlMnOpQrStUvWx",
    "pm_1NqXyZ2eZvKYlo2C8a9b0c1d",
    "pi_3NqXyZ2eZvKYlo2C1a2b3c4d_secret_5e6f7g8h",
    "cus_PqRsT1234567",
    "7KQ2M9XD",
    "1111",
    "41111111111111110000",
    "fifty.1763900000003@cedarridge.example.edu",
    "1 Campus Way, Apt 5",
    "Party of 4 at 7:30",
  ])("leaves %j alone", (value) => {
    expect(looksLikeCardNumber(value)).toBe(false);
  });

  it("leaves every UUID alone (voter ids), even one made of digits", () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(looksLikeCardNumber(id)).toBe(false);
      }),
      { numRuns: 2000 },
    );
    expect(looksLikeCardNumber("41111111-1111-1111-1111-111111111111")).toBe(false);
  });

  it("leaves a UUID inside an address or a reference alone, but not a number beside it", () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(looksLikeCardNumber(`n.${id}@example.edu`)).toBe(false);
        expect(looksLikeCardNumber(`order ${id}, thanks`)).toBe(false);
      }),
      { numRuns: 2000 },
    );
    // Its dashes join 4123, 5678, 9012 and 01 into a Luhn-valid 14 digits: refused before (a
    // test's random address met one like it).
    expect(looksLikeCardNumber("4123-5678-9012-01")).toBe(true);
    expect(looksLikeCardNumber("n.5d0f1a2b-4123-5678-9012-01abcdef0123@example.edu")).toBe(false);
    expect(
      looksLikeCardNumber(`${"5d0f1a2b-4123-5678-9012-01abcdef0123"} 4111 1111 1111 1111`),
    ).toBe(true);
  });
});

describe("card data under a parameter's name", () => {
  it("reports the parent of a name that is a card number, never the name", () => {
    expect(findCardData({ [PAN]: "1" })).toBe("_");
    expect(findCardData({ "4111.1111.1111.1111": "" })).toBe("_");
    expect(findCardData({ student: { [`x ${PAN}`]: "a" } })).toBe("student");
  });

  it("reports a number sent as a JSON number or in a list", () => {
    expect(findCardData({ note: Number(PAN) })).toBe("note");
    expect(findCardData({ list: ["a", 5555555555554444] })).toBe("list.1");
  });
});
