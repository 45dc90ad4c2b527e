import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { CART_TTL_SECONDS } from "../../shared/purchase/entities/cart";
import { cookiePrefix, readCookies, serializeCookie } from "../platform/session/cookies";
import { sessionSigningKey } from "../platform/session/signing-key";

// The cart id lives in an HttpOnly cookie only the server writes (docs/decisions/purchase.md):
// 144 random bits, signed with the campus in the signature, so a cart id can be neither
// guessed nor chosen, nor carried to another campus; `__Host-` on HTTPS, so a sibling
// subdomain can neither plant nor shadow it. One cookie per campus.

const CART_ID = /^[A-Za-z0-9_-]{24}$/;
const MAC = /^[A-Za-z0-9_-]{22}$/;

export const cartCookieName = (siteId: string): string => `${cookiePrefix()}doc_cart_${siteId}`;

export const newCartId = (): string => randomBytes(18).toString("base64url");

async function macOf(siteId: string, cartId: string): Promise<string> {
  return createHmac("sha256", await sessionSigningKey())
    .update(`cart:${siteId}:${cartId}`)
    .digest("base64url")
    .slice(0, 22);
}

/** The cookie's value: the id and its signature. */
export const signedCartId = async (siteId: string, cartId: string): Promise<string> =>
  `${cartId}.${await macOf(siteId, cartId)}`;

/** The cart id the browser holds for this campus, or null (none, or not one we issued). */
export async function cartIdFromEvent(
  event: APIGatewayProxyEventV2,
  siteId: string,
): Promise<string | null> {
  const value = readCookies(event).get(cartCookieName(siteId));
  const [cartId = "", mac = "", ...rest] = value?.split(".") ?? [];
  if (rest.length > 0 || !CART_ID.test(cartId) || !MAC.test(mac)) return null;
  const expected = Buffer.from(await macOf(siteId, cartId));
  return timingSafeEqual(expected, Buffer.from(mac)) ? cartId : null;
}

/** Set on every change: the cookie, like the cart, lives 7 days after the last change. */
export const cartCookie = async (siteId: string, cartId: string): Promise<string> =>
  serializeCookie(cartCookieName(siteId), await signedCartId(siteId, cartId), {
    httpOnly: true,
    maxAge: CART_TTL_SECONDS,
  });

/** A finished or abandoned cart's cookie is deleted, so the next purchase starts a new cart. */
export const expiredCartCookie = (siteId: string): string =>
  serializeCookie(cartCookieName(siteId), "", { httpOnly: true, maxAge: 0 });
