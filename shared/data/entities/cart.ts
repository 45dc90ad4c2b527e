import * as z from "zod";
import { cartItemSchema } from "../../schemas/cart";
import { defineEntity, sitePk } from "../entity";

/** Days a cart lives after its last change (purchases-and-account: cart cookie, 7 days). */
export const CART_TTL_DAYS = 7;

export const storedCartSchema = z.object({
  id: z.string().min(1),
  items: z.array(cartItemSchema).default([]),
  promo_code: z.string().nullable().default(null),
  updated_at: z.string(),
});
export type StoredCart = z.infer<typeof storedCartSchema>;

/**
 * A cart in its own partition (docs/data-model.md #28, #29). `version` is top level so an
 * update can be conditioned on it (optimistic concurrency); `expires_at` is the TTL.
 */
export const cartEntity = defineEntity({
  type: "cart",
  schema: storedCartSchema,
  key: ({ siteId, cartId }: { siteId: string; cartId: string }) => ({
    pk: `${sitePk(siteId)}#CART#${cartId}`,
    sk: "CART",
  }),
});
