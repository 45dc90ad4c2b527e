import type { CardDetails, CardToken, CardTokenizer } from "./card-tokenizer";
import { sandboxTokenizer } from "./sandbox-tokenizer";

export type { CardGateway } from "./card-gateway";
export { cardGatewayOf } from "./card-gateway";
export type { CardDetails, CardToken, CardTokenizer } from "./card-tokenizer";
export { CardTokenizeError } from "./card-tokenizer";

/**
 * The tokenizer of the card form's own number, expiry and security code inputs: the sandbox's.
 * A Stripe campus (`cardGatewayOf`) does not type the card into our page at all: its card step
 * mounts Stripe's Payment Element (`./stripe-card.ts`, loaded with Stripe.js only on that
 * step), so this module imports nothing of Stripe (docs/payments.md).
 */
const tokenizer: CardTokenizer = sandboxTokenizer;

/** Turns the card into a one-time token in the browser: the number never reaches our API. */
export function tokenizeCard(card: CardDetails): Promise<CardToken> {
  return tokenizer.tokenize(card);
}
