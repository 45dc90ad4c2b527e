import * as z from "zod";
import { DEMO_SITE } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { cartOutput } from "./cart";

// Promo codes (requirements: purchases §4, §5, §7). §7 also lists `subtotal` and `item_id`: the
// code lands on every qualifying meal plan of the cart and the subtotal is the server's own,
// so both are accepted and ignored (docs/decisions/purchase.md).

export const applyPromoCode = defineRoute({
  operationId: "applyPromoCode",
  group: "promo_codes",
  method: "POST",
  path: "/v1/promo_codes/apply",
  summary: "Applies a promo code to the cart's qualifying meal plans, replacing any earlier code",
  input: z.object({
    site_id: idSchema,
    promo_code: z
      .string()
      .max(64, "None of the plans in your cart meet the requirements of this promo code"),
    subtotal: z.unknown().optional(),
    item_id: z.unknown().optional(),
  }),
  output: cartOutput,
  auth: "public",
  csrf: true,
  rateLimit: "checkout",
  example: { ...DEMO_SITE, promo_code: "WELCOME10" },
});

export const removePromoCode = defineRoute({
  operationId: "removePromoCode",
  group: "promo_codes",
  method: "POST",
  path: "/v1/promo_codes/remove",
  summary: "Removes the cart's promo code, restoring prices and tax",
  input: z.object({ site_id: idSchema, item_id: z.unknown().optional() }),
  output: cartOutput,
  auth: "public",
  csrf: true,
  example: DEMO_SITE,
});

export const promoCodeRoutes = [applyPromoCode, removePromoCode] as const;
