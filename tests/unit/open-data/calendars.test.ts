import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { htmlToText } from "../../../shared/platform/open-data/html-text";
import {
  icalOffset,
  offsetChanges,
  vtimezone,
} from "../../../shared/platform/open-data/ical-timezone";
import { campusInstant } from "../../../shared/platform/time/campus-clock";
import {
  calendarEvents,
  ENDED_EVENTS_KEPT_DAYS,
  eventsCalendar,
  RESERVATION_MINUTES,
  reservationCalendar,
  uidOf,
} from "../../../shared/site-content/open-data/calendars";
import { type Event, eventSchema } from "../../../shared/site-content/schemas/event";
import { icalRuleProblems, parsedEvents } from "../../support/ical-rules";

// The events feed and the reservation file, read back by an independent parser (ical.js) with
// only the stream's own VTIMEZONE: every instant must come back exactly, in any campus zone.

const ORIGIN = "https://dining.example.edu";
const NOW = new Date("2026-03-01T12:00:00Z");
const site = {
  slug: "cedarridge",
  name: "Cedar Ridge",
  time_zone: "America/Chicago",
  events_published: true,
};

const event = (overrides: Partial<Event> & Pick<Event, "id">): Event =>
  eventSchema.parse({
    title: "Winter Brunch",
    start: "2026-03-07T16:00:00Z",
    end: "2026-03-07T19:00:00Z",
    ...overrides,
  });

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters TEXT drops
const DROPPED = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

const ZONES = [
  "America/Chicago",
  "America/New_York",
  "America/Los_Angeles",
  "America/Phoenix",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Dublin",
  "Asia/Kolkata",
  "Australia/Lord_Howe",
  "Pacific/Auckland",
  "Africa/Casablanca",
];

describe("the events feed", () => {
  const feed = eventsCalendar({
    site,
    now: NOW,
    origin: ORIGIN,
    events: [
      event({
        id: "brunch",
        title: "Brunch; pancakes, waffles \\ more",
        brief: "Sunday brunch",
        description: "<p>All you can eat &amp; <b>free</b> coffee.</p><ul><li>Waffles</li></ul>",
        location: { name: "Cedar Commons" },
      }),
      event({
        id: "bbq",
        start: "2026-04-10T22:00:00Z",
        end: "2026-04-11T01:00:00Z",
        custom_location: true,
        custom_location_name: "The Quad",
        location: { name: "Ignored" },
      }),
      event({ id: "draft", published: false }),
      event({ id: "long-ago", start: "2026-01-01T16:00:00Z", end: "2026-01-01T18:00:00Z" }),
    ],
  });

  it("keeps RFC 5545's rules", () => {
    expect(icalRuleProblems(feed)).toEqual([]);
  });

  it("reads back with ical.js: UIDs, times, texts and links", () => {
    const events = parsedEvents(feed);
    expect(events.map((e) => e.uid)).toEqual([
      "event-brunch@cedarridge.dining.example.edu",
      "event-bbq@cedarridge.dining.example.edu",
    ]);
    const [brunch, bbq] = events;
    expect(brunch?.startDate.toJSDate().toISOString()).toBe("2026-03-07T16:00:00.000Z");
    expect(brunch?.endDate.toJSDate().toISOString()).toBe("2026-03-07T19:00:00.000Z");
    expect(brunch?.startDate.zone?.tzid).toBe("America/Chicago");
    expect(brunch?.summary).toBe("Brunch; pancakes, waffles \\ more");
    expect(brunch?.description).toBe("Sunday brunch\n\nAll you can eat & free coffee.\n• Waffles");
    expect(brunch?.location).toBe("Cedar Commons");
    expect(brunch?.component.getFirstPropertyValue("url")).toBe(
      "https://dining.example.edu/cedarridge/event/brunch",
    );
    // Across the spring change: 22:00Z in April is 5 pm CDT.
    expect(bbq?.startDate.toString()).toBe("2026-04-10T17:00:00");
    expect(bbq?.endDate.toJSDate().toISOString()).toBe("2026-04-11T01:00:00.000Z");
    expect(bbq?.location).toBe("The Quad");
  });

  it("writes local times with the campus's TZID and DTSTAMP in UTC", () => {
    expect(feed).toContain("DTSTART;TZID=America/Chicago:20260307T100000\r\n");
    expect(feed).toContain("DTSTAMP:20260301T120000Z\r\n");
    expect(feed).toContain("BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0600\r\n");
  });

  it("is empty when the campus does not publish events, and then needs no VTIMEZONE", () => {
    const none = eventsCalendar({
      site: { ...site, events_published: false },
      now: NOW,
      origin: undefined,
      events: [event({ id: "brunch" })],
    });
    expect(icalRuleProblems(none)).toEqual([]);
    expect(none).not.toContain("BEGIN:VEVENT");
    expect(none).not.toContain("BEGIN:VTIMEZONE");
  });

  it("keeps ended events for a while, drops drafts, and orders by start", () => {
    const kept = calendarEvents(
      [
        event({ id: "b", start: "2026-03-02T10:00:00Z", end: "2026-03-02T11:00:00Z" }),
        event({ id: "a", start: "2026-03-02T10:00:00Z", end: "2026-03-02T11:00:00Z" }),
        event({ id: "recent", start: "2026-02-01T10:00:00Z", end: "2026-02-01T11:00:00Z" }),
        event({ id: "old", start: "2026-01-01T10:00:00Z", end: "2026-01-01T11:00:00Z" }),
        event({ id: "hidden", published: false }),
      ],
      NOW,
    );
    expect(ENDED_EVENTS_KEPT_DAYS).toBe(30);
    expect(kept.map((e) => e.id)).toEqual(["recent", "a", "b"]);
  });

  it("leaves DTEND out of an event without length and URL out without a web origin", () => {
    const text = eventsCalendar({
      site,
      now: NOW,
      origin: undefined,
      events: [event({ id: "instant", end: "2026-03-07T16:00:00Z", description: "" })],
    });
    expect(icalRuleProblems(text)).toEqual([]);
    expect(text).not.toContain("DTEND");
    expect(text).not.toContain("URL:");
    expect(text).not.toContain("DESCRIPTION");
    expect(text).toContain("UID:event-instant@cedarridge.dineoncampus.invalid\r\n");
  });

  it("gives an event back at its instants in any campus zone, whatever its text", () => {
    const instant = fc.integer({
      min: Date.UTC(2000, 0, 2),
      max: Date.UTC(2099, 11, 30),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        instant,
        fc.integer({ min: 1, max: 3 * 24 * 60 }),
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 120 }),
        (zone, start, minutes, title) => {
          const text = eventsCalendar({
            site: { ...site, time_zone: zone },
            now: new Date(start),
            origin: ORIGIN,
            events: [
              event({
                id: "e",
                title: title.trim() || "x",
                start: new Date(Math.floor(start / 1000) * 1000).toISOString(),
                end: new Date(Math.floor(start / 1000) * 1000 + minutes * 60_000).toISOString(),
              }),
            ],
          });
          expect(icalRuleProblems(text)).toEqual([]);
          const [read] = parsedEvents(text);
          expect(read?.startDate.toJSDate().getTime()).toBe(Math.floor(start / 1000) * 1000);
          expect(read?.endDate.toJSDate().getTime()).toBe(
            Math.floor(start / 1000) * 1000 + minutes * 60_000,
          );
          const expected = (title.trim() || "x").replace(/\r\n?/g, "\n").replace(DROPPED, "");
          expect(read?.summary).toBe(expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("the reservation file", () => {
  const reservation = {
    id: "r-1",
    date: "2026-03-08",
    hour: 12,
    minute: 30,
    friends: 2,
    location_name: "Cedar Commons, upstairs",
  };

  it("books the campus wall-clock time for an hour, with a stable UID", () => {
    const text = reservationCalendar({ site, reservation, now: NOW, origin: ORIGIN });
    expect(icalRuleProblems(text)).toEqual([]);
    const [read] = parsedEvents(text);
    expect(read?.uid).toBe(uidOf("reservation-r-1", site, ORIGIN));
    expect(read?.startDate.toString()).toBe("2026-03-08T12:30:00");
    expect(read?.startDate.toJSDate().getTime()).toBe(
      campusInstant("2026-03-08", 12 * 60 + 30, "America/Chicago"),
    );
    expect(read?.duration.toSeconds()).toBe(RESERVATION_MINUTES * 60);
    expect(read?.summary).toBe("Reservation at Cedar Commons, upstairs");
    expect(read?.location).toBe("Cedar Commons, upstairs");
    expect(read?.description).toContain("Party: 3 people (you and 2 guests)");
    expect(read?.component.getFirstPropertyValue("url")).toBe(
      "https://dining.example.edu/cedarridge/customer-account",
    );
  });

  it("never carries the customer's notes", () => {
    const text = reservationCalendar({
      site,
      reservation: { ...reservation, notes: "visit evil.example" } as typeof reservation,
      now: NOW,
      origin: undefined,
    });
    expect(text).not.toContain("evil.example");
    expect(text).not.toContain("URL:");
  });
});

describe("VTIMEZONE", () => {
  it("lists each offset change with its local onset", () => {
    const changes = offsetChanges("America/New_York", Date.UTC(2026, 0, 1), Date.UTC(2026, 11, 31));
    expect(changes).toEqual([
      { at: Date.UTC(2026, 2, 8, 7), from: -300, to: -240 },
      { at: Date.UTC(2026, 10, 1, 6), from: -240, to: -300 },
    ]);
  });

  it("names half-hour and negative offsets and a zone without changes", () => {
    expect(icalOffset(330)).toBe("+0530");
    expect(icalOffset(-570)).toBe("-0930");
    expect(icalOffset(0)).toBe("+0000");
    const kolkata = vtimezone("Asia/Kolkata", Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(kolkata.components).toHaveLength(1);
    expect(kolkata.components?.[0]?.name).toBe("STANDARD");
  });

  it("marks summer time DAYLIGHT in the southern hemisphere too", () => {
    const auckland = vtimezone("Pacific/Auckland", Date.UTC(2026, 0, 1), Date.UTC(2026, 11, 31));
    // January is summer there: the first observance is daylight time.
    expect(auckland.components?.map((c) => c.name)).toEqual(["DAYLIGHT", "STANDARD", "DAYLIGHT"]);
  });

  it("reads UTC itself", () => {
    const london = vtimezone("Europe/London", Date.UTC(2026, 0, 10), Date.UTC(2026, 0, 11));
    expect(london.components?.[0]?.properties).toContainEqual({
      name: "TZOFFSETTO",
      value: "+0000",
    });
  });
});

describe("htmlToText", () => {
  it("keeps the text and the line structure of an event description", () => {
    expect(
      htmlToText(
        "<h2>Menu</h2><p>Soup&nbsp;&amp; salad<br>Bread</p><script>x()</script><ul><li>One</li></ul>&#8364;&#x41;&bogus;&#0;",
      ),
    ).toBe("Menu\nSoup & salad\nBread\n• One\n€A&bogus;&#0;");
  });
});
