/**
 * Card expiry "MM/YY" (requirements: purchases §3 Credit card form). A card is valid through the last day of its
 * expiry month, so only the year and month of `today` matter. `today` is the campus calendar date
 * "YYYY-MM-DD", passed in because shared code never reads the clock.
 */
export interface CardExpiry {
  readonly month: number;
  /** Four-digit year: "YY" is read as 20YY. */
  readonly year: number;
}

const EXPIRY = /^(0?[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/;
const TODAY = /^([0-9]{4})-([0-9]{2})-[0-9]{2}$/;

export function parseCardExpiry(input: string): CardExpiry | null {
  const match = EXPIRY.exec(input.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** "4 / 27" as typed through the input mask becomes "04/27"; unparseable input is unchanged. */
export function normalizeCardExpiry(input: string): string {
  const expiry = parseCardExpiry(input);
  if (!expiry) return input.trim();
  return `${String(expiry.month).padStart(2, "0")}/${String(expiry.year % 100).padStart(2, "0")}`;
}

export function isCardExpiryCurrent(input: string, today: string): boolean {
  const expiry = parseCardExpiry(input);
  const now = TODAY.exec(today);
  if (!now) throw new RangeError(`today must be YYYY-MM-DD, got "${today}"`);
  if (!expiry) return false;
  const thisMonth = Number(now[1]) * 12 + Number(now[2]);
  return expiry.year * 12 + expiry.month >= thisMonth;
}
