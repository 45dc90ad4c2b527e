import { eventsRoutes } from "../../shared/api/routes/events";
import { contentKeys } from "../../shared/data/keys";
import { VISITOR_MESSAGES } from "../../shared/domain/visitor/messages";
import { byStart, isEventListed } from "../../shared/domain/visitor/visibility";
import { NotFoundError } from "../../shared/errors";
import { eventSchema } from "../../shared/schemas/event";
import { createGroupHandler } from "../lib/group-handler";
import { requirePublishedSite } from "../lib/site-context";
import { publishedSiteWith, queryItems } from "../lib/store/content-store";
import { dynamoSiteStore } from "../lib/store/site-store";
import { queryEventItems, upcomingEvents } from "../lib/upcoming-events";

export const handler = createGroupHandler(eventsRoutes, {
  listPublicEvents: async ({ site_id }, { now }) => {
    // Kept in start order on gsi1 (docs/data-model.md #12); ended events are dropped here.
    const [, items] = await Promise.all([
      requirePublishedSite(dynamoSiteStore, site_id),
      queryItems(contentKeys.event(site_id, "", "").gsi1pk, { index: "gsi1" }),
    ]);
    const nowIso = now.toISOString();
    const events = items.map((item) => eventSchema.parse(item.data));
    return { events: events.filter((event) => isEventListed(event, nowIso)).sort(byStart) };
  },
  // The site (for the section slugs) and the events on gsi1 in one round trip.
  listUpcomingEvents: async ({ site_id }, { now }) => {
    const [site, items] = await Promise.all([
      requirePublishedSite(dynamoSiteStore, site_id),
      queryEventItems(site_id),
    ]);
    return upcomingEvents(site, items, now);
  },
  getEvent: async ({ site_id, event_id }, { now }) => {
    const { pk, sk } = contentKeys.event(site_id, event_id, "");
    const { item } = await publishedSiteWith(site_id, { pk, sk });
    const event = item ? eventSchema.parse(item.data) : null;
    if (!event || !isEventListed(event, now.toISOString())) {
      throw new NotFoundError(VISITOR_MESSAGES.eventNotFound);
    }
    return { event };
  },
});
