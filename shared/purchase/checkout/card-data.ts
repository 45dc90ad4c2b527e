import { isLuhnValid } from "../cards/luhn";

/** Field names of raw card data; our API takes a token instead (docs/decisions/payments.md). */
const CARD_FIELDS = /^(card_?num(ber)?|card_?cvv|cvv2?|cvc|security_?code|pan)$/i;

// Issuer prefixes of the card networks (any network, not only the brands we accept: a pasted
// Discover number is card data too). One Luhn-valid run in ten would otherwise be flagged, so a
// 13-digit timestamp in an email address was refused as a card number now and then. The
// 2-series is Mastercard's 2221-2720 only, so a run starting with a year (20xx) never matches.
const ISSUER_PREFIX =
  /^(?:4|5[0-9]|6|3[0-8]|222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720)/;

/** Card numbers are 13 to 19 digits long. */
const MIN_DIGITS = 13;
const MAX_DIGITS = 19;

const DIGIT_RUN = /[0-9]+/g;
/** Between two runs of a number: anything but a letter or digit, however much of it. */
const SEPARATOR = /^[^\p{L}\p{N}]+$/u;
/**
 * A UUID (voter ids, order ids, one inside an address) is not a number: joined at its dashes,
 * about one random UUID in 700 would pass for a card number, and no run of digits in it is
 * long enough for one.
 */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The digit runs of a text, each with whether it joins the run before it. */
function digitRuns(text: string): { digits: string; joinsPrevious: boolean }[] {
  const runs: { digits: string; joinsPrevious: boolean }[] = [];
  let end = -1;
  for (const match of text.matchAll(DIGIT_RUN)) {
    const between = end < 0 ? "" : text.slice(end, match.index);
    runs.push({ digits: match[0], joinsPrevious: SEPARATOR.test(between) });
    end = match.index + match[0].length;
  }
  return runs;
}

/**
 * Whether a text holds a card number: 13 to 19 digits passing the Luhn check, with an issuer's
 * prefix, written as one or more whole runs of digits with anything but letters between them
 * ("4111.1111.1111.1111", "#4111#1111#…", tabs, several spaces, Unicode dashes and spaces).
 * NFKC first, so full-width digits are digits. A number starts and ends at whole runs, so a
 * date, a phone number or a 20-digit reference never passes for one.
 */
export function looksLikeCardNumber(value: string): boolean {
  // A UUID anywhere (an id alone, or inside an address or a reference) counts as a word.
  const text = value.normalize("NFKC").replace(UUID, "x");
  const runs = digitRuns(text);
  for (let start = 0; start < runs.length; start += 1) {
    let digits = "";
    for (let end = start; end < runs.length; end += 1) {
      const run = runs[end];
      if (!run || (end > start && !run.joinsPrevious)) break;
      digits += run.digits;
      if (digits.length > MAX_DIGITS) break;
      if (digits.length >= MIN_DIGITS && ISSUER_PREFIX.test(digits) && isLuhnValid(digits)) {
        return true;
      }
    }
  }
  return false;
}

const at = (path: readonly string[]) => path.join(".") || "_";

/**
 * The path of the first field that carries raw card data (by its name, by a name that is itself
 * a card number, or by a value that looks like one), or null. Never returns the value itself, nor
 * a name that looks like a card number: such a field is reported by its parent ("_" at the top).
 */
export function findCardData(input: unknown, path: string[] = []): string | null {
  if (typeof input === "string") return looksLikeCardNumber(input) ? at(path) : null;
  if (typeof input === "number") {
    return Number.isFinite(input) && looksLikeCardNumber(String(input)) ? at(path) : null;
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
      if (looksLikeCardNumber(name)) return at(path);
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
