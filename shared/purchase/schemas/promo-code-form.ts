import * as z from "zod";
import { text } from "../../platform/validation/fields";
import { required } from "../../platform/validation/rules";

/** Promo code box (requirements: purchases §5 Promo code). The other two texts are the server's verdicts. */
export const PROMO_CODE_MESSAGES = {
  required: "A promo code is required",
  noMealPlan: "Promo codes can only be applied to meal plans",
  rejected: "None of the plans in your cart meet the requirements of this promo code",
} as const;

export const promoCodeSchema = z.object({
  promo_code: text(required(PROMO_CODE_MESSAGES.required)),
});

export type PromoCode = z.infer<typeof promoCodeSchema>;
