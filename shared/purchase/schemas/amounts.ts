import * as z from "zod";
import { parseDollarsToCents } from "../../platform/money/format";
import { dollarsStringToCents, formatDollars } from "../../platform/validation/amount";
import { text } from "../../platform/validation/fields";
import { type Rule, rule } from "../../platform/validation/rules";

/**
 * Dollar amounts typed into forms stay text in the schema (so parsing twice is harmless);
 * dollarsStringToCents() turns a parsed value into cents. Both amount boxes add declining balance
 * to the cart, so the key is the cart call's declining_balance_value (requirements: purchases §7).
 */
export const decliningBalanceAmountMessage = (name: string) =>
  `The specified ${name} amount must be a number.`;

/**
 * The one amount rule, the cart API's own (money/format's parseDollarsToCents): a non-negative
 * number with at most 2 decimals, a leading "$" and thousands separators allowed, so the page
 * never refuses what the API would take, nor the reverse (docs/decisions/purchase-walk.md).
 */
export const dollarAmount = (message: string): Rule =>
  rule((value) => parseDollarsToCents(value) !== null, message);

/** Declining balance amount: a number with at most 2 decimals, non-negative (requirements: purchases §5). */
export function createDecliningBalanceAmountSchema({ name }: { name: string }) {
  return z.object({
    declining_balance_value: text(dollarAmount(decliningBalanceAmountMessage(name))),
  });
}

export type DecliningBalanceAmount = z.infer<ReturnType<typeof createDecliningBalanceAmountSchema>>;

export interface DecliningBalanceMinimum {
  readonly amountCents: number;
  /** Declining balance already in the cart, which counts towards the minimum. */
  readonly cartAmountCents: number;
  readonly minimumCents: number;
}

/**
 * The minimum_purchase check (requirements: purchases §5): null when amount plus cart reaches the minimum.
 * With declining balance already in the cart the box asks for the rest ("Value must be higher
 * than $X."), otherwise for the whole minimum ("A minimum amount of $X is required.").
 */
export function decliningBalanceMinimumError(input: DecliningBalanceMinimum): string | null {
  const { amountCents, cartAmountCents, minimumCents } = input;
  if (amountCents + cartAmountCents >= minimumCents) return null;
  if (cartAmountCents > 0)
    return `Value must be higher than ${formatDollars(minimumCents - cartAmountCents)}.`;
  return `A minimum amount of ${formatDollars(minimumCents)} is required.`;
}

export const RECHARGE_AMOUNT_MESSAGES = {
  invalid: "The specified amount must be a number",
  minimum: (minimumCents: number) =>
    `A minimum amount of ${formatDollars(minimumCents)} is required`,
} as const;

/** Recharge tile on the home page (requirements: purchases §5 Recharge amount): decimal, at least the minimum. */
export function createRechargeAmountSchema({ minimumCents }: { minimumCents: number }) {
  return z.object({
    declining_balance_value: text(
      dollarAmount(RECHARGE_AMOUNT_MESSAGES.invalid),
      rule(
        (value) => dollarsStringToCents(value) >= minimumCents,
        RECHARGE_AMOUNT_MESSAGES.minimum(minimumCents),
      ),
    ),
  });
}

export type RechargeAmount = z.infer<ReturnType<typeof createRechargeAmountSchema>>;
