import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { ForbiddenError, UnauthorizedError } from "../../../shared/platform/errors";
import type { cartCheckoutRoutes } from "../../../shared/purchase/routes/cart-checkout";
import type { Site } from "../../../shared/site-content/schemas/site";
import { clientAddressOf } from "../../platform/client-address";
import type { Implementations, RequestContext } from "../../platform/group-handler";
import { sessionTokenOf } from "../../platform/session/cookies";
import { SESSION_EXPIRED } from "../../platform/session/session-guard";
import { verifySession } from "../../platform/session/session-token";
import { sessionSigningKey } from "../../platform/session/signing-key";
import { configuredWebOrigin } from "../../platform/web-origin";
import { cartIdFromEvent, expiredCartCookie } from "../cart-cookie";
import { attemptStore } from "../checkout/attempt-store";
import { holdStore } from "../checkout/hold-store";
import { paymentGatewayFor } from "../gateway";
import type { CheckoutDeps } from "./checkout-context";
import { placeOrder } from "./checkout-service";
import { clientIdOf, dynamoCheckoutStore } from "./checkout-store";
import type { CheckoutInput } from "./checkout-validate";
import { confirmHeldOrder } from "./confirm-order";

/**
 * Checkout is open to anonymous buyers; a valid session of this site attaches the order to its
 * customer. A `customer_id` parameter must be that customer's (403), and needs a session (401).
 */
async function optionalSession(event: APIGatewayProxyEventV2, input: CheckoutInput, now: Date) {
  const token = sessionTokenOf(event);
  const session = token ? await verifySession(token, await sessionSigningKey(), now) : undefined;
  const mine = session && session.siteId === input.site_id ? session : undefined;
  if (input.customer_id !== undefined && input.customer_id !== "") {
    if (!mine) throw new UnauthorizedError(token ? SESSION_EXPIRED : undefined);
    if (mine.customerId !== input.customer_id) throw new ForbiddenError();
  }
  return mine ? { customerId: mine.customerId, version: mine.version } : undefined;
}

async function checkout(input: CheckoutInput, ctx: RequestContext) {
  const site = await (ctx.site as Promise<Site>);
  const deps: CheckoutDeps = {
    store: dynamoCheckoutStore,
    attempts: attemptStore,
    gateway: paymentGatewayFor(site),
    webOrigin: configuredWebOrigin(),
  };
  const result = await placeOrder(deps, {
    site,
    input,
    // The cart group's HttpOnly cookie; the spec's `cookie` parameter is ignored
    // (docs/decisions/payments.md).
    cartId: await cartIdFromEvent(ctx.event, site.id),
    session: await optionalSession(ctx.event, input, ctx.now),
    clientId: clientIdOf(clientAddressOf(ctx.event)),
    now: ctx.now,
  });
  // The finished cart's id is forgotten, so the next purchase starts a new cart and claim.
  ctx.cookies.push(expiredCartCookie(site.id));
  return result;
}

/** Spread into the cart group's handler: `{ ...cartImplementations, ...checkoutImplementations }`. */
export const checkoutImplementations: Implementations<typeof cartCheckoutRoutes> = {
  createCcOrder: checkout,
  checkoutOrder: checkout,
  confirmOrder: async ({ token }, ctx) =>
    confirmHeldOrder(
      { holds: holdStore, webOrigin: configuredWebOrigin() },
      await (ctx.site as Promise<Site>),
      token,
      ctx.now,
    ),
};
