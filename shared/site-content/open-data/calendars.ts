import { htmlToText } from "../../platform/open-data/html-text";
import { utcOffsetMinutes, vtimezone, wallClock } from "../../platform/open-data/ical-timezone";
import {
  type ICalComponent,
  type ICalProperty,
  textProperty,
  utcDateTime,
  writeICalendar,
} from "../../platform/open-data/ical-writer";
import { campusInstant } from "../../platform/time/campus-clock";
import { partyText } from "../../reservations/party";
import type { Event } from "../schemas/event";
import type { Site } from "../schemas/site";

/**
 * The two calendars of docs/open-data.md: a campus's events feed and one reservation's "Add to
 * calendar" file. Times are written in the campus's IANA zone (DTSTART;TZID=...) with that
 * zone's VTIMEZONE, so a subscriber abroad still sees "6:00 pm campus time" converted rightly.
 */

export const PRODID = "-//Dine On Campus//Open data//EN";

/** Ended events stay in the feed this long, so subscribers' calendars keep recent history. */
export const ENDED_EVENTS_KEPT_DAYS = 30;

/** A reservation has a start only; the file books the table for an hour, the length of a meal. */
export const RESERVATION_MINUTES = 60;

/** Used for UIDs when the deployment configures no web origin (never a request's Host). */
export const UNCONFIGURED_HOST = "dineoncampus.invalid";

const DAY_MS = 86_400_000;

type CalendarSite = Pick<Site, "slug" | "name" | "time_zone">;

/** The host part of UIDs: the configured web origin's host name. */
export function uidHost(origin: string | undefined): string {
  return origin && URL.canParse(origin) ? new URL(origin).hostname : UNCONFIGURED_HOST;
}

/** A stable UID (RFC 5545 section 3.8.4.7): `<id>@<site slug>.<web origin host>`. */
export const uidOf = (id: string, site: Pick<Site, "slug">, origin: string | undefined): string =>
  `${id}@${site.slug}.${uidHost(origin)}`;

/** The campus wall clock at an instant, as a local DATE-TIME. */
export const campusDateTime = (instant: number, timeZone: string): string =>
  wallClock(instant, utcOffsetMinutes(timeZone, instant));

const zoned = (name: string, instant: number, timeZone: string): ICalProperty => ({
  name,
  params: { TZID: timeZone },
  value: campusDateTime(instant, timeZone),
});

const pagePath = (origin: string, ...segments: string[]) =>
  `${origin.replace(/\/$/, "")}/${segments.map(encodeURIComponent).join("/")}`;

function vcalendar(
  site: CalendarSite,
  name: string,
  events: readonly ICalComponent[],
  span: { start: number; end: number } | null,
  extra: readonly ICalProperty[] = [],
): string {
  return writeICalendar({
    name: "VCALENDAR",
    properties: [
      { name: "VERSION", value: "2.0" },
      { name: "PRODID", value: PRODID },
      { name: "CALSCALE", value: "GREGORIAN" },
      { name: "METHOD", value: "PUBLISH" },
      textProperty("NAME", name),
      textProperty("X-WR-CALNAME", name),
      { name: "X-WR-TIMEZONE", value: site.time_zone },
      ...extra,
    ],
    components: [...(span ? [vtimezone(site.time_zone, span.start, span.end)] : []), ...events],
  });
}

/** Events a subscriber gets: published, not ended more than ENDED_EVENTS_KEPT_DAYS ago. */
export function calendarEvents(events: readonly Event[], now: Date): Event[] {
  const since = new Date(now.getTime() - ENDED_EVENTS_KEPT_DAYS * DAY_MS).toISOString();
  return events
    .filter((event) => event.published && event.end >= since)
    .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

function eventLocation(event: Event): string | null {
  if (event.custom_location) return event.custom_location_name;
  return event.location?.name ?? null;
}

function eventDescription(event: Event): string {
  return [event.brief.trim(), htmlToText(event.description)].filter(Boolean).join("\n\n");
}

function vevent(
  event: Event,
  site: CalendarSite,
  origin: string | undefined,
  now: Date,
): ICalComponent {
  const start = Date.parse(event.start);
  const end = Date.parse(event.end);
  return {
    name: "VEVENT",
    properties: [
      { name: "UID", value: uidOf(`event-${event.id}`, site, origin) },
      { name: "DTSTAMP", value: utcDateTime(now) },
      zoned("DTSTART", start, site.time_zone),
      // DTEND must be after DTSTART (section 3.6.1); an event without length ends where it starts.
      end > start ? zoned("DTEND", end, site.time_zone) : null,
      textProperty("SUMMARY", event.title),
      textProperty("DESCRIPTION", eventDescription(event)),
      textProperty("LOCATION", eventLocation(event)),
      origin ? { name: "URL", value: pagePath(origin, site.slug, "event", event.id) } : null,
    ],
  };
}

/** The campus's events feed (`GET /v1/events/calendar.ics`). */
export function eventsCalendar(input: {
  site: CalendarSite & Pick<Site, "events_published">;
  events: readonly Event[];
  now: Date;
  origin: string | undefined;
}): string {
  const { site, now, origin } = input;
  const events = site.events_published ? calendarEvents(input.events, now) : [];
  const span =
    events.length === 0
      ? null
      : {
          start: Math.min(...events.map((event) => Date.parse(event.start))),
          end: Math.max(...events.map((event) => Date.parse(event.end))),
        };
  return vcalendar(
    site,
    `${site.name} Dining events`,
    events.map((event) => vevent(event, site, origin, now)),
    span,
    // Subscribers poll; an hour is plenty for events announced days ahead (RFC 7986 section 5.7).
    [
      { name: "REFRESH-INTERVAL", params: { VALUE: "DURATION" }, value: "PT1H" },
      { name: "X-PUBLISHED-TTL", value: "PT1H" },
    ],
  );
}

export interface CalendarReservation {
  id: string;
  date: string;
  hour: number;
  minute: number;
  friends: number;
  location_name: string;
}

/** One reservation as an "Add to calendar" file (`GET /v1/customer/reservation_calendar`). */
export function reservationCalendar(input: {
  site: CalendarSite;
  reservation: CalendarReservation;
  now: Date;
  origin: string | undefined;
}): string {
  const { site, reservation, now, origin } = input;
  const start = campusInstant(
    reservation.date,
    reservation.hour * 60 + reservation.minute,
    site.time_zone,
  );
  const end = start + RESERVATION_MINUTES * 60_000;
  // The customer's notes stay out, as in the confirmation mail (free text that calendar apps
  // would turn into links under the campus's name).
  const event: ICalComponent = {
    name: "VEVENT",
    properties: [
      { name: "UID", value: uidOf(`reservation-${reservation.id}`, site, origin) },
      { name: "DTSTAMP", value: utcDateTime(now) },
      zoned("DTSTART", start, site.time_zone),
      zoned("DTEND", end, site.time_zone),
      textProperty("SUMMARY", `Reservation at ${reservation.location_name}`),
      textProperty(
        "DESCRIPTION",
        `Party: ${partyText(reservation.friends)}\n${site.name} Dining. To cancel, open your account's Reservations tab.`,
      ),
      textProperty("LOCATION", reservation.location_name),
      origin ? { name: "URL", value: pagePath(origin, site.slug, "customer-account") } : null,
    ],
  };
  return vcalendar(site, `${site.name} Dining reservation`, [event], { start, end });
}
