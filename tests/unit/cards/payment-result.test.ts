import { describe, expect, it } from "vitest";
import {
  cardResultMessage,
  classifyCardResult,
  PAYMENT_RESULT_CODES,
} from "../../../shared/purchase/cards";

describe("card payment results (requirements: purchases §4, §5, §9)", () => {
  it("uses the spec's result codes", () => {
    expect(PAYMENT_RESULT_CODES).toEqual({ approved: 0, declined: 12, invalidCard: 23 });
  });

  it.each([
    ["Approved", "approved", null],
    [0, "approved", null],
    ["0", "approved", null],
    ["Invalid account number", "invalid_number", "Invalid card number"],
    [23, "invalid_number", "Invalid card number"],
    [" 23 ", "invalid_number", "Invalid card number"],
    [
      12,
      "declined",
      "Card declined. If your billing address is correct, please contact your card issuer.",
    ],
    [
      "Do not honor",
      "declined",
      "Card declined. If your billing address is correct, please contact your card issuer.",
    ],
  ] as const)("%j → %s", (result, outcome, message) => {
    expect(classifyCardResult(result)).toBe(outcome);
    expect(cardResultMessage(result)).toBe(message);
  });
});
