import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { sessionTokenOf } from "../platform/session/cookies";
import { sessionSigningKey } from "../platform/session/signing-key";
import { cartIdFromEvent } from "./cart-cookie";

/**
 * The signed-in customer of this campus the request carries, or null: a cart a customer has
 * changed is bound to them (docs/decisions/purchase.md), so a cart cookie carried into another
 * browser or session finds no cart. jose loads only for requests that carry a session.
 */
export async function cartOwner(
  event: APIGatewayProxyEventV2,
  siteId: string,
  now: Date,
): Promise<string | null> {
  const token = sessionTokenOf(event);
  if (!token) return null;
  const { verifySession } = await import("../platform/session/session-token");
  const session = await verifySession(token, await sessionSigningKey(), now);
  return session?.siteId === siteId ? session.customerId : null;
}

/** The cart the browser holds for this campus and who may see it, read together. */
export async function browserCart(
  event: APIGatewayProxyEventV2,
  siteId: string,
  now: Date,
): Promise<{ cartId: string | null; owner: string | null }> {
  const [cartId, owner] = await Promise.all([
    cartIdFromEvent(event, siteId),
    cartOwner(event, siteId, now),
  ]);
  return { cartId, owner };
}
