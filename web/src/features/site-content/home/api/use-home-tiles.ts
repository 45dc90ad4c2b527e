import type { listUpcomingEvents } from "@shared/site-content/routes/events";
import type { getHomeTiles } from "@shared/site-content/routes/site-home";
import { useEffect } from "react";
import { useSWRConfig } from "swr";
import { apiKey, type RouteOutput, routeRef } from "@/lib/api-client";
import { useSiteData } from "@/lib/content/use-site-data";

const upcomingRoute = routeRef<typeof listUpcomingEvents>({
  operationId: "listUpcomingEvents",
  method: "GET",
  path: "/v1/events/upcoming_events",
});

const route = routeRef<typeof getHomeTiles>({
  operationId: "getHomeTiles",
  method: "GET",
  path: "/v1/sites/home_tiles",
});

export type HomeTiles = RouteOutput<typeof getHomeTiles>;

/**
 * Every tile's data in one call (docs/decisions/public-site.md: the home page's 3 calls); the
 * footer's upcoming events come with it and are handed to the footer's own cache key.
 */
export function useHomeTiles(siteId: string | null) {
  const result = useSiteData(route, siteId ? { site_id: siteId } : null);
  const { mutate } = useSWRConfig();
  const upcoming = result.data?.upcoming;
  useEffect(() => {
    if (siteId && upcoming) {
      void mutate(apiKey(upcomingRoute, { site_id: siteId }), upcoming, { revalidate: false });
    }
  }, [mutate, siteId, upcoming]);
  return result;
}
