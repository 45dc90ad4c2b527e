import {
  encodeSandboxToken,
  sandboxNonce,
  sandboxOutcomeOf,
} from "@shared/purchase/payments/sandbox";
import { detectCardBrand, normalizeCardNumber } from "../../../../shared/purchase/cards/brand";
import { isValidCardNumber, lastFour } from "../../../../shared/purchase/cards/card-number";
import { CardTokenizeError, type CardTokenizer } from "./card-tokenizer";

function randomNonce(): string {
  return sandboxNonce(crypto.getRandomValues(new Uint8Array(24)));
}

/**
 * The sandbox tokenizer works entirely in the page: it looks the number up among the test cards
 * and returns a token naming the outcome, the brand and the last four. It makes no request, so
 * the number goes nowhere; the server's sandbox adapter reads the outcome from the token.
 */
export const sandboxTokenizer: CardTokenizer = {
  async tokenize(card) {
    const digits = normalizeCardNumber(card.number);
    const brand = detectCardBrand(digits);
    if (!brand || !isValidCardNumber(digits)) {
      throw new CardTokenizeError("Please enter a valid credit card number");
    }
    const last4 = lastFour(digits);
    return {
      token: encodeSandboxToken({ outcome: sandboxOutcomeOf(digits), brand, last4 }, randomNonce()),
      brand,
      last4,
    };
  },
};
