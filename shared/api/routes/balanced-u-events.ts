import * as z from "zod";
import { eventSchema } from "../../schemas/event";
import { CACHE } from "../cache";
import { defineRoute } from "../route";
import { DEMO_SITE, siteInput } from "./content-route";

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
