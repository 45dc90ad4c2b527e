import { describe, expect, it } from "vitest";
import { onRequestDone, type RequestDone } from "../../functions/platform/request-scope";
import { handler as cartHandler } from "../../functions/purchase/cart/handler";
import { handler as promoHandler } from "../../functions/purchase/promo_codes/handler";
import { handler as orderformHandler } from "../../functions/visitor-forms/orderform/handler";
import { type RouteDefinition, routeKey } from "../../shared/platform/api/route";
import { cartRoutes } from "../../shared/purchase/routes/cart";
import { promoCodeRoutes } from "../../shared/purchase/routes/promo-codes";
import { orderformRoutes } from "../../shared/visitor-forms/routes/orderform";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";
import { inProcessCsrf } from "../support/csrf";

type Handler = (
  event: unknown,
  context: unknown,
) => Promise<{ statusCode: number; body: string; cookies?: string[] }>;
const handlers: Record<string, Handler> = {
  cart: cartHandler as unknown as Handler,
  promo_codes: promoHandler as unknown as Handler,
  orderform: orderformHandler as unknown as Handler,
};
async function eventFor(route: RouteDefinition, cookies: string[]) {
  const params = Object.fromEntries(Object.entries(route.example).map(([k, v]) => [k, String(v)]));
  const write = route.method === "POST";
  const csrf = await inProcessCsrf(cookies);
  return {
    ...structuredClone(httpApiEvent),
    routeKey: routeKey(route),
    headers: { ...httpApiEvent.headers, "x-csrf-token": csrf.token },
    cookies: [...csrf.cookies, ...cookies],
    ...(write ? { body: JSON.stringify(route.example) } : { queryStringParameters: params }),
  };
}

async function invoke(route: RouteDefinition, cookies: string[]) {
  const seen: RequestDone[] = [];
  const stop = onRequestDone((done) => seen.push(done));
  const handler = handlers[route.group];
  if (!handler) throw new Error(`no handler for ${route.group}`);
  const result = await handler(await eventFor(route, cookies), lambdaContext);
  stop();
  return { result, done: seen[0] };
}

// The brief's budget: at most 2 DynamoDB round trips per call, for a new and an existing cart.
describe("purchase routes stay within two DynamoDB round trips", () => {
  const routes = [...orderformRoutes, ...cartRoutes, ...promoCodeRoutes];
  let cartCookie: string[] = [];

  it("adds a plan first, so later calls find a stored cart", async () => {
    const add = cartRoutes.find((route) => route.operationId === "addMealPlan");
    if (!add) throw new Error("no addMealPlan");
    const { result } = await invoke(add, []);
    expect(result.statusCode, result.body).toBe(200);
    cartCookie = (result.cookies ?? []).map((cookie) => cookie.split(";")[0] ?? "");
    expect(cartCookie[0]).toMatch(/^doc_cart_cedar-ridge=/);
  });

  it.each(routes.map((route) => [route.operationId, route] as const))(
    "%s with its example",
    async (_id, route) => {
      for (const cookies of [[], cartCookie]) {
        const { result, done } = await invoke(route, cookies);
        expect(result.statusCode, result.body).toBeLessThan(500);
        expect(done?.dynamoRoundTrips).toBeGreaterThan(0);
        expect(done?.dynamoRoundTrips).toBeLessThanOrEqual(2);
      }
    },
  );
});
