import { cacheControlFor } from "../../shared/platform/api/cache";
import type { RouteDefinition } from "../../shared/platform/api/route";
import type { HttpResult } from "./http";

/**
 * Sets the Cache-Control the route declares (shared/platform/api/cache.ts) on a finished response,
 * replacing whatever the implementation chose: CloudFront caches by this header, so a route's
 * freshness lives in the route list only, and a cookie or an error always means no-store.
 */
export function withCacheControl(
  route: Pick<RouteDefinition, "method" | "auth" | "cache">,
  response: HttpResult,
): HttpResult {
  const headers: Record<string, string | number | boolean> = {};
  let setsCookie = (response.cookies?.length ?? 0) > 0;
  for (const [name, value] of Object.entries(response.headers ?? {})) {
    const lower = name.toLowerCase();
    if (lower === "set-cookie") setsCookie = true;
    if (lower !== "cache-control") headers[name] = value;
  }
  headers["cache-control"] = cacheControlFor(route, {
    statusCode: response.statusCode ?? 200,
    setsCookie,
  });
  return { ...response, headers };
}
