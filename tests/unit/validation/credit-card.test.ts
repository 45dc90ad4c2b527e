import { describe, expect, it } from "vitest";
import { createCreditCardSchema } from "../../../shared/purchase/schemas/credit-card";
import { createCreditCardInput } from "./fixtures";
import { type InvalidCase, issuesOf } from "./support";

const schema = createCreditCardSchema({ today: "2026-03-31" });

describe("credit card form (requirements: purchases §5 Credit card)", () => {
  it("accepts a valid card and keeps only the digits of the number", () => {
    expect(schema.parse(createCreditCardInput({ card_exp: "3 / 26" }))).toEqual(
      createCreditCardInput({ card_num: "4111111111111111", card_exp: "03/26" }),
    );
  });

  it.each([
    ["Visa", "4012-8888-8888-1881", "123"],
    ["MasterCard", "5555 5555 5555 4444", "123"],
    ["MasterCard", "2223000048400011", "321"],
    ["American Express", "3782 822463 10005", "1234"],
  ])("accepts a %s card", (_brand, number, cvv) => {
    const input = createCreditCardInput({ card_num: number, card_cvv: cvv });
    expect(issuesOf(schema, input)).toEqual([]);
  });

  const cases: InvalidCase[] = [
    {
      name: "first name missing",
      change: { card_first_name: "" },
      path: "card_first_name",
      message: "First name is required",
    },
    {
      name: "first name with space",
      change: { card_first_name: "Mary Ann" },
      path: "card_first_name",
      message: "A first name may only contain letters",
    },
    {
      name: "last name missing",
      change: { card_last_name: " " },
      path: "card_last_name",
      message: "Last name is required",
    },
    {
      name: "last name apostrophe",
      change: { card_last_name: "O'Brien" },
      path: "card_last_name",
      message: "This last name contains invalid characters",
    },
    {
      name: "number missing",
      change: { card_num: "" },
      path: "card_num",
      message: "Credit card number is required",
    },
    {
      name: "number fails Luhn",
      change: { card_num: "4111 1111 1111 1112" },
      path: "card_num",
      message: "Please enter a valid credit card number",
    },
    {
      name: "Discover number",
      change: { card_num: "6011111111111117" },
      path: "card_num",
      message: "Please enter a valid credit card number",
    },
    {
      name: "number with letters",
      change: { card_num: "4111 1111 1111 111a" },
      path: "card_num",
      message: "Please enter a valid credit card number",
    },
    {
      name: "expiry missing",
      change: { card_exp: "" },
      path: "card_exp",
      message: "Credit card expiration is required",
    },
    {
      name: "expiry last month",
      change: { card_exp: "02/26" },
      path: "card_exp",
      message: "Please enter a valid date",
    },
    {
      name: "expiry month 13",
      change: { card_exp: "13/27" },
      path: "card_exp",
      message: "Please enter a valid date",
    },
    {
      name: "expiry MM/YYYY",
      change: { card_exp: "03/2026" },
      path: "card_exp",
      message: "Please enter a valid date",
    },
    {
      name: "cvv missing",
      change: { card_cvv: "" },
      path: "card_cvv",
      message: "Credit card CVV is required",
    },
    {
      name: "cvv 4 digits on Visa",
      change: { card_cvv: "1234" },
      path: "card_cvv",
      message: "Please enter a valid security code",
    },
    {
      name: "cvv letters",
      change: { card_cvv: "12a" },
      path: "card_cvv",
      message: "Please enter a valid security code",
    },
    {
      name: "cvv 3 digits on Amex",
      change: { card_num: "378282246310005", card_cvv: "123" },
      path: "card_cvv",
      message: "Please enter a valid security code",
    },
  ];

  it.each(cases)("$name → $message", ({ change, path, message }) => {
    expect(issuesOf(schema, createCreditCardInput(change))).toEqual([[path, message]]);
  });

  it("asks no card type: the number's brand decides the security code's length", () => {
    // A card type to pick could disagree with the number; the number alone tells the brand.
    expect(Object.keys(schema.shape)).not.toContain("card_type");
    const amex = createCreditCardInput({ card_num: "378282246310005", card_cvv: "1234" });
    expect(issuesOf(schema, amex)).toEqual([]);
    expect(schema.parse({ ...amex, card_type: "Visa" })).not.toHaveProperty("card_type");
    const visa = createCreditCardInput({ card_cvv: "1234" });
    expect(issuesOf(schema, visa)).toEqual([["card_cvv", "Please enter a valid security code"]]);
  });
});
