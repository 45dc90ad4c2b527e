import * as z from "zod";
import { text } from "../../platform/validation/fields";
import { matches, required, rule } from "../../platform/validation/rules";
import { detectCardBrand, normalizeCardNumber } from "../cards/brand";
import { isValidCardNumber } from "../cards/card-number";
import { isCardExpiryCurrent, normalizeCardExpiry } from "../cards/expiry";
import { isSecurityCodeValid } from "../cards/security-code";

/** Credit card form messages (requirements: purchases §5 Credit card). */
export const CREDIT_CARD_MESSAGES = {
  card_first_name: {
    required: "First name is required",
    invalid: "A first name may only contain letters",
  },
  card_last_name: {
    required: "Last name is required",
    invalid: "This last name contains invalid characters",
  },
  card_num: {
    required: "Credit card number is required",
    invalid: "Please enter a valid credit card number",
  },
  card_exp: {
    required: "Credit card expiration is required",
    invalid: "Please enter a valid date",
  },
  card_cvv: {
    required: "Credit card CVV is required",
    invalid: "Please enter a valid security code",
  },
} as const;

const M = CREDIT_CARD_MESSAGES;

export interface CreditCardSettings {
  /** The campus calendar date "YYYY-MM-DD"; a card is valid through the end of its expiry month. */
  readonly today: string;
}

/**
 * The card form. card_num is sent once to the payment call and never stored or logged: keep only
 * cardForStorage() (brand and last four). card_exp stays "MM/YY"; parseCardExpiry() gives the
 * card_exp_month and card_exp_year the payment call takes (requirements: purchases §7). The card
 * type is not asked: it is the number's brand (detectCardBrand), so it cannot disagree with the
 * number, and the security code's length follows it (docs/decisions/receipts.md "Card brand").
 */
export function createCreditCardSchema({ today }: CreditCardSettings) {
  return z
    .object({
      card_first_name: text(
        required(M.card_first_name.required),
        matches(/^[\p{L}\p{M}]+$/u, M.card_first_name.invalid),
      ),
      card_last_name: text(
        required(M.card_last_name.required),
        matches(/^[\p{L}\p{M}0-9 -]+$/u, M.card_last_name.invalid),
      ),
      card_num: text(required(M.card_num.required))
        .overwrite(normalizeCardNumber)
        .superRefine((value, ctx) => {
          if (value !== "" && !isValidCardNumber(value)) {
            ctx.addIssue({ code: "custom", message: M.card_num.invalid });
          }
        }),
      card_exp: text(
        required(M.card_exp.required),
        rule((value) => isCardExpiryCurrent(value, today), M.card_exp.invalid),
      ).overwrite(normalizeCardExpiry),
      card_cvv: text(required(M.card_cvv.required)),
    })
    .superRefine((value, ctx) => {
      // The security code follows the number's brand; a number of no accepted brand is judged
      // as 3 digits (its own message already says the number is wrong).
      const brand = detectCardBrand(value.card_num);
      if (value.card_cvv !== "" && !isSecurityCodeValid(value.card_cvv, brand)) {
        ctx.addIssue({ code: "custom", path: ["card_cvv"], message: M.card_cvv.invalid });
      }
    });
}

export type CreditCardSchema = ReturnType<typeof createCreditCardSchema>;
export type CreditCard = z.infer<CreditCardSchema>;
