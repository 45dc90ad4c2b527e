import { describe, expect, it } from "vitest";
import { dollarsStringToCents } from "../../../shared/platform/validation/amount";
import {
  createDecliningBalanceAmountSchema,
  createRechargeAmountSchema,
  decliningBalanceMinimumError,
} from "../../../shared/purchase/schemas/amounts";
import { promoCodeSchema } from "../../../shared/purchase/schemas/promo-code-form";
import { issuesOf } from "./support";

describe("declining balance amount (requirements: purchases §5)", () => {
  const schema = createDecliningBalanceAmountSchema({ name: "Dining Dollars" });

  it.each(["25", "25.5", "25.50", " 0.99 ", "0", ".5", "1,000", "$25"])("accepts %j", (value) => {
    const parsed = schema.parse({ declining_balance_value: value });
    expect(parsed.declining_balance_value).toBe(value.trim());
    expect(dollarsStringToCents(parsed.declining_balance_value)).toBeGreaterThanOrEqual(0);
  });

  it.each(["", "abc", "-5", "25.505", "12,34", "$", undefined, 25])("rejects %j", (value) => {
    expect(issuesOf(schema, { declining_balance_value: value })).toEqual([
      ["declining_balance_value", "The specified Dining Dollars amount must be a number."],
    ]);
  });

  it.each([
    // amount, already in cart, minimum_purchase (cents), message
    [2500, 0, 2500, null],
    [3000, 0, 2500, null],
    [2499, 0, 2500, "A minimum amount of $25.00 is required."],
    [0, 0, 1000, "A minimum amount of $10.00 is required."],
    [1000, 1500, 2500, null],
    [999, 1500, 2500, "Value must be higher than $10.00."],
    [0, 0, 0, null],
  ])(
    "amount %i + cart %i against minimum %i → %s",
    (amountCents, cartAmountCents, minimumCents, message) => {
      expect(decliningBalanceMinimumError({ amountCents, cartAmountCents, minimumCents })).toBe(
        message,
      );
    },
  );
});

describe("recharge amount (requirements: purchases §5 Recharge amount)", () => {
  const schema = createRechargeAmountSchema({ minimumCents: 1000 });

  it.each(["10", "10.00", "250.75"])("accepts %j", (value) => {
    expect(schema.parse({ declining_balance_value: value })).toEqual({
      declining_balance_value: value,
    });
  });

  it.each([
    ["", "The specified amount must be a number"],
    ["ten", "The specified amount must be a number"],
    ["-10", "The specified amount must be a number"],
    ["9.99", "A minimum amount of $10.00 is required"],
    ["0", "A minimum amount of $10.00 is required"],
  ])("%j → %s", (value, message) => {
    expect(issuesOf(schema, { declining_balance_value: value })).toEqual([
      ["declining_balance_value", message],
    ]);
  });
});

describe("promo code (requirements: purchases §5 Promo code)", () => {
  it("accepts a code and trims it", () => {
    expect(promoCodeSchema.parse({ promo_code: " FALL10 " })).toEqual({ promo_code: "FALL10" });
  });

  it.each(["", "   ", undefined])("rejects %j with 'A promo code is required'", (value) => {
    expect(issuesOf(promoCodeSchema, { promo_code: value })).toEqual([
      ["promo_code", "A promo code is required"],
    ]);
  });
});
