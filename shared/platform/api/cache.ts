/**
 * How long CloudFront and browsers may keep a public GET response (docs/decisions/infrastructure.md,
 * "Edge caching"). A route without `cache` is never cached: customer data, carts, anything that
 * reads a cookie or sets one.
 */
export interface CacheFreshness {
  /** Seconds the response is served without asking the API (max-age). */
  fresh: number;
  /** Further seconds a stale copy is served while one request refreshes it (stale-while-revalidate). */
  stale: number;
}

/**
 * The kinds of public reads. `live` responses embed a location's open/closed status computed at
 * the request's instant, so their whole lifetime (fresh + stale) stays at one minute.
 */
export const CACHE = {
  live: { fresh: 30, stale: 30 },
  content: { fresh: 60, stale: 600 },
  reference: { fresh: 300, stale: 3600 },
} as const satisfies Record<string, CacheFreshness>;

/** Never stored by CloudFront, a shared proxy or the browser. */
export const NO_STORE = "private, no-store";

export const cacheControlValue = (cache: CacheFreshness): string =>
  `public, max-age=${cache.fresh}, stale-while-revalidate=${cache.stale}`;

/**
 * The Cache-Control of one response: only a successful public GET of a route that declares its
 * freshness is shareable; an error, a customer route or a response that sets a cookie never is.
 */
export function cacheControlFor(
  route: { method: string; auth: string; cache?: CacheFreshness },
  response: { statusCode: number; setsCookie: boolean },
): string {
  const shareable =
    route.cache !== undefined &&
    route.method === "GET" &&
    route.auth === "public" &&
    response.statusCode === 200 &&
    !response.setsCookie;
  return shareable && route.cache ? cacheControlValue(route.cache) : NO_STORE;
}

/** A route CloudFront caches: a public GET that declares its freshness. */
export const isEdgeCached = (route: {
  method: string;
  auth: string;
  cache?: CacheFreshness;
}): boolean => route.cache !== undefined && route.method === "GET" && route.auth === "public";
