import { CARD_RESULT_MESSAGES, classifyCardResult } from "../../shared/domain/cards/payment-result";
import { CHECKOUT_TEXT } from "../../shared/domain/checkout/messages";
import { AppError, ValidationError } from "../../shared/errors";

/**
 * The card was declined or is invalid (402). The card number field carries the spec's message,
 * which is how the form tells "Invalid card number" from "Card declined ..." (requirements: purchases §5).
 */
export class PaymentRefusedError extends ValidationError {
  override readonly statusCode: number = 402;
  constructor(result: string) {
    const outcome = classifyCardResult(result) === "invalid_number" ? "invalid_number" : "declined";
    const message = CARD_RESULT_MESSAGES[outcome];
    super(message, { card_num: message });
  }
}

/** The processor did not answer: the outcome is unknown, the claim is kept for the retry. */
export class PaymentUnavailableError extends AppError {
  constructor() {
    super(503, CHECKOUT_TEXT.gatewayUnavailable);
  }
}
