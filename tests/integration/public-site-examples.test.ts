import { describe, expect, it } from "vitest";
import { onRequestDone, type RequestDone } from "../../functions/lib/request-scope";
import type { RouteDefinition } from "../../shared/api/route";
import { routeKey } from "../../shared/api/route";
import { listUpcomingEvents } from "../../shared/api/routes/events";
import { publicSiteRoutes } from "../../shared/api/routes/public-site";
import { siteHomeRoutes } from "../../shared/api/routes/site-home";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";

// The public site's routes, each with its documented example against the demo campuses: 200
// within two DynamoDB round trips (requests sent together share one), in the handler's process.
const ROUTES: readonly RouteDefinition[] = [
  ...publicSiteRoutes,
  ...siteHomeRoutes,
  listUpcomingEvents,
];

function eventFor(route: RouteDefinition) {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(route.example as Record<string, unknown>)) {
    query[name] = String(value);
  }
  return {
    ...structuredClone(httpApiEvent),
    routeKey: routeKey(route),
    queryStringParameters: query,
  };
}

describe("public site: documented examples on the demo campuses", () => {
  it.each(ROUTES.map((route) => [route.operationId, route] as const))(
    "%s answers 200 within two round trips",
    async (_id, route) => {
      const { handler } = (await import(`../../functions/${route.group}/handler.ts`)) as {
        handler: (
          event: unknown,
          context: unknown,
        ) => Promise<{ statusCode: number; body: string }>;
      };
      const seen: RequestDone[] = [];
      const stop = onRequestDone((done) => seen.push(done));
      const result = await handler(eventFor(route), lambdaContext);
      stop();
      expect(result.statusCode, result.body).toBe(200);
      expect(seen[0]?.dynamoRoundTrips).toBeGreaterThan(0);
      expect(seen[0]?.dynamoRoundTrips).toBeLessThanOrEqual(2);
    },
  );
});
