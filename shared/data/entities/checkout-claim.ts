import * as z from "zod";
import { defineEntity, sitePk } from "../entity";

export const checkoutClaimSchema = z.object({
  cart_id: z.string().min(1),
  /** The order this checkout became; also the payment gateway's idempotency key. */
  order_id: z.string().min(1),
  /** The order number the buyer will see, chosen with the claim so every retry agrees. */
  order_no: z.string().min(1).default("-"),
  state: z.enum(["pending", "charged", "complete"]),
  created_at: z.string(),
});
export type CheckoutClaim = z.infer<typeof checkoutClaimSchema>;

/**
 * One order per checkout (docs/data-model.md #30, docs/decisions/payments.md): created with
 * attribute_not_exists; `order_id` and `state` are top level so the finalize transaction can
 * require "still pending, still this order".
 */
export const checkoutClaimEntity = defineEntity({
  type: "checkout_claim",
  schema: checkoutClaimSchema,
  key: ({ siteId, cartId }: { siteId: string; cartId: string }) => ({
    pk: `${sitePk(siteId)}#CART#${cartId}`,
    sk: "CHECKOUT",
  }),
  attributes: (claim) => ({ order_id: claim.order_id, state: claim.state }),
});

export const checkoutAttemptsSchema = z.object({
  scope: z.enum(["cart", "client"]),
  window_start: z.string(),
});

type AttemptsKey = { siteId: string; scope: "cart" | "client"; id: string; windowStart: string };

/**
 * Failed payment attempts of one cart or one client address in a fixed window (the checkout
 * rate limit, docs/decisions/payments.md). `attempts` is a top-level counter, `expires_at` the
 * TTL; a new claim is refused while the counter is at the limit.
 */
export const checkoutAttemptsEntity = defineEntity({
  type: "checkout_attempts",
  schema: checkoutAttemptsSchema,
  key: ({ siteId, scope, id, windowStart }: AttemptsKey) => ({
    pk: `${sitePk(siteId)}#CHECKOUTLIMIT#${scope}#${id}`,
    sk: `WINDOW#${windowStart}`,
  }),
});
