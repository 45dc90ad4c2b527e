import * as z from "zod";
import { idSchema } from "../../schemas/common";
import { eventSchema } from "../../schemas/event";
import { defineRoute } from "../route";
import { DEMO_SITE, siteInput } from "./content-route";

export const listPublicEvents = defineRoute({
  operationId: "listPublicEvents",
  group: "events",
  method: "GET",
  path: "/v1/events/public_list",
  summary: "Published events that have not ended, soonest first",
  input: siteInput,
  output: z.object({ events: z.array(eventSchema) }),
  auth: "public",
  example: DEMO_SITE,
});

export const getEvent = defineRoute({
  operationId: "getEvent",
  group: "events",
  method: "GET",
  path: "/v1/events",
  summary: "One published event by id (public-browsing §7 GET events/)",
  input: siteInput.extend({ event_id: idSchema }),
  output: z.object({ event: eventSchema }),
  auth: "public",
  example: { ...DEMO_SITE, event_id: "winter-brunch" },
});

export const eventsRoutes = [listPublicEvents, getEvent] as const;
