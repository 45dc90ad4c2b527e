import { beforeAll, describe, expect, it } from "vitest";
import { dynamoLocationStore } from "../../functions/menus/location-store";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { onRequestDone, type RequestDone } from "../../functions/platform/request-scope";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { importGroupHandler } from "../../scripts/local/group-handler-module";
import { parseMenuFile } from "../../scripts/menu-import/menu-file";
import { writeMenus } from "../../scripts/menu-import/write-menus";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays } from "../../shared/platform/time/ymd";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";
import { api } from "../support/api";
import { createBuilding, createLocation, createPeriod } from "../support/factories/location";
import { createSite } from "../support/factories/site";

// Menus through the real handlers: imported with the menu import, read by location/menu,
// the period routes, menu search and legacy menus, each within two DynamoDB round trips.

const site = createSite({ time_zone: "America/New_York", legacy_menus: true });
const building = createBuilding({ name: "North Hall" });
const hall = createLocation({ name: "North Dining", building_id: building.id });
const hidden = createLocation({ name: "Closed For Good", active: false });
const today = campusDate(new Date(), site.time_zone);
const tomorrow = addDays(today, 1);
const targets = () => ({ db: documentClient(), tableName: tableName() });

const importFile = (menus: unknown[]) => {
  const parsed = parseMenuFile({ site_id: site.id, menus });
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return writeMenus(targets(), parsed.file, new Date());
};

const lunch = createPeriod({ id: "lunch", name: "Lunch", sort_order: 1 }, [
  { name: "Margherita Pizza", filters: [{ name: "Milk", type: "allergen" }] },
  { name: "Garden Salad", filters: [{ name: "Vegan", type: "dietary" }] },
]);
const breakfast = createPeriod({ id: "breakfast", name: "Breakfast", sort_order: 0 }, [
  { name: "Pancakes" },
]);

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
  await dynamoLocationStore.putBuilding(site.id, building);
  for (const location of [hall, hidden]) await dynamoLocationStore.putLocation(site.id, location);
  await importFile([
    { location_id: hall.id, date: today, periods: [lunch, breakfast], legacy_html: "<p>Soup</p>" },
    { location_id: hall.id, date: tomorrow, closed: true },
  ]);
});

const base = `site_id=${site.id}&location_id=${hall.id}`;

describe("location/menu and the period routes", () => {
  it("answers every period of the day in tab order", async () => {
    const { status, body } = await api<{ closed: boolean; menu: { periods: { id: string }[] } }>(
      `/v1/location/menu?${base}&date=${today}`,
    );
    expect(status).toBe(200);
    expect(body.closed).toBe(false);
    expect(body.menu.periods.map((period) => period.id)).toEqual(["breakfast", "lunch"]);
  });

  it("answers closed, with no periods, on a closed day", async () => {
    const { body } = await api<{ closed: boolean; menu: { periods: unknown[] } }>(
      `/v1/location/menu?${base}&date=${tomorrow}`,
    );
    expect(body).toMatchObject({ status: "success", closed: true, menu: { periods: [] } });
  });

  it("lists the periods with the first one loaded, then loads another by id", async () => {
    const list = await api<{ periods: { name: string }[]; menu: { period: { id: string } } }>(
      `/v1/location/${hall.id}/periods?site_id=${site.id}&date=${today}`,
    );
    expect(list.body.periods.map((period) => period.name)).toEqual(["Breakfast", "Lunch"]);
    expect(list.body.menu.period.id).toBe("breakfast");
    const one = await api<{ menu: { period: { categories: { items: { name: string }[] }[] } } }>(
      `/v1/location/${hall.id}/periods/lunch?site_id=${site.id}&date=${today}`,
    );
    const names = one.body.menu.period.categories[0]?.items.map((item) => item.name);
    expect(names).toEqual(["Margherita Pizza", "Garden Salad"]);
  });

  it("answers 404 with the menu failure text for an unknown period", async () => {
    const { status, body } = await api(
      `/v1/location/${hall.id}/periods/dinner?site_id=${site.id}&date=${today}`,
    );
    expect(status).toBe(404);
    expect(body.msg).toBe(
      "Sorry, we weren't able to find menus for this location for the day you selected.",
    );
  });

  it("refuses an inactive location and another site's location alike", async () => {
    for (const query of [
      `site_id=${site.id}&location_id=${hidden.id}`,
      `site_id=cedar-ridge&location_id=${hall.id}`,
    ]) {
      const { status } = await api(`/v1/location/menu?${query}&date=${today}`);
      expect(status).toBe(404);
    }
  });
});

describe("menu search", () => {
  it("finds matching items on dates within the window", async () => {
    const { body } = await api<{ search_results: unknown[] }>(
      `/v1/location/menu_search?${base}&phrase=${encodeURIComponent("  pizza ")}`,
    );
    expect(body.search_results).toEqual([
      { date: today, periods: [{ name: "Lunch", items: [{ name: "Margherita Pizza" }] }] },
    ]);
  });

  it("answers an empty list when nothing matches, and refuses a blank phrase", async () => {
    const none = await api<{ search_results: unknown[] }>(
      `/v1/location/menu_search?${base}&phrase=sushi`,
    );
    expect(none.body.search_results).toEqual([]);
    const blank = await api(`/v1/location/menu_search?${base}&phrase=%20%20`);
    expect(blank.status).toBe(400);
  });
});

describe("legacy menus", () => {
  it("answers the day's HTML, and closed on a closed day", async () => {
    const open = await api<{ html: string | null }>(`/v1/legacy_menus/menu?${base}&date=${today}`);
    expect(open.body).toMatchObject({ closed: false, html: "<p>Soup</p>" });
    const closed = await api(`/v1/legacy_menus/menu?${base}&date=${tomorrow}`);
    expect(closed.body).toMatchObject({ closed: true, html: null });
  });
});

describe("location detail and lists", () => {
  it("answers the detail with its building, status and this week's hours", async () => {
    const { body } = await api<{ location: Record<string, unknown> }>(
      `/v1/location/${hall.id}/detail?site_id=${site.id}`,
    );
    expect(body.location).toMatchObject({ id: hall.id, building: { name: "North Hall" } });
    expect(body.location.week).toHaveLength(7);
    expect(body.location).not.toHaveProperty("schedules");
  });

  it("lists menu locations with buildings, and hides inactive ones", async () => {
    const { body } = await api<{ locations: { id: string }[]; buildings: { id: string }[] }>(
      `/v1/locations/all_locations?site_id=${site.id}&for_menus=true&with_buildings=true`,
    );
    expect(body.locations.map((location) => location.id)).toEqual([hall.id]);
    expect(body.buildings.map((b) => b.id)).toEqual([building.id]);
  });
});

describe("the menu import", () => {
  it("is idempotent per location and date, and replaces a day as a whole", async () => {
    const again = await importFile([
      {
        location_id: hall.id,
        date: today,
        periods: [lunch, breakfast],
        legacy_html: "<p>Soup</p>",
      },
    ]);
    expect(again.removed).toBe(0);
    const replaced = await importFile([{ location_id: hall.id, date: today, periods: [lunch] }]);
    // Lunch and the day's Today's Menu tile for the campus home (docs/data-model.md #11).
    expect(replaced).toMatchObject({ days: 1, written: 2, removed: 2 });
    const { body } = await api<{ menu: { periods: { id: string }[] } }>(
      `/v1/location/menu?${base}&date=${today}`,
    );
    expect(body.menu.periods.map((p) => p.id)).toEqual(["lunch"]);
    const closed = await api<{ closed: boolean }>(`/v1/location/menu?${base}&date=${tomorrow}`);
    expect(closed.body.closed).toBe(true);
  });

  it("names the bad row and refuses unknown locations", async () => {
    const bad = parseMenuFile({
      site_id: site.id,
      menus: [{ location_id: hall.id, date: today, periods: [{ ...lunch, sort_order: "x" }] }],
    });
    expect(bad).toEqual({
      ok: false,
      errors: ["menus[0].periods[0].sort_order: Expected number, received string"],
    });
    await expect(importFile([{ location_id: "nowhere", date: today }])).rejects.toThrow(
      'menus[0].location_id: Unknown location "nowhere" for this site',
    );
  });
});

describe("round trips", () => {
  // The handlers run in this process here, so the per-request counter is observable.
  const event = (
    routeKey: string,
    query: Record<string, string>,
    path: Record<string, string> = {},
  ) => ({
    ...structuredClone(httpApiEvent),
    routeKey,
    queryStringParameters: query,
    ...(Object.keys(path).length > 0 ? { pathParameters: path } : {}),
  });
  const q = { site_id: site.id, location_id: hall.id };

  it.each([
    ["location", "GET /v1/location/menu", { ...q, date: today }, {}],
    [
      "location",
      "GET /v1/location/{location_id}/periods",
      { site_id: site.id, date: today },
      { location_id: hall.id },
    ],
    [
      "location",
      "GET /v1/location/{location_id}/periods/{period_id}",
      { site_id: site.id, date: today },
      { location_id: hall.id, period_id: "lunch" },
    ],
    ["location", "GET /v1/location/menu_search", { ...q, phrase: "pizza" }, {}],
    [
      "location",
      "GET /v1/location/{location_id}/detail",
      { site_id: site.id },
      { location_id: hall.id },
    ],
    ["legacy_menus", "GET /v1/legacy_menus/menu", { ...q, date: today }, {}],
    [
      "locations",
      "GET /v1/locations/all_locations",
      { site_id: site.id, with_buildings: "true" },
      {},
    ],
    ["locations", "GET /v1/locations/open", { site_id: site.id }, {}],
    ["locations", "GET /v1/locations/hours_of_operation", { site_id: site.id }, {}],
    ["hours", "GET /v1/hours/with_locations", { site_id: site.id }, {}],
  ])("%s %s: at most two", async (group, routeKey, query, path) => {
    const { handler } = (await importGroupHandler(group)) as {
      handler: (event: unknown, context: unknown) => Promise<{ statusCode: number }>;
    };
    const seen: RequestDone[] = [];
    const stop = onRequestDone((done) => seen.push(done));
    const result = await handler(event(routeKey, query, path), lambdaContext);
    stop();
    expect(result.statusCode).toBe(200);
    expect(seen[0]?.dynamoRoundTrips).toBeGreaterThan(0);
    expect(seen[0]?.dynamoRoundTrips).toBeLessThanOrEqual(2);
  });
});
