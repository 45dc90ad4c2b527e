import { beforeAll, describe, expect, inject, it } from "vitest";
import { handler as locationHandler } from "../../functions/menus/location/handler";
import { dynamoLocationStore } from "../../functions/menus/location-store";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { onRequestDone, type RequestDone } from "../../functions/platform/request-scope";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { parseMenuFile } from "../../scripts/menu-import/menu-file";
import { writeMenus } from "../../scripts/menu-import/write-menus";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays } from "../../shared/platform/time/ymd";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";
import { signUpClient } from "../support/account-client";
import { api } from "../support/api";
import {
  createLocation,
  createPeriod,
  createReservableLocation,
} from "../support/factories/location";
import { createSchedule } from "../support/factories/schedule";
import { createSite } from "../support/factories/site";
import { icalRuleProblems, parsedEvents } from "../support/ical-rules";
import { openMensaProblems } from "../support/openmensa-rules";

// The open data routes through the local stack and the real handlers: the events feed and a
// location's OpenMensa feed (public, cached at the edge) and a reservation's calendar file
// (its owner's only, never stored).

const get = (path: string, cookie?: string) =>
  fetch(`${inject("baseUrl")}${path}`, cookie ? { headers: { cookie } } : {});

describe("the events feed", () => {
  it("is an iCalendar of the campus's events, cached like content", async () => {
    const response = await get("/v1/events/calendar.ics?site_id=cedar-ridge");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=60, stale-while-revalidate=600",
    );
    const text = await response.text();
    expect(icalRuleProblems(text)).toEqual([]);
    const listed = await api<{ events: { id: string }[] }>(
      "/v1/events/public_list?site_id=cedar-ridge",
    );
    const uids = parsedEvents(text).map((event) => event.uid);
    const host = new URL(inject("baseUrl")).hostname;
    for (const { id } of listed.body.events) {
      expect(uids).toContain(`event-${id}@cedarridge.${host}`);
    }
    expect(text).toContain("DTSTART;TZID=America/Los_Angeles:");
  });

  it("refuses an unknown campus like every public read", async () => {
    const response = await get("/v1/events/calendar.ics?site_id=no-such-campus");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
  });
});

describe("the OpenMensa feed", () => {
  const site = createSite({ time_zone: "America/New_York" });
  const today = campusDate(new Date(), site.time_zone);
  // Open every day but the day after tomorrow, which a 'closed' schedule closes.
  const hall = createLocation({
    name: "North Dining",
    schedules: [
      createSchedule({ type: "location", start: addDays(today, -1), end: addDays(today, 30) }),
      createSchedule({
        type: "closed",
        start: addDays(today, 2),
        end: addDays(today, 2),
      }),
    ],
  });
  const hidden = createLocation({ name: "Catering Kitchen", show_menus: false });

  beforeAll(async () => {
    await dynamoSiteStore.put(site, false, new Date());
    for (const location of [hall, hidden]) await dynamoLocationStore.putLocation(site.id, location);
    const parsed = parseMenuFile({
      site_id: site.id,
      menus: [
        {
          location_id: hall.id,
          date: today,
          periods: [
            createPeriod({ id: "lunch", name: "Lunch" }, [
              { name: "Margherita Pizza", filters: [{ name: "Milk", type: "allergen" }] },
              { name: "Garden Salad", filters: [{ name: "Vegan", type: "dietary" }] },
            ]),
          ],
        },
        { location_id: hall.id, date: addDays(today, 1), closed: true },
      ],
    });
    if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
    await writeMenus({ db: documentClient(), tableName: tableName() }, parsed.file, new Date());
  });

  it("serves today's menu, the closed days, and keeps OpenMensa's schema", async () => {
    const response = await get(`/v1/location/${hall.id}/openmensa.xml?site_id=${site.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=60, stale-while-revalidate=600",
    );
    const xml = await response.text();
    expect(openMensaProblems(xml)).toEqual([]);
    expect(xml).toContain(`<day date="${today}">`);
    expect(xml).toContain("<name>Margherita Pizza</name>");
    expect(xml).toContain("<note>Contains Milk</note>");
    expect(xml).toContain("<note>Vegan</note>");
    const closed = [...xml.matchAll(/<day date="([\d-]+)">\s*<closed\/>/g)].map((m) => m[1]);
    expect(closed).toEqual([addDays(today, 1), addDays(today, 2)]);
  });

  it("is not offered for a location off the menu page, nor another campus's", async () => {
    const off = await get(`/v1/location/${hidden.id}/openmensa.xml?site_id=${site.id}`);
    expect(off.status).toBe(404);
    const elsewhere = await get(`/v1/location/${hall.id}/openmensa.xml?site_id=cedar-ridge`);
    expect(elsewhere.status).toBe(404);
  });

  it("reads the site, the location and 15 days of menus in one round trip", async () => {
    const handler = locationHandler as unknown as (
      event: unknown,
      context: unknown,
    ) => Promise<{ statusCode: number }>;
    const seen: RequestDone[] = [];
    const stop = onRequestDone((done) => seen.push(done));
    const result = await handler(
      {
        ...structuredClone(httpApiEvent),
        routeKey: "GET /v1/location/{location_id}/openmensa.xml",
        queryStringParameters: { site_id: site.id },
        pathParameters: { location_id: hall.id },
      },
      lambdaContext,
    );
    stop();
    expect(result.statusCode).toBe(200);
    expect(seen[0]?.dynamoRoundTrips).toBeLessThanOrEqual(1);
  });
});

describe("a reservation's calendar file", () => {
  const site = createSite({ customer_login: true, email: "dining@calendar.example.edu" });
  const today = campusDate(new Date(), site.time_zone);
  const tomorrow = addDays(today, 1);
  const location = createReservableLocation(today, { reservation_capacity: 10 });

  beforeAll(async () => {
    await dynamoSiteStore.put(site, false, new Date());
    await dynamoLocationStore.putLocation(site.id, location);
  });

  it("gives the signed-in owner an .ics of the booking, never stored", async () => {
    const owner = await signUpClient(site.id);
    const booked = await owner.client.call<{ reservation: { id: string } }>("/v1/reservations", {
      method: "POST",
      body: {
        site_id: site.id,
        location_id: location.id,
        date: tomorrow,
        hour: 12,
        minute: 30,
        friends: 0,
        first_name: "Robin",
        last_name: "Tester",
        email: owner.form.email,
        notes: "allergic to everything",
        ver: 2,
      },
    });
    expect(booked.status, booked.body.msg).toBe(200);
    const path = `/v1/customer/reservation_calendar?site_id=${site.id}&reservation_id=${booked.body.reservation.id}`;
    const file = await owner.client.call(path);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="reservation.ics"');
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    const text = Buffer.from(file.bytes).toString("utf8");
    expect(icalRuleProblems(text)).toEqual([]);
    const [event] = parsedEvents(text);
    expect(event?.startDate.toString()).toBe(`${tomorrow}T12:30:00`);
    expect(event?.summary).toBe(`Reservation at ${location.name}`);
    expect(text).not.toContain("allergic");

    // Someone else, signed in, finds nothing; nobody signed out gets in.
    const stranger = await signUpClient(site.id);
    expect((await stranger.client.call(path)).status).toBe(404);
    expect((await get(path)).status).toBe(401);
  });
});
