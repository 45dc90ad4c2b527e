import type { CardBrand } from "../cards/brand";

/**
 * The sandbox payment gateway's test cards (docs/payments.md). The browser tokenizer looks the
 * number up here and sends only a token naming the outcome, the brand and the last four; the
 * server adapter reads the outcome back from the token. No number ever leaves the browser.
 */
export const SANDBOX_OUTCOMES = ["approved", "declined", "invalid", "unavailable", "slow"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export interface SandboxTestCard {
  number: string;
  brand: CardBrand;
  outcome: SandboxOutcome;
}

/** Every other valid card number is approved. */
export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: "4111111111111111", brand: "Visa", outcome: "approved" },
  { number: "5555555555554444", brand: "MasterCard", outcome: "approved" },
  { number: "378282246310005", brand: "American Express", outcome: "approved" },
  { number: "4000000000000002", brand: "Visa", outcome: "declined" },
  { number: "4000000000000127", brand: "Visa", outcome: "invalid" },
  { number: "4000000000000119", brand: "Visa", outcome: "unavailable" },
  { number: "4000000000000259", brand: "Visa", outcome: "slow" },
];

export function sandboxOutcomeOf(digits: string): SandboxOutcome {
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits)?.outcome ?? "approved";
}

const BRAND_CODES: Record<CardBrand, string> = {
  Visa: "visa",
  MasterCard: "mc",
  "American Express": "amex",
};

export interface SandboxTokenParts {
  outcome: SandboxOutcome;
  brand: CardBrand;
  last4: string;
}

/** A one-time card token (`sbx`) or a saved payment method for recurring charges (`sbxpm`). */
export type SandboxTokenKind = "sbx" | "sbxpm";

const NONCE_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * A token nonce from random bytes, in letters only: hex nonces hold digit runs, and about one
 * token in 250 then carried 13 digits passing the Luhn check, which the card-data guard
 * rightly refuses as a possible card number.
 */
export function sandboxNonce(randomBytes: Uint8Array): string {
  return Array.from(randomBytes, (b) => NONCE_LETTERS[b % NONCE_LETTERS.length]).join("");
}

/**
 * `{kind}_{outcome}_{brand}_{last4}_{nonce}`: letters in it, so it can never pass for a card
 * number, and nothing in it that PCI DSS counts as card data beyond the last four.
 */
export function encodeSandboxToken(
  parts: SandboxTokenParts,
  nonce: string,
  kind: SandboxTokenKind = "sbx",
): string {
  return `${kind}_${parts.outcome}_${BRAND_CODES[parts.brand]}_${parts.last4}_${nonce}`;
}

const TOKEN = /^(sbx|sbxpm)_([a-z]+)_([a-z]+)_([0-9]{4})_([A-Za-z0-9]{8,64})$/;

export function decodeSandboxToken(
  token: string,
  kind: SandboxTokenKind = "sbx",
): SandboxTokenParts | null {
  const match = TOKEN.exec(token);
  if (!match || match[1] !== kind) return null;
  const [, , outcome = "", code = "", last4 = ""] = match;
  const brand = (Object.keys(BRAND_CODES) as CardBrand[]).find((b) => BRAND_CODES[b] === code);
  if (!brand || !(SANDBOX_OUTCOMES as readonly string[]).includes(outcome)) return null;
  return { outcome: outcome as SandboxOutcome, brand, last4 };
}
