// Money is formatted only at the edges (UI text, messages); everything else stays in cents.

/** 1234 → "$12.34", 123456 → "$1,234.56", -50 → "-$0.50". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Expected integer cents, got ${cents}`);
  }
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = (abs % 100).toString().padStart(2, "0");
  return `${sign}$${dollars}.${rest}`;
}

const THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * Parses a typed dollar amount ("25", "25.5", "$1,025.50") into cents without floats.
 * Returns null unless it is a non-negative number with at most two decimals
 * (requirements: purchases §5, "Declining balance amount"). This is the one amount rule: the
 * page's amount schemas (validation/forms/amounts.ts) and the cart API both decide with it.
 */
export function parseDollarsToCents(input: string): number | null {
  const typed = input.trim().replace(/^\$\s*/, "");
  // Thousands separators only where they group whole thousands ("1,000", not "12,34" or ",5").
  const cleaned = THOUSANDS.test(typed) ? typed.replaceAll(",", "") : typed;
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned) ?? /^()\.(\d{1,2})$/.exec(cleaned);
  if (!match) return null;
  const whole = match[1] === "" || match[1] === undefined ? 0 : Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}
