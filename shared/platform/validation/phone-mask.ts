/**
 * The checkout phone mask "(999) 999 - 9999" (requirements: purchases §5), applied as the
 * customer types. The mask is presentation only: the value sent and stored is the 10 digits
 * (fields.ts strips the mask before the rules run).
 */
export const PHONE_MASK = "(999) 999 - 9999";

const MAX_DIGITS = 10;

/** The digits of what was typed or pasted; a leading US country code 1 of an 11-digit number is dropped. */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, "");
  const national = digits.length > MAX_DIGITS && digits.startsWith("1") ? digits.slice(1) : digits;
  return national.slice(0, MAX_DIGITS);
}

/**
 * "5555550100" → "(555) 555 - 0100", built up digit by digit ("(555", "(555) 5", "(555) 555 - 0")
 * so separators appear only once a digit follows them and a deleted digit takes its separator
 * with it.
 */
export function formatPhoneMask(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return "";
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange} - ${line}`;
}

/**
 * Where the caret goes in the masked text so it stays after the same digit it followed before
 * the mask was applied: just after the `digitsBefore`th digit (0: before the first one).
 */
export function caretAfterDigits(masked: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return masked.startsWith("(") ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked[index] ?? "")) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return masked.length;
}
