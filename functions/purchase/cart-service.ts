import { ConflictError } from "../../shared/platform/errors";
import { campusDate } from "../../shared/platform/time/campus-clock";
import type { Ymd } from "../../shared/platform/time/ymd";
import {
  type CartState,
  EMPTY_CART_STATE,
  settleCart,
  summarizeCart,
} from "../../shared/purchase/cart/cart-state";
import type { StoredCart } from "../../shared/purchase/entities/cart";
import type { PurchaseConfig } from "../../shared/purchase/purchase-config";
import type { CartView } from "../../shared/purchase/routes/cart";
import type { Site } from "../../shared/site-content/schemas/site";
import { type RetryOptions, retry, TryAgain } from "../platform/retry";
import { publishedSite } from "../platform/site-cache";
import { newCartId } from "./cart-cookie";
import { type CartStore, dynamoCartStore, type VersionedCart } from "./cart-store";
import { dynamoPurchaseConfigStore, type PurchaseConfigStore } from "./purchase-config-store";

export interface CartDeps {
  carts: CartStore;
  config: PurchaseConfigStore;
  /** The published site (unknown or unpublished: "Invalid site."). */
  site: (siteId: string, now: Date) => Promise<Site>;
}

export const dynamoCartDeps: CartDeps = {
  carts: dynamoCartStore,
  config: dynamoPurchaseConfigStore,
  site: publishedSite,
};

/**
 * Lost races (twenty adds to one cart at once) are retried at once and often: each one means
 * another change landed, so the next try, on the cart as it now is, can win. Then the customer
 * is asked to try again.
 */
const CART_RACE: RetryOptions = {
  tries: 40,
  exhausted: () => new ConflictError("Your cart is busy. Please try again."),
};

/** A cart bound to another customer (or to one, for an anonymous request) is no cart here. */
const visibleTo = (read: VersionedCart, owner: string | null): VersionedCart =>
  read.cart?.customer_id && read.cart.customer_id !== owner ? { cart: null, version: 0 } : read;

const toState = (cart: StoredCart | null): CartState =>
  cart ? { items: cart.items, promo: cart.promo, selection: cart.selection } : EMPTY_CART_STATE;

export interface LoadedCart {
  site: Site;
  config: PurchaseConfig;
  /** Null when the browser holds no cart for this campus yet. */
  cartId: string | null;
  /** Settled: every figure recomputed from the current configuration. */
  state: CartState;
  version: number;
}

/**
 * A cart re-priced from the stored plans and settings, in one round trip (site, configuration
 * and cart are read together). Checkout uses this to recompute totals from the stored cart.
 */
export async function loadPricedCart(
  siteId: string,
  cartId: string | null,
  now: Date,
  deps: CartDeps = dynamoCartDeps,
  /** The signed-in customer of the request (cartOwner), or null. */
  owner: string | null = null,
): Promise<LoadedCart> {
  const [site, config, stored] = await Promise.all([
    deps.site(siteId, now),
    deps.config.load(siteId),
    cartId ? deps.carts.get({ siteId, cartId }, now) : Promise.resolve({ cart: null, version: 0 }),
  ]);
  const read = visibleTo(stored, owner);
  return {
    site,
    config,
    cartId,
    state: settleCart(toState(read.cart), config),
    version: read.version,
  };
}

export interface ChangeContext<P> {
  config: PurchaseConfig;
  site: Site;
  /** Today on campus. */
  today: Ymd;
  /** Whatever the caller asked to read in the same round trip (a promo code). */
  extra: P;
}

export interface ChangedCart {
  site: Site;
  config: PurchaseConfig;
  cartId: string;
  state: CartState;
}

/**
 * Reads the cart with everything it is priced from (one round trip), applies `change` and
 * writes the result only if nobody changed the cart meanwhile (the second). A lost race reads
 * the cart again and re-applies the change, so concurrent changes never overwrite each other.
 * `change` is pure and may throw the customer's error, in which case nothing is written.
 */
export async function changeCart<P = undefined>(
  request: { siteId: string; cartId: string | null; now: Date; owner?: string | null },
  change: (state: CartState, context: ChangeContext<P>) => CartState,
  options: { extra?: Promise<P>; deps?: CartDeps } = {},
): Promise<ChangedCart> {
  const { siteId, now } = request;
  const owner = request.owner ?? null;
  const deps = options.deps ?? dynamoCartDeps;
  const [site, config, first, extra] = await Promise.all([
    deps.site(siteId, now),
    deps.config.load(siteId),
    request.cartId
      ? deps.carts.get({ siteId, cartId: request.cartId }, now)
      : Promise.resolve({ cart: null, version: 0 }),
    options.extra ?? Promise.resolve(undefined as P),
  ]);
  // Someone else's cart is left alone: this request starts its own.
  const foreign = visibleTo(first, owner) !== first;
  const cartId = request.cartId && !foreign ? request.cartId : newCartId();
  const key = { siteId, cartId };
  const context = { config, site, today: campusDate(now, site.time_zone), extra };
  let read = foreign ? { cart: null, version: 0 } : first;
  return retry(async (n) => {
    // A lost race reads the cart again and re-applies the change to what won.
    if (n > 1) read = await deps.carts.get(key, now);
    const state = change(toState(read.cart), context);
    // Notices describe this answer only; they are never stored.
    const { items, promo, selection } = state;
    const stored: StoredCart = {
      id: cartId,
      items,
      promo,
      selection,
      // Bound to the first customer who changes it signed in; an anonymous change keeps it.
      customer_id: owner ?? read.cart?.customer_id ?? null,
      updated_at: now.toISOString(),
    };
    if (!(await deps.carts.save(key, stored, read.version))) throw new TryAgain();
    return { site, config, cartId, state };
  }, CART_RACE);
}

/** The cart as the API answers it, with what re-pricing changed by itself, if anything. */
export function cartView(state: CartState, config: PurchaseConfig): CartView {
  return {
    items: state.items,
    selection: state.selection,
    ...summarizeCart(state, config),
    ...(state.notices?.length ? { notices: state.notices } : {}),
  };
}
