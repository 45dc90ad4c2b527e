import { describe, expect, it } from "vitest";
import { onRequestDone, type RequestDone } from "../../functions/lib/request-scope";
import { routeKey } from "../../shared/api/route";
import { locationsAndMenusRoutes } from "../../shared/api/routes/locations-and-menus";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";

// Every route of the area, with its documented example, against the demo campuses: it answers
// 200 within two DynamoDB round trips (docs/data-model.md), in the handler's own process.

function eventFor(route: (typeof locationsAndMenusRoutes)[number]) {
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

describe("locations, hours and menus: documented examples on the demo campuses", () => {
  it.each(locationsAndMenusRoutes.map((route) => [route.operationId, route] as const))(
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
