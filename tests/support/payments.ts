import { sandboxTokenizer } from "../../web/src/lib/payments/sandbox-tokenizer";

/** The sandbox test cards by what they do (docs/payments.md). */
export const TEST_CARDS = {
  approved: "4111 1111 1111 1111",
  declined: "4000 0000 0000 0002",
  invalid: "4000 0000 0000 0127",
  unavailable: "4000 0000 0000 0119",
  slow: "4000 0000 0000 0259",
} as const;

/** A one-time token made exactly as the checkout page makes it. */
export async function sandboxToken(number: string): Promise<string> {
  const { token } = await sandboxTokenizer.tokenize({
    number,
    expMonth: 12,
    expYear: 2030,
    securityCode: "123",
    firstName: "Dana",
    lastName: "Example",
  });
  return token;
}
