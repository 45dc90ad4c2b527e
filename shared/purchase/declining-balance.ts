import { formatCents, parseDollarsToCents } from "../platform/money/format";
import { percentOfFloor, percentToPpm } from "../platform/money/percent";
import type { DecliningBalanceSettings } from "../visitor-forms/schemas/order-form-settings";

// Declining-balance discounts and bonuses (requirements: purchases §9). Units and rounding are
// recorded in docs/decisions/money-and-subscriptions.md.

type Settings = Pick<
  DecliningBalanceSettings,
  | "is_discount"
  | "discount"
  | "is_grad_discount"
  | "grad_discount_interval"
  | "grad_discount"
  | "max_grad_discount"
  | "is_bonus"
  | "minimum_purchase"
  | "bonus"
  | "is_grad_bonus"
  | "grad_bonus_interval"
  | "grad_bonus"
  | "max_grad_bonus"
>;

/**
 * Graduated discount percent: every started interval of the purchase (the interval count is
 * rounded up) adds grad_discount percent, capped at max_grad_discount.
 */
export function graduatedDiscountPercent(amountCents: number, settings: Settings): number {
  if (!settings.is_grad_discount || settings.grad_discount_interval <= 0 || amountCents <= 0) {
    return 0;
  }
  const steps = Math.ceil(amountCents / settings.grad_discount_interval);
  // Summed in parts per million so that 3 × 0.1 % is exactly 0.3 %.
  const ppm = Math.min(
    steps * percentToPpm(settings.grad_discount),
    percentToPpm(settings.max_grad_discount),
  );
  return ppm / 10_000;
}

/** Total discount percent: flat plus graduated, never above 100. */
export function decliningBalanceDiscountPercent(amountCents: number, settings: Settings): number {
  const flat = settings.is_discount ? percentToPpm(settings.discount) : 0;
  const graduated = percentToPpm(graduatedDiscountPercent(amountCents, settings));
  return Math.min(1_000_000, flat + graduated) / 10_000;
}

/** Discount in cents, rounded down to the cent. */
export function decliningBalanceDiscount(amountCents: number, settings: Settings): number {
  if (amountCents <= 0) return 0;
  return percentOfFloor(amountCents, decliningBalanceDiscountPercent(amountCents, settings));
}

/** Flat bonus, only when the purchase EXCEEDS minimum_purchase (requirements: purchases §9). */
export function flatBonus(amountCents: number, settings: Settings): number {
  return settings.is_bonus && amountCents > settings.minimum_purchase ? settings.bonus : 0;
}

/** Graduated bonus: grad_bonus per whole interval (rounded down), capped at max_grad_bonus. */
export function graduatedBonus(amountCents: number, settings: Settings): number {
  if (!settings.is_grad_bonus || settings.grad_bonus_interval <= 0 || amountCents <= 0) return 0;
  const steps = Math.floor(amountCents / settings.grad_bonus_interval);
  return Math.min(steps * settings.grad_bonus, settings.max_grad_bonus);
}

/** Bonus cents added to the balance: flat plus graduated. */
export function decliningBalanceBonus(amountCents: number, settings: Settings): number {
  return flatBonus(amountCents, settings) + graduatedBonus(amountCents, settings);
}

export function amountNotANumberMessage(name: string): string {
  return `The specified ${name} amount must be a number.`;
}

export function minimumAmountMessage(minimumCents: number): string {
  return `A minimum amount of ${formatCents(minimumCents)} is required.`;
}

export function valueMustBeHigherMessage(minimumCents: number): string {
  return `Value must be higher than ${formatCents(minimumCents)}.`;
}

export type AmountCheck = { ok: true; cents: number } | { ok: false; message: string };

/**
 * Checks a typed declining-balance amount (requirements: purchases §5): a non-negative number with at most two
 * decimals which, with the declining balance already in the cart, reaches minimum_purchase.
 */
export function checkDecliningBalanceAmount(
  input: string,
  settings: Pick<DecliningBalanceSettings, "name" | "minimum_purchase">,
  cartAmountCents = 0,
): AmountCheck {
  const cents = parseDollarsToCents(input);
  if (cents === null) return { ok: false, message: amountNotANumberMessage(settings.name) };
  if (cents + cartAmountCents < settings.minimum_purchase) {
    return { ok: false, message: minimumAmountMessage(settings.minimum_purchase) };
  }
  return { ok: true, cents };
}
