import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { eventSchema } from "../schemas/event";

export const listPublicEvents = defineRoute({
  operationId: "listPublicEvents",
  group: "events",
  method: "GET",
  path: "/v1/events/public_list",
  summary: "Published events that have not ended, soonest first",
  input: siteInput,
  output: z.object({ events: z.array(eventSchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
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
  site: "published",
  cache: CACHE.content,
  example: { ...DEMO_SITE, event_id: "winter-brunch" },
});

/** requirements: public-browsing §7 GET events/upcoming_events: the footer's next events and the sections they link to. */
export const listUpcomingEvents = defineRoute({
  operationId: "listUpcomingEvents",
  group: "events",
  method: "GET",
  path: "/v1/events/upcoming_events",
  summary: "The next published events (at most 3) and the events and special-offer section slugs",
  input: siteInput,
  output: z.object({
    current_events: z.array(eventSchema),
    event_slug: z.string().nullable(),
    special_offer_slug: z.string().nullable(),
  }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: DEMO_SITE,
});

/**
 * The campus's events as an iCalendar feed (RFC 5545) that calendar apps subscribe to
 * (docs/open-data.md): published events not ended more than 30 days ago, in the campus's zone.
 */
export const getEventsCalendar = defineRoute({
  operationId: "getEventsCalendar",
  group: "events",
  method: "GET",
  path: "/v1/events/calendar.ics",
  summary: "The campus's events as an iCalendar (RFC 5545) feed to subscribe to",
  input: siteInput,
  output: z.string().describe("text/calendar"),
  auth: "public",
  site: "published",
  response: "raw",
  cache: CACHE.content,
  example: DEMO_SITE,
});

export const eventsRoutes = [
  listPublicEvents,
  getEvent,
  listUpcomingEvents,
  getEventsCalendar,
] as const;
