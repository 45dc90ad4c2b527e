/** The open data feeds' addresses (docs/open-data.md), on the page's own origin. */

/** The campus's events as iCalendar, for calendar apps to subscribe to. */
export const eventsCalendarUrl = (siteId: string): string =>
  `/v1/events/calendar.ics?${new URLSearchParams({ site_id: siteId })}`;

/** A location's menus of the next 14 days as an OpenMensa v2 feed. */
export const openMensaFeedUrl = (siteId: string, locationId: string): string =>
  `/v1/location/${encodeURIComponent(locationId)}/openmensa.xml?${new URLSearchParams({ site_id: siteId })}`;

/** One of the signed-in customer's reservations as an "Add to calendar" file. */
export const reservationCalendarUrl = (siteId: string, reservationId: string): string =>
  `/v1/customer/reservation_calendar?${new URLSearchParams({ site_id: siteId, reservation_id: reservationId })}`;
