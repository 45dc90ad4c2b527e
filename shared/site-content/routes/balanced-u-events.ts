import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { eventSchema } from "../schemas/event";

export const listBalancedUEvents = defineRoute({
  operationId: "listBalancedUEvents",
  group: "balanced_u_events",
  method: "GET",
  path: "/v1/balanced_u_events/public_list",
  summary: "Published Balanced U events that have not ended, soonest first",
  input: siteInput,
  output: z.object({ events: z.array(eventSchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: DEMO_SITE,
});

export const balancedUEventsRoutes = [listBalancedUEvents] as const;
