/**
 * Amount inputs are text in forms; money is integer cents everywhere else. Parsing works on the
 * digits of the text, never through a float, so "0.29" is 29 cents and not 28.999...
 */
const DOLLARS = /^([0-9]*)(?:\.([0-9]{0,2}))?$/;

/** "12.34" → 1234, "7" → 700, ".5" → 50. Throws on anything that is not dollars with ≤ 2 decimals. */
export function dollarsStringToCents(input: string): number {
  const value = input.trim();
  const match = DOLLARS.exec(value);
  const whole = match?.[1] ?? "";
  const fraction = match?.[2] ?? "";
  if (!match || (whole === "" && fraction === "")) {
    throw new RangeError(`Not a dollar amount: "${input}"`);
  }
  const cents = Number(whole === "" ? "0" : whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Dollar amount too large: "${input}"`);
  return cents;
}

/** 1234 → "12.34"; the canonical text dollarsStringToCents reads back to the same cents. */
export function centsToDollarsString(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`Cents must be a non-negative integer: ${cents}`);
  }
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, "0");
  return `${whole}.${fraction}`;
}

/** 1234 → "$12.34", the form amounts take in messages (purchases §5). */
export function formatDollars(cents: number): string {
  return `$${centsToDollarsString(cents)}`;
}
