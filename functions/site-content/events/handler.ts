import { NotFoundError } from "../../../shared/platform/errors";
import { eventEntity } from "../../../shared/site-content/entities/event";
import { eventsRoutes } from "../../../shared/site-content/routes/events";
import { VISITOR_MESSAGES } from "../../../shared/visitor-forms/messages";
import { byStart, isEventListed } from "../../../shared/visitor-forms/visibility";
import { createGroupHandler } from "../../platform/group-handler";
import { getEntity } from "../../platform/table";
import { listEvents, upcomingEvents } from "../upcoming-events";
import { eventsCalendarFeed } from "./calendar-feed";

export const handler = createGroupHandler(eventsRoutes, {
  listPublicEvents: async ({ site_id }, { now }) => {
    // Kept in start order on gsi1 (docs/data-model.md #12); ended events are dropped here.
    const events = await listEvents(site_id);
    const nowIso = now.toISOString();
    return { events: events.filter((event) => isEventListed(event, nowIso)).sort(byStart) };
  },
  // The site (for the section slugs) and the events on gsi1 in one round trip.
  listUpcomingEvents: async ({ site_id }, { now, site }) => {
    const [published, events] = await Promise.all([site, listEvents(site_id)]);
    return upcomingEvents(published, events, now);
  },
  getEvent: async ({ site_id, event_id }, { now }) => {
    const event = await getEntity(eventEntity, { siteId: site_id, id: event_id });
    if (!event || !isEventListed(event, now.toISOString())) {
      throw new NotFoundError(VISITOR_MESSAGES.eventNotFound);
    }
    return { event };
  },
  getEventsCalendar: ({ site_id }, { now, site }) => eventsCalendarFeed(site_id, site, now),
});
