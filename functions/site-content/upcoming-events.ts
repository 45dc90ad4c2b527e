import { eventEntity, eventsOfSite } from "../../shared/site-content/entities/event";
import type { Event } from "../../shared/site-content/schemas/event";
import type { Site } from "../../shared/site-content/schemas/site";
import { byStart, isEventListed } from "../../shared/visitor-forms/visibility";
import { queryEntities } from "../platform/table";
import { sectionSlugFor } from "./section-slug";

/** The footer lists the next three events (docs/decisions/public-site.md). */
export const UPCOMING_EVENTS = 3;

/** One Query on gsi1 (docs/data-model.md #12): the site's events in start order. */
export const listEvents = (siteId: string): Promise<Event[]> =>
  queryEntities(eventEntity, eventsOfSite(siteId));

/** requirements: public-browsing §7 events/upcoming_events: the next listed events and the sections they link to. */
export function upcomingEvents(site: Site, events: readonly Event[], now: Date) {
  const nowIso = now.toISOString();
  const listed = site.events_published
    ? events.filter((event) => isEventListed(event, nowIso)).sort(byStart)
    : [];
  return {
    current_events: listed.slice(0, UPCOMING_EVENTS),
    event_slug: sectionSlugFor(site.section_list, "events"),
    special_offer_slug: sectionSlugFor(site.section_list, "special-offers"),
  };
}
