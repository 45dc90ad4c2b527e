import type { CardBrand } from "../../../../shared/domain/cards/brand";

/** What the buyer typed into the card form; it lives only in this page's memory. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  securityCode: string;
  firstName: string;
  lastName: string;
}

/** All our API ever receives about a card (docs/decisions/payments.md). */
export interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
}

/**
 * The browser side of the payment gateway port. A real processor's adapter mounts its hosted
 * fields (iframes served by the processor) and returns their token; the number then never even
 * enters this page's JavaScript (docs/payments.md).
 */
export interface CardTokenizer {
  tokenize(card: CardDetails): Promise<CardToken>;
}

/** The tokenizer refused the card before any payment was attempted. */
export class CardTokenizeError extends Error {
  override name = "CardTokenizeError";
}
