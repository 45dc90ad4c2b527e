import { randomBytes } from "node:crypto";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { CART_TTL_SECONDS } from "../../../shared/data/entities/cart";
import { readCookies, serializeCookie } from "../session/cookies";

// The cart id lives in an HttpOnly cookie the server sets (docs/decisions/purchase.md): 144
// random bits, so a cart cannot be guessed, and page scripts never see it. One cookie per
// campus, so a cart on one campus is never mistaken for another's.

const CART_ID = /^[A-Za-z0-9_-]{24}$/;

export const cartCookieName = (siteId: string): string => `doc_cart_${siteId}`;

export const newCartId = (): string => randomBytes(18).toString("base64url");

/** The cart id the browser holds for this campus, or null (none, or not one we issued). */
export function cartIdFromEvent(event: APIGatewayProxyEventV2, siteId: string): string | null {
  const value = readCookies(event).get(cartCookieName(siteId));
  return value !== undefined && CART_ID.test(value) ? value : null;
}

/** Set on every change: the cookie, like the cart, lives 7 days after the last change. */
export const cartCookie = (siteId: string, cartId: string): string =>
  serializeCookie(cartCookieName(siteId), cartId, { httpOnly: true, maxAge: CART_TTL_SECONDS });
