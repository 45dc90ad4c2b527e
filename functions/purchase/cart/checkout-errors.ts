import { AppError, ValidationError } from "../../../shared/platform/errors";
import {
  CARD_RESULT_MESSAGES,
  classifyCardResult,
} from "../../../shared/purchase/cards/payment-result";
import { CHECKOUT_TEXT } from "../../../shared/purchase/checkout/messages";

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

/**
 * The card's bank wants its holder to authenticate (3-D Secure): 402 with the client secret
 * the browser confirms with; it then repeats the same checkout, which reads the outcome
 * (docs/payments.md "3-D Secure"). The attempt stays pending meanwhile.
 */
export class PaymentActionRequiredError extends AppError {
  constructor(clientSecret: string) {
    super(402, CHECKOUT_TEXT.authenticationRequired, {
      next_action: { client_secret: clientSecret },
    });
  }
}
