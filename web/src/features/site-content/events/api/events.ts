import { getEvent } from "@/lib/api-routes/site-content/get-event";
import { listBalancedUEvents } from "@/lib/api-routes/site-content/list-balanced-u-events";
import { listPublicEvents } from "@/lib/api-routes/site-content/list-public-events";
import { useSiteData } from "@/lib/content/use-site-data";

/** The campus's events (requirements: public-browsing §7 events/public_list). */
export const usePublicEvents = (siteId: string) =>
  useSiteData(listPublicEvents, { site_id: siteId });

/** One event, by its id. */
export const useEvent = (siteId: string, eventId: string) =>
  useSiteData(getEvent, { site_id: siteId, event_id: eventId });

/** The Balanced U events (requirements: public-browsing §7 balanced_u_events/public_list). */
export const useBalancedUEvents = (siteId: string) =>
  useSiteData(listBalancedUEvents, { site_id: siteId });
