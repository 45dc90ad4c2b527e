import { type CardBrand, detectCardBrand, normalizeCardNumber } from "./brand";
import { isLuhnValid } from "./luhn";

/** Valid means: digits only once grouped spacing is removed, Luhn-correct, and of an accepted brand. */
export function isValidCardNumber(number: string): boolean {
  const digits = normalizeCardNumber(number);
  return isLuhnValid(digits) && detectCardBrand(digits) !== null;
}

/** The last four digits: the only part of a card number that may be stored or logged. */
export function lastFour(number: string): string {
  return normalizeCardNumber(number)
    .replace(/[^0-9]/g, "")
    .slice(-4);
}

export interface StoredCard {
  readonly brand: CardBrand | null;
  readonly last_four: string;
}

/** What an order may keep about a card; the full number is never persisted (requirements: purchases §7). */
export function cardForStorage(number: string): StoredCard {
  return { brand: detectCardBrand(number), last_four: lastFour(number) };
}
