import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";
import { cartItemSchema } from "../schemas/cart";
import { promoCodeSchema } from "../schemas/promo-code";

/** Days a cart lives after its last change (requirements: purchases §9, cart cookie, 7 days). */
export const CART_TTL_DAYS = 7;
export const CART_TTL_SECONDS = CART_TTL_DAYS * 24 * 60 * 60;

/** The four customer selections the cart is priced for, by id (docs/decisions/purchase.md). */
export const cartSelectionSchema = z.object({
  location_id: z.string().min(1),
  term_id: z.string().min(1),
  type_id: z.string().min(1),
  year_id: z.string().min(1),
});
export type CartSelection = z.infer<typeof cartSelectionSchema>;

export const storedCartSchema = z.object({
  id: z.string().min(1),
  items: z.array(cartItemSchema).default([]),
  /**
   * The applied promo code as it was when applied: re-applied after every change without
   * another read, dropped when no line qualifies any more.
   */
  promo: promoCodeSchema.nullable().default(null),
  selection: cartSelectionSchema.nullable().default(null),
  /**
   * The customer who changed the cart while signed in: from then on only their session finds
   * it (a planted or copied cart cookie does not).
   */
  customer_id: z.string().nullable().default(null),
  updated_at: z.string(),
});
export type StoredCart = z.infer<typeof storedCartSchema>;

export type CartKey = { siteId: string; cartId: string };

/**
 * A cart in its own partition (docs/data-model.md #28, #29). `version` is top level so an
 * update can be conditioned on it (optimistic concurrency); `expires_at` (epoch seconds, the
 * table's TTL) is 7 days after the last change. DynamoDB deletes expired items lazily, so a
 * reader treats an `expires_at` in the past as no cart.
 */
export const cartEntity = defineEntity({
  type: "cart",
  schema: storedCartSchema,
  key: ({ siteId, cartId }: CartKey) => ({
    pk: `${sitePk(siteId)}#CART#${cartId}`,
    sk: "CART",
  }),
  attributes: (cart: StoredCart) => ({
    expires_at: Math.floor(Date.parse(cart.updated_at) / 1000) + CART_TTL_SECONDS,
  }),
});
