// Percents are applied to cents with exact integer arithmetic: the percent becomes an integer
// number of parts per million (6.25 % → 62 500 ppm) and the product is taken in BigInt, so
// no float ever touches an amount of money. Rounding is always explicit at the call site.

const PPM_PER_PERCENT = 10_000;
const PPM_WHOLE = 1_000_000n;

/** 6.25 → 62_500. Percents carry at most four decimals (shared/purchase/schemas/meal-plan.ts). */
export function percentToPpm(percent: number): number {
  return Math.round(percent * PPM_PER_PERCENT);
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Expected integer cents, got ${cents}`);
  }
}

/** cents × percent / 100, rounded down to the cent (toward zero for non-negative input). */
export function percentOfFloor(cents: number, percent: number): number {
  assertCents(cents);
  return Number((BigInt(cents) * BigInt(percentToPpm(percent))) / PPM_WHOLE);
}

/** cents × percent / 100, rounded up to the cent. */
export function percentOfCeil(cents: number, percent: number): number {
  assertCents(cents);
  const product = BigInt(cents) * BigInt(percentToPpm(percent));
  return Number((product + PPM_WHOLE - 1n) / PPM_WHOLE);
}

/** numerator / denominator as a whole percent, rounded half up; 0 when the denominator is 0. */
export function wholePercent(numerator: number, denominator: number): number {
  if (denominator <= 0) return 0;
  return Math.floor((200 * numerator + denominator) / (2 * denominator));
}
