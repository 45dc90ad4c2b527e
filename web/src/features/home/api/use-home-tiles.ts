import type { getHomeTiles } from "../../../../../shared/api/routes/site-home";
import { type RouteOutput, routeRef } from "../../../lib/api-client";
import { useSiteData } from "../../../lib/content/use-site-data";

const route = routeRef<typeof getHomeTiles>({
  operationId: "getHomeTiles",
  method: "GET",
  path: "/v1/sites/home_tiles",
});

export type HomeTiles = RouteOutput<typeof getHomeTiles>;

/** Every tile's data in one call (docs/decisions/public-site.md: the home page's 3 calls). */
export const useHomeTiles = (siteId: string | null) =>
  useSiteData(route, siteId ? { site_id: siteId } : null);
