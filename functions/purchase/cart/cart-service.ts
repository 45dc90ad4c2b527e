import { randomUUID } from "node:crypto";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import {
  addCoffeeSubscription,
  addCustomPlan,
  addDecliningBalance,
  addMealPlan,
  deleteItem,
  setSelection,
} from "../../../shared/purchase/cart/cart-operations";
import type { CartState } from "../../../shared/purchase/cart/cart-state";
import type { cartRoutes } from "../../../shared/purchase/routes/cart";
import type { Implementations, RequestContext } from "../../platform/group-handler";
import { sessionTokenOf } from "../../platform/session/cookies";
import { requireSession } from "../../platform/session/session-guard";
import { cartCookie, cartIdFromEvent, newCartId } from "../cart-cookie";
import { browserCart } from "../cart-owner";
import {
  type CartDeps,
  type ChangeContext,
  cartView,
  changeCart,
  dynamoCartDeps,
  loadPricedCart,
} from "../cart-service";

type Change = (state: CartState, context: ChangeContext<undefined>) => CartState;

/** Runs one change on the browser's cart and answers the re-priced cart, refreshing the cookie. */
async function change(siteId: string, ctx: RequestContext, apply: Change, deps: CartDeps) {
  const browser = await browserCart(ctx.event, siteId, ctx.now);
  const changed = await changeCart({ siteId, ...browser, now: ctx.now }, apply, { deps });
  ctx.cookies.push(await cartCookie(siteId, changed.cartId));
  return { cart: cartView(changed.state, changed.config) };
}

/** A verified session of this campus, if the request carries one; never a 401 by itself. */
async function isSignedIn(event: APIGatewayProxyEventV2, now: Date, siteId: string) {
  if (!sessionTokenOf(event)) return false;
  try {
    return (await requireSession(event, now)).siteId === siteId;
  } catch {
    return false;
  }
}

export function cartImplementations(
  deps: CartDeps = dynamoCartDeps,
): Implementations<typeof cartRoutes> {
  return {
    fetchCart: async ({ site_id }, ctx) => {
      const { cartId, owner } = await browserCart(ctx.event, site_id, ctx.now);
      const loaded = await loadPricedCart(site_id, cartId, ctx.now, deps, owner);
      return { cart: cartView(loaded.state, loaded.config) };
    },

    updateSelections: ({ site_id, ...ids }, ctx) =>
      change(site_id, ctx, (state, { config }) => setSelection(state, config, ids), deps),

    addMealPlan: async ({ site_id, ...request }, ctx) => {
      const signedIn = await isSignedIn(ctx.event, ctx.now, site_id);
      const itemId = randomUUID();
      return change(
        site_id,
        ctx,
        (state, { config, today }) =>
          addMealPlan(state, config, request, { itemId, today, signedIn }),
        deps,
      );
    },

    addCustomPlan: ({ site_id, ...request }, ctx) => {
      const itemId = randomUUID();
      return change(
        site_id,
        ctx,
        (state, { config }) => addCustomPlan(state, config, request, { itemId }),
        deps,
      );
    },

    addDecliningBalance: ({ site_id, ...request }, ctx) => {
      const itemId = randomUUID();
      return change(
        site_id,
        ctx,
        (state, { config }) => addDecliningBalance(state, config, request, { itemId }),
        deps,
      );
    },

    addCoffeeSubscription: ({ site_id, months }, ctx) => {
      const itemId = randomUUID();
      return change(
        site_id,
        ctx,
        (state, { config, today }) =>
          addCoffeeSubscription(state, config, months, { itemId, today }),
        deps,
      );
    },

    deleteCartItem: ({ site_id, cart_item_id }, ctx) =>
      change(site_id, ctx, (state, { config }) => deleteItem(state, config, cart_item_id), deps),

    // A new id empties the cart; the old cart is deleted rather than left for its TTL.
    clearCart: async ({ site_id }, ctx) => {
      const oldId = await cartIdFromEvent(ctx.event, site_id);
      const [loaded] = await Promise.all([
        loadPricedCart(site_id, null, ctx.now, deps),
        oldId ? deps.carts.delete({ siteId: site_id, cartId: oldId }) : Promise.resolve(),
      ]);
      ctx.cookies.push(await cartCookie(site_id, newCartId()));
      return { cart: cartView(loaded.state, loaded.config) };
    },
  };
}
