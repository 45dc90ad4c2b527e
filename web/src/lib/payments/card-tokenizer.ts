import type { CardBrand } from "../../../../shared/purchase/cards/brand";

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

/**
 * The card step refused the card: the tokenizer before any payment was attempted, or the bank's
 * authentication (3-D Secure) the payment asked for. The message is shown on the card.
 */
export class CardTokenizeError extends Error {
  override name = "CardTokenizeError";
  constructor(
    message: string,
    /**
     * "incomplete": the processor's hosted fields already show what is missing beside the field
     * (the form only moves focus there); "refused": the form shows the message itself.
     */
    readonly reason: "refused" | "incomplete" = "refused",
  ) {
    super(message);
  }
}
