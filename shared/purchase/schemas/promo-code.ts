import * as z from "zod";
import { centsSchema } from "./meal-plan";

/**
 * Promo code (requirements: purchases §3, §5). `value` is a percent when `adj` is "percent"
 * and cents when `adj` is "fixed"; `min_purchase_amnt` is cents.
 */
export const promoCodeSchema = z
  .object({
    code: z.string().trim().min(1, "A promo code is required"),
    type: z.enum(["discount", "bonus"]),
    adj: z.enum(["percent", "fixed"]),
    value: z.number().min(0),
    min_purchase_amnt: centsSchema.default(0),
    track_only: z.boolean().default(false),
  })
  .refine(
    (promo) => (promo.adj === "percent" ? promo.value <= 100 : Number.isInteger(promo.value)),
    {
      message: "A percent promo is at most 100; a fixed promo is whole cents",
      path: ["value"],
    },
  );

export type PromoCode = z.infer<typeof promoCodeSchema>;
