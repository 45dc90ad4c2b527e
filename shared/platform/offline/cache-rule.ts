/**
 * What the service worker may keep (docs/web-app.md, "Offline"): a GET of a route that declares
 * its freshness (`cache` in shared/<area>/routes, the same routes CloudFront caches), answered 200
 * with a public Cache-Control. Everything else, customer data, carts, sessions, the operations
 * console, is never stored. Pure: the route table is built from the route list at build time and
 * handed to the worker as data, so the worker never ships the route list's schemas.
 */

/** One GET route of the API: its path template and whether its responses may be stored. */
export interface OfflineRoute {
  /** API Gateway syntax, `/v1/sites/{slug}/info`. */
  path: string;
  cached: boolean;
}

/** Never stored whatever a route says: the areas that hold a visitor's own data. */
export const PRIVATE_PREFIXES = ["/v1/customer/", "/v1/cart/", "/v1/operations/"] as const;

/** The GET routes of a route list, as the worker's table (literal paths first). */
export function offlineRouteTable(
  routes: readonly { method: string; path: string; auth: string; cache?: unknown }[],
): OfflineRoute[] {
  return routes
    .filter((route) => route.method === "GET")
    .map((route) => ({
      path: route.path,
      cached: route.cache !== undefined && route.auth === "public" && !isPrivatePath(route.path),
    }))
    .sort((a, b) => placeholders(a.path) - placeholders(b.path));
}

const placeholders = (path: string) => (path.match(/\{[^}]+\}/g) ?? []).length;

const isPrivatePath = (pathname: string) =>
  PRIVATE_PREFIXES.some(
    (prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix),
  );

/** Whether a concrete path is an instance of a template (`{name}` is one non-empty segment). */
export function matchesTemplate(template: string, pathname: string): boolean {
  const want = template.split("/");
  const got = pathname.split("/");
  if (want.length !== got.length) return false;
  return want.every((part, i) => {
    const segment = got[i] as string;
    return /^\{[^}]+\}$/.test(part) ? segment !== "" : part === segment;
  });
}

/**
 * The route a request reaches, as API Gateway picks it: a literal path wins over a template
 * (the table lists literal paths first).
 */
export function routeOf(
  table: readonly OfflineRoute[],
  pathname: string,
): OfflineRoute | undefined {
  return table.find((route) => matchesTemplate(route.path, pathname));
}

/**
 * May the worker answer this request from its cache, and store the network's answer? Only a GET
 * without credentials of its own (an Authorization header) to a route with `cache`.
 */
export function mayCacheRequest(
  table: readonly OfflineRoute[],
  request: { method: string; pathname: string; hasAuthorization?: boolean },
): boolean {
  if (request.method !== "GET" || request.hasAuthorization) return false;
  if (!request.pathname.startsWith("/v1/") || isPrivatePath(request.pathname)) return false;
  return routeOf(table, request.pathname)?.cached === true;
}

/**
 * May this answer be stored? The API sets `public, max-age=…` only on a successful public read
 * that sets no cookie (shared/platform/api/cache.ts), `private, no-store` on everything else; a response
 * that varies by cookie or by everything is refused too.
 */
export function isShareableResponse(response: {
  status: number;
  cacheControl: string | null;
  vary?: string | null;
}): boolean {
  if (response.status !== 200 || !response.cacheControl) return false;
  const directives = response.cacheControl
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim().split("=")[0]);
  if (!directives.includes("public")) return false;
  if (directives.some((d) => d === "private" || d === "no-store")) return false;
  const vary = (response.vary ?? "").toLowerCase();
  return !/(^|,)\s*(\*|cookie|authorization)\s*(,|$)/.test(vary);
}
