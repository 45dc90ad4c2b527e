import type { StoredReservation } from "../../../shared/reservations/entities/reservation";
import { reservationCalendar } from "../../../shared/site-content/open-data/calendars";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { HttpResult } from "../../platform/http";
import { configuredWebOrigin } from "../../platform/web-origin";
import { reservationView } from "../../reservations/reservation-view";

/**
 * One reservation as an "Add to calendar" file. `attachment`: a browser hands it to the calendar
 * app instead of showing text; private and never stored (the route has no `cache`).
 */
export function reservationCalendarFile(
  site: Site,
  reservation: StoredReservation,
  now: Date,
): HttpResult {
  return {
    statusCode: 200,
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'attachment; filename="reservation.ics"',
    },
    body: reservationCalendar({
      site,
      reservation: reservationView(reservation),
      now,
      origin: configuredWebOrigin(),
    }),
  };
}
