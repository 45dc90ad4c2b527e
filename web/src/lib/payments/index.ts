import type { CardDetails, CardToken, CardTokenizer } from "./card-tokenizer";
import { sandboxTokenizer } from "./sandbox-tokenizer";

export type { CardDetails, CardToken, CardTokenizer } from "./card-tokenizer";
export { CardTokenizeError } from "./card-tokenizer";

/**
 * The tokenizer this build uses. Only the sandbox exists today; a real processor's browser
 * adapter replaces this one line (docs/payments.md).
 */
const tokenizer: CardTokenizer = sandboxTokenizer;

/** Turns the card into a one-time token in the browser: the number never reaches our API. */
export function tokenizeCard(card: CardDetails): Promise<CardToken> {
  return tokenizer.tokenize(card);
}
