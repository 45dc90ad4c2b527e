import { describe, expect, it } from "vitest";
import { onRequestDone, type RequestDone } from "../../functions/platform/request-scope";
import { clearSiteCache } from "../../functions/platform/site-cache";
import { importGroupHandler } from "../../scripts/local/group-handler-module";
import { type RouteDefinition, routeKey } from "../../shared/platform/api/route";
import { routeList } from "../../shared/route-list";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";

// Every public read of the route list, with its documented example, against the demo campuses:
// it answers 200 within two DynamoDB round trips (docs/data-model.md; requests sent together
// share one), in the handler's own process. A new GET route is checked the day it is added.
// Each call starts with a cold published-site cache, so the site read is counted every time.
const publicReads = routeList.filter(
  (route) => route.method === "GET" && route.auth === "public" && route.response !== "raw",
);

function eventFor(route: RouteDefinition) {
  const query: Record<string, string> = {};
  const path: Record<string, string> = {};
  for (const [name, value] of Object.entries(route.example)) {
    (route.path.includes(`{${name}}`) ? path : query)[name] = String(value);
  }
  return {
    ...structuredClone(httpApiEvent),
    routeKey: routeKey(route),
    queryStringParameters: query,
    ...(Object.keys(path).length > 0 ? { pathParameters: path } : {}),
  };
}

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;

describe("documented examples of every public read on the demo campuses", () => {
  it("covers the areas built so far", () => {
    const groups = new Set(publicReads.map((route) => route.group));
    for (const group of ["sites", "locations", "location", "events", "sections", "tiles"]) {
      expect(groups).toContain(group);
    }
  });

  it.each(publicReads.map((route) => [route.operationId, route] as const))(
    "%s answers 200 within two round trips",
    async (_id, route) => {
      const { handler } = (await importGroupHandler(route.group)) as {
        handler: Handler;
      };
      clearSiteCache();
      const seen: RequestDone[] = [];
      const stop = onRequestDone((done) => seen.push(done));
      const result = await handler(eventFor(route), lambdaContext);
      stop();
      expect(result.statusCode, result.body).toBe(200);
      // The request was seen (getCsrfToken rightly needs no DynamoDB call at all).
      expect(seen).toHaveLength(1);
      expect(seen[0]?.dynamoRoundTrips).toBeLessThanOrEqual(2);
    },
  );
});
