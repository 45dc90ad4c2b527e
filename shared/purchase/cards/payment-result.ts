/**
 * Card payment results (requirements: purchases §4 Credit card checkout, §5 Credit card, §9). "Approved" or code
 * 0 completes the order; "Invalid account number" or code 23 flags the number as invalid; any
 * other result flags the card as declined.
 */
export const PAYMENT_RESULT_CODES = { approved: 0, declined: 12, invalidCard: 23 } as const;

export type CardPaymentOutcome = "approved" | "invalid_number" | "declined";

export const CARD_RESULT_MESSAGES = {
  invalid_number: "Invalid card number",
  declined: "Card declined. If your billing address is correct, please contact your card issuer.",
} as const;

export function classifyCardResult(result: string | number): CardPaymentOutcome {
  const value = typeof result === "string" ? result.trim() : result;
  if (value === "Approved" || value === PAYMENT_RESULT_CODES.approved || value === "0") {
    return "approved";
  }
  if (
    value === "Invalid account number" ||
    value === PAYMENT_RESULT_CODES.invalidCard ||
    value === "23"
  ) {
    return "invalid_number";
  }
  return "declined";
}

/** The message the card number field shows after a failed payment; null when approved. */
export function cardResultMessage(result: string | number): string | null {
  const outcome = classifyCardResult(result);
  return outcome === "approved" ? null : CARD_RESULT_MESSAGES[outcome];
}
