import type { StoredReservation } from "../../shared/data/entities/reservation";
import { reservationCalendar } from "../../shared/open-data/calendars";
import type { Site } from "../../shared/schemas/site";
import type { HttpResult } from "../lib/http";
import { reservationView } from "../lib/reservation-view";
import { configuredWebOrigin } from "../lib/web-origin";

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
