import type { listBalancedUEvents } from "@shared/site-content/routes/balanced-u-events";
import type { getEvent, listPublicEvents } from "@shared/site-content/routes/events";
import { routeRef } from "@/lib/api-client";

export const listEventsRoute = routeRef<typeof listPublicEvents>({
  operationId: "listPublicEvents",
  method: "GET",
  path: "/v1/events/public_list",
});

export const getEventRoute = routeRef<typeof getEvent>({
  operationId: "getEvent",
  method: "GET",
  path: "/v1/events",
});

export const listBalancedUEventsRoute = routeRef<typeof listBalancedUEvents>({
  operationId: "listBalancedUEvents",
  method: "GET",
  path: "/v1/balanced_u_events/public_list",
});
