import type { listUpcomingEvents } from "../../../../../shared/api/routes/events";
import { routeRef } from "../../../lib/api-client";
import { useSiteData } from "../../../lib/content/use-site-data";

const route = routeRef<typeof listUpcomingEvents>({
  operationId: "listUpcomingEvents",
  method: "GET",
  path: "/v1/events/upcoming_events",
});

/** §7 GET events/upcoming_events, for the footer of every page. */
export const useUpcomingEvents = (siteId: string) => useSiteData(route, { site_id: siteId });
