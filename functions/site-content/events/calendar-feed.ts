import { eventsCalendar } from "../../../shared/site-content/open-data/calendars";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { HttpResult } from "../../platform/http";
import { configuredWebOrigin } from "../../platform/web-origin";
import { listEvents } from "../upcoming-events";

/**
 * GET events/calendar.ics: the site check and the events Query (gsi1) in one round trip. UIDs
 * and links use the configured web origin, never the request's Host (functions/platform/web-origin.ts).
 */
export async function eventsCalendarFeed(
  siteId: string,
  site: Promise<Site>,
  now: Date,
): Promise<HttpResult> {
  const [published, events] = await Promise.all([site, listEvents(siteId)]);
  return {
    statusCode: 200,
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `inline; filename="${published.slug}-events.ics"`,
    },
    body: eventsCalendar({ site: published, events, now, origin: configuredWebOrigin() }),
  };
}
