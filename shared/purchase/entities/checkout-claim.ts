import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";
import { paymentTypeSchema } from "../schemas/meal-plan";
import { orderSchema } from "./order";

/**
 * pending: the charge may be under way; reconciling: a resolver holds it (docs/payments.md);
 * complete: its order exists; released: nothing was charged under its key, the cart is free.
 */
export const ATTEMPT_STATES = ["pending", "reconciling", "complete", "released"] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

export const checkoutClaimSchema = z.object({
  cart_id: z.string().min(1),
  /** The order this checkout becomes; also the payment gateway's idempotency key. */
  order_id: z.string().min(1),
  /** The order number the buyer will see, chosen with the claim so every retry agrees. */
  order_no: z.string().min(1).default("-"),
  state: z.enum(ATTEMPT_STATES),
  created_at: z.string(),
  // What is charged is fixed when the attempt is claimed: a request that differs in any of
  // these is a different attempt and never charges under this one's key.
  amount_cents: z.int().min(0).default(0),
  payment_type: paymentTypeSchema.default("Credit card"),
  cart_version: z.int().min(0).default(0),
  /** A hash of the card token; null when no card pays. */
  source: z.string().nullable().default(null),
  /**
   * The order as it will be recorded, without the gateway's answer: whoever finishes the
   * attempt (the buyer's retry or the sweeper) records exactly this.
   */
  order: orderSchema.optional(),
  /** The campus date of the purchase: subscriptions count their billing days from it. */
  today: z.string().optional(),
  /** Why a released attempt ended ("declined", "not charged", ...). */
  resolution: z.string().optional(),
  /** Epoch ms: every request that may charge under this attempt has ended by then. */
  lease_until: z.number().default(0),
});
export type CheckoutClaim = z.infer<typeof checkoutClaimSchema>;

export type ClaimKey = { siteId: string; cartId: string };

const OPEN: readonly AttemptState[] = ["pending", "reconciling"];
export const isOpenAttempt = (claim: CheckoutClaim) => OPEN.includes(claim.state);

/**
 * One checkout attempt per cart at a time (docs/data-model.md #30, docs/payments.md): created
 * with `attribute_not_exists(pk) OR state = released`; `order_id`, `state` and `lease_until`
 * (epoch ms: no request charges under the attempt after it) are top level for conditions.
 * Open attempts sit on gsi1 so the sweeper finds a campus's in one Query; finished ones
 * leave the index and expire by TTL.
 */
export const checkoutClaimEntity = defineEntity({
  type: "checkout_claim",
  schema: checkoutClaimSchema,
  key: ({ siteId, cartId }: ClaimKey) => ({
    pk: `${sitePk(siteId)}#CART#${cartId}`,
    sk: "CHECKOUT",
  }),
  indexes: ({ siteId, cartId }, claim) =>
    OPEN.includes(claim.state) ? openAttemptIndex(siteId, claim.created_at, cartId) : {},
  attributes: (claim) => ({
    order_id: claim.order_id,
    state: claim.state,
    lease_until: claim.lease_until,
  }),
  // Transitions update the top-level copies only; they are the truth.
  read: (item) => ({
    ...(item.data as object),
    state: item.state,
    lease_until: item.lease_until ?? 0,
    ...(item.resolution ? { resolution: item.resolution } : {}),
  }),
});

export const openAttemptIndex = (siteId: string, createdAt: string, cartId: string) => ({
  gsi1pk: `${sitePk(siteId)}#ATTEMPTS#OPEN`,
  gsi1sk: `${createdAt}#${cartId}`,
});

/** A campus's open checkout attempts, oldest first (the sweeper's access pattern). */
export const openAttemptsOfSite = (siteId: string) => ({
  index: "gsi1" as const,
  pk: `${sitePk(siteId)}#ATTEMPTS#OPEN`,
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
