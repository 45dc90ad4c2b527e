import { beforeAll, describe, expect, it } from "vitest";
import { dynamoLocationStore } from "../../functions/menus/location-store";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { onRequestDone, type RequestDone } from "../../functions/platform/request-scope";
import { clearSiteCache } from "../../functions/platform/site-cache";
import { queryAll } from "../../functions/platform/table";
import { readHome } from "../../functions/site-content/sites/home-store";
import { importGroupHandler } from "../../scripts/local/group-handler-module";
import { parseMenuFile } from "../../scripts/menu-import/menu-file";
import { writeMenus } from "../../scripts/menu-import/write-menus";
import { type RouteDefinition, routeKey } from "../../shared/platform/api/route";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays } from "../../shared/platform/time/ymd";
import { routeList } from "../../shared/route-list";
import { eventEntity } from "../../shared/site-content/entities/event";
import { homeOfSite } from "../../shared/site-content/entities/home";
import { newsEntity } from "../../shared/site-content/entities/news";
import { type Event, eventSchema } from "../../shared/site-content/schemas/event";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";
import {
  createStoredSite,
  createSurvey,
  putContent,
  putSurvey,
} from "../support/factories/content";
import { createLocation, createPeriod } from "../support/factories/location";
import { createSchedule } from "../support/factories/schedule";
import { inProcessStaff } from "../support/staff";

// The campus home and the other public reads through the real handlers, in this process: each
// call's DynamoDB requests and round trips (the budget: at most 3 requests in at most 2 round
// trips), and the home tiles' content following the campus's changes (docs/data-model.md #11,
// docs/decisions/public-site.md "Round trips").

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;

async function call(route: RouteDefinition, params: Record<string, unknown> = route.example) {
  const { handler } = (await importGroupHandler(route.group)) as {
    handler: Handler;
  };
  const query: Record<string, string> = {};
  const path: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    (route.path.includes(`{${name}}`) ? path : query)[name] = String(value);
  }
  const seen: RequestDone[] = [];
  const stop = onRequestDone((done) => seen.push(done));
  const result = await handler(
    {
      ...structuredClone(httpApiEvent),
      routeKey: routeKey(route),
      queryStringParameters: query,
      ...(Object.keys(path).length > 0 ? { pathParameters: path } : {}),
    },
    lambdaContext,
  );
  stop();
  expect(result.statusCode, result.body).toBe(200);
  expect(seen).toHaveLength(1);
  return { body: JSON.parse(result.body) as Record<string, unknown>, done: seen[0] as RequestDone };
}

const route = (operationId: string): RouteDefinition => {
  const found = routeList.find((r) => r.operationId === operationId);
  if (!found) throw new Error(`no route ${operationId}`);
  return found;
};

const publicReads = routeList.filter(
  (r) => r.method === "GET" && r.auth === "public" && r.response !== "raw",
);

describe("DynamoDB requests of the public reads (at most 3, in at most 2 round trips)", () => {
  it.each(publicReads.map((r) => [r.operationId, r] as const))(
    "%s, with the site check warm",
    async (_id, read) => {
      await call(read);
      const { done } = await call(read);
      expect(done.dynamoCalls).toBeLessThanOrEqual(3);
      expect(done.dynamoRoundTrips).toBeLessThanOrEqual(2);
    },
  );

  it("reads the home tiles with one Query of the home beside the surveys' two requests", async () => {
    await call(route("getHomeTiles"));
    const warm = await call(route("getHomeTiles"));
    // Two in sequence at most (the surveys' shards after their Query); one when the shards
    // leave while the home's Query is still in flight.
    expect(warm.done.dynamoCalls).toBe(3);
    expect(warm.done.dynamoRoundTrips).toBeLessThanOrEqual(2);
    // A Lambda's first call for the campus also reads the site item, in the first round trip.
    clearSiteCache();
    const cold = await call(route("getHomeTiles"));
    expect(cold.done.dynamoCalls).toBe(4);
    expect(cold.done.dynamoRoundTrips).toBeLessThanOrEqual(2);
  });

  it("reads today's menus and the order form with one Query each", async () => {
    for (const operationId of ["getTodaysMenu", "listOrderForm", "quickAddOrderForm"]) {
      clearSiteCache();
      const cold = await call(route(operationId));
      expect(cold.done, operationId).toMatchObject({ dynamoCalls: 2, dynamoRoundTrips: 1 });
      const warm = await call(route(operationId));
      expect(warm.done, operationId).toMatchObject({ dynamoCalls: 1, dynamoRoundTrips: 1 });
    }
  });

  it("finds the site read by sites/{slug}/info when the home tiles come next", async () => {
    clearSiteCache();
    await call(route("getSiteInfo"), { slug: "cedarridge" });
    const { done } = await call(route("getHomeTiles"), { site_id: "cedar-ridge" });
    expect(done.dynamoCalls).toBe(3);
  });
});

interface HomeTiles {
  news_html: string;
  todays_menu: {
    date: string;
    locations: {
      id: string;
      periods: { name: string; stations: { items: { name: string }[] }[] }[];
    }[];
  };
  hours: { locations: { id: string; today: { status: string; texts: string[] } }[] };
  status: { locations: { id: string; open: boolean }[] };
  upcoming: { current_events: { id: string }[] };
  surveys: { surveys: { id: string }[] };
}

describe("the home tiles follow the campus's changes", () => {
  const now = new Date();
  let siteId: string;
  let today: string;
  const grill = createLocation({ name: "Grill", sort_order: 1 });
  const cafe = createLocation({ name: "Cafe", sort_order: 2 });

  const home = async () =>
    (await call(route("getHomeTiles"), { site_id: siteId })).body as unknown as HomeTiles;
  const importMenus = async (menus: unknown[]) => {
    const parsed = parseMenuFile({ site_id: siteId, menus });
    if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
    await writeMenus({ db: documentClient(), tableName: tableName() }, parsed.file, new Date());
  };
  const putEvent = (overrides: Partial<Event> & { id: string }) =>
    putContent(
      eventEntity.toItem(
        { siteId, id: overrides.id },
        eventSchema.parse({
          title: `Event ${overrides.id}`,
          start: new Date(now.getTime() + 86_400_000).toISOString(),
          end: new Date(now.getTime() + 90_000_000).toISOString(),
          ...overrides,
        }),
      ),
    );

  beforeAll(async () => {
    const site = await createStoredSite({ events_published: true });
    siteId = site.id;
    today = campusDate(now, site.time_zone);
    // Open all day, every day, from the day before yesterday for a month.
    const allDay = createSchedule({
      start: addDays(today, -2),
      end: addDays(today, 30),
      start_hour: 0,
      end_hour: 0,
    });
    for (const location of [grill, cafe]) {
      await dynamoLocationStore.putLocation(siteId, { ...location, schedules: [allDay] });
    }
    await putContent(newsEntity.toItem({ siteId }, { html: "<p>Welcome back</p>" }));
  });

  it("shows an edited news tile", async () => {
    expect((await home()).news_html).toBe("<p>Welcome back</p>");
    await putContent(newsEntity.toItem({ siteId }, { html: "<p>Finals week hours</p>" }));
    expect((await home()).news_html).toBe("<p>Finals week hours</p>");
  });

  it("lists a new event, and never reads ended or unpublished ones", async () => {
    await putEvent({ id: "ended", end: new Date(now.getTime() - 60_000).toISOString() });
    await putEvent({ id: "hidden", published: false });
    expect((await home()).upcoming.current_events).toEqual([]);
    await putEvent({ id: "tasting" });
    expect((await home()).upcoming.current_events.map((event) => event.id)).toEqual(["tasting"]);
    // The projection's range starts at now: the ended event is not even read.
    const read = await readHome(siteId, new Date());
    expect(read.events.map((event) => event.id)).toEqual(["tasting"]);
  });

  it("shows a survey once it is published", async () => {
    const survey = createSurvey({ published: false });
    await putSurvey(siteId, survey);
    expect((await home()).surveys.surveys).toEqual([]);
    await putSurvey(siteId, { ...survey, published: true });
    expect((await home()).surveys.surveys.map((s) => s.id)).toEqual([survey.id]);
  });

  it("shows today's menu of each menu location, and follows a re-import", async () => {
    const lunch = createPeriod({ id: "lunch", name: "Lunch" }, [{ name: "Tacos" }]);
    const dinner = createPeriod({ id: "dinner", name: "Dinner", sort_order: 2 }, [
      { name: "Ramen" },
    ]);
    await importMenus([
      { location_id: grill.id, date: today, periods: [dinner, lunch] },
      { location_id: cafe.id, date: addDays(today, 1), periods: [lunch] },
    ]);
    const first = (await home()).todays_menu;
    expect(first.date).toBe(today);
    expect(first.locations.map((l) => [l.id, l.periods.map((p) => p.name)])).toEqual([
      [grill.id, ["Lunch", "Dinner"]],
    ]);
    await importMenus([
      { location_id: grill.id, date: today, closed: true },
      { location_id: cafe.id, date: today, periods: [dinner] },
    ]);
    const again = (await home()).todays_menu.locations;
    expect(again.map((l) => [l.id, l.periods[0]?.stations[0]?.items[0]?.name])).toEqual([
      [cafe.id, "Ramen"],
    ]);
    const todays = await call(route("getTodaysMenu"), { site_id: siteId });
    expect(todays.body).toMatchObject({ date: today, locations: [{ id: cafe.id }] });
  });

  it("shows special hours a manager sets in the console", async () => {
    const before = await home();
    expect(before.hours.locations.find((l) => l.id === grill.id)?.today.status).toBe("open");
    expect(before.status.locations.find((l) => l.id === grill.id)?.open).toBe(true);
    const manager = await inProcessStaff("manager", siteId);
    const put = await manager.call("PUT", "/v1/operations/special_hours", {
      site_id: siteId,
      location_id: grill.id,
      date: today,
      closed: true,
      note: "Pipe burst",
    });
    expect(put.status, put.body.msg).toBe(200);
    const after = await home();
    expect(after.hours.locations.find((l) => l.id === grill.id)?.today.status).toBe("closed");
    expect(after.status.locations.find((l) => l.id === grill.id)?.open).toBe(false);
    expect(after.status.locations.find((l) => l.id === cafe.id)?.open).toBe(true);
  });

  it("keeps the home's Query to the campus's own items", async () => {
    const items = await queryAll(homeOfSite(siteId, new Date()));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.site_id).toBe(siteId);
  });
});
