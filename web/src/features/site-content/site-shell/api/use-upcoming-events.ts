import type { listUpcomingEvents } from "@shared/site-content/routes/events";
import { useLocation } from "react-router-dom";
import useSWR from "swr";
import { type ApiError, apiKey, type RouteOutput, routeRef } from "@/lib/api-client";

const route = routeRef<typeof listUpcomingEvents>({
  operationId: "listUpcomingEvents",
  method: "GET",
  path: "/v1/events/upcoming_events",
});

/**
 * requirements: public-browsing §7 GET events/upcoming_events, for the footer of every page. On the site home the events
 * come with sites/home_tiles, which fills this key, so the footer does not fetch them there
 * (docs/decisions/public-site.md: three API calls on the home page).
 */
export function useUpcomingEvents(siteId: string) {
  const { pathname } = useLocation();
  const onHome = pathname.split("/").filter(Boolean).length === 1;
  return useSWR<RouteOutput<typeof listUpcomingEvents>, ApiError>(
    apiKey(route, { site_id: siteId }),
    { revalidateOnMount: !onHome, revalidateOnFocus: false },
  );
}
