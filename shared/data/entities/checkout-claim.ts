import * as z from "zod";
import { defineEntity, sitePk } from "../entity";

export const checkoutClaimSchema = z.object({
  cart_id: z.string().min(1),
  /** The order this checkout became; also the payment gateway's idempotency key. */
  order_id: z.string().min(1),
  state: z.enum(["pending", "charged", "complete"]),
  created_at: z.string(),
});
export type CheckoutClaim = z.infer<typeof checkoutClaimSchema>;

/** One order per checkout (docs/data-model.md #30): created with attribute_not_exists. */
export const checkoutClaimEntity = defineEntity({
  type: "checkout_claim",
  schema: checkoutClaimSchema,
  key: ({ siteId, cartId }: { siteId: string; cartId: string }) => ({
    pk: `${sitePk(siteId)}#CART#${cartId}`,
    sk: "CHECKOUT",
  }),
});
