import { isLuhnValid } from "../cards/luhn";

/** Field names of raw card data; our API takes a token instead (docs/decisions/payments.md). */
const CARD_FIELDS = /^(card_?num(ber)?|card_?cvv|cvv2?|cvc|security_?code|pan)$/i;

/** 13 to 19 digits, possibly grouped by spaces or hyphens, not part of a longer digit run. */
const DIGIT_RUN = /(?<!\d)\d(?:[ -]?\d){12,18}(?![ -]?\d)/g;

// Issuer prefixes of the card networks (any network, not only the brands we accept: a pasted
// Discover number is card data too). One Luhn-valid run in ten would otherwise be flagged, so a
// 13-digit timestamp in an email address was refused as a card number now and then.
const ISSUER_PREFIX = /^(?:4|5[0-9]|6|3[0-8]|2[2-7])/;

function looksLikeCardNumber(value: string): boolean {
  for (const match of value.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, "");
    if (ISSUER_PREFIX.test(digits) && isLuhnValid(digits)) return true;
  }
  return false;
}

/**
 * The path of the first field that carries raw card data (by its name, or by a value that looks
 * like a card number), or null. Never returns the value itself.
 */
export function findCardData(input: unknown, path: string[] = []): string | null {
  if (typeof input === "string") return looksLikeCardNumber(input) ? path.join(".") || "_" : null;
  if (typeof input === "number") {
    return Number.isSafeInteger(input) && looksLikeCardNumber(String(input))
      ? path.join(".") || "_"
      : null;
  }
  if (Array.isArray(input)) {
    for (const [index, value] of input.entries()) {
      const found = findCardData(value, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (input && typeof input === "object") {
    for (const [name, value] of Object.entries(input)) {
      if (CARD_FIELDS.test(name) && value !== undefined && value !== null && value !== "") {
        return [...path, name].join(".");
      }
      const found = findCardData(value, [...path, name]);
      if (found) return found;
    }
  }
  return null;
}

export const CARD_DATA_REFUSED =
  "Card numbers and security codes are not accepted here; the card form sends a secure token instead.";
