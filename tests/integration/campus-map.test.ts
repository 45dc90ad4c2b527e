import { beforeAll, describe, expect, it } from "vitest";
import { dynamoLocationStore } from "../../functions/menus/location-store";
import { onRequestDone, type RequestDone } from "../../functions/platform/request-scope";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";
import { api } from "../support/api";
import { createBuilding, createLocation } from "../support/factories/location";
import { createSite } from "../support/factories/site";

// GET location/map (requirements: public-browsing §7): what the campus map draws, public and cacheable.
const site = createSite();
const hall = createBuilding({ name: "Maple Hall", sort_order: 1 });
const empty = createBuilding({ name: "Empty Hall", sort_order: 0 });
const address = (lat: number, lon: number) => ({
  street: "1 Maple Way",
  city: "Troy",
  state: "NY",
  lat,
  lon,
});
const commons = createLocation({
  name: "Maple Commons",
  building_id: hall.id,
  sort_order: 2,
  address: address(42.73, -73.68),
});
const cart = createLocation({
  name: "Coffee Cart",
  sort_order: 1,
  address: address(42.731, -73.681),
});
const hidden = createLocation({ name: "Back Kitchen", show_map: false, address: address(1, 1) });
const closedDown = createLocation({ name: "Old Grill", active: false, address: address(2, 2) });
const noAddress = createLocation({ name: "Pop-up", address: null });

interface MapBody {
  map: {
    center: { lat: number; lon: number } | null;
    zoom: number;
    buildings: { id: string; name: string }[];
    markers: { id: string; name: string; lat: number; lon: number; building_id: string | null }[];
  };
}

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
  for (const building of [hall, empty]) await dynamoLocationStore.putBuilding(site.id, building);
  for (const location of [commons, cart, hidden, closedDown, noAddress]) {
    await dynamoLocationStore.putLocation(site.id, location);
  }
});

describe("GET /v1/location/map", () => {
  it("answers a marker per mapped location, the buildings that hold one, zoom 16; cacheable", async () => {
    const { status, headers, body } = await api<MapBody>(`/v1/location/map?site_id=${site.id}`);
    expect(status).toBe(200);
    expect(body.status).toBe("success");
    expect(body.map.zoom).toBe(16);
    expect(body.map.markers).toEqual([
      { id: cart.id, name: "Coffee Cart", lat: 42.731, lon: -73.681, building_id: null },
      { id: commons.id, name: "Maple Commons", lat: 42.73, lon: -73.68, building_id: hall.id },
    ]);
    expect(body.map.buildings).toEqual([{ id: hall.id, name: "Maple Hall" }]);
    expect(body.map.center).not.toBeNull();
    expect(headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
  });

  it("refuses an unknown site with 4xx and is listed in the OpenAPI document", async () => {
    const unknown = await api(`/v1/location/map?site_id=no-such-site`);
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.body.status).toBe("error");
    expect(unknown.headers.get("cache-control")).toMatch(/no-store/);
    const doc = await api<{ paths: Record<string, unknown> }>("/v1/openapi.json");
    expect(Object.keys(doc.body.paths)).toContain("/v1/location/map");
  });

  it("costs at most two DynamoDB round trips", async () => {
    const { handler } = await import("../../functions/menus/location/handler");
    const seen: RequestDone[] = [];
    const stop = onRequestDone((done) => seen.push(done));
    const result = await handler(
      {
        ...structuredClone(httpApiEvent),
        routeKey: "GET /v1/location/map",
        queryStringParameters: { site_id: site.id },
      } as never,
      lambdaContext,
    );
    stop();
    expect((result as { statusCode: number }).statusCode).toBe(200);
    expect(seen[0]?.dynamoRoundTrips).toBeGreaterThan(0);
    expect(seen[0]?.dynamoRoundTrips).toBeLessThanOrEqual(2);
  });
});
