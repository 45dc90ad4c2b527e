import { parseDollarsToCents } from "../money/format";

/**
 * Amount inputs are text in forms; money is integer cents everywhere else. The one parser is
 * money/format's parseDollarsToCents (digits only, never a float); this is its throwing form.
 */
export function dollarsStringToCents(input: string): number {
  const cents = parseDollarsToCents(input);
  if (cents === null) throw new RangeError(`Not a dollar amount: "${input}"`);
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

/** 1234 → "$12.34", the form amounts take in messages (requirements: purchases §5). */
export function formatDollars(cents: number): string {
  return `$${centsToDollarsString(cents)}`;
}
