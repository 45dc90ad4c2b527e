import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CACHE, cacheControlFor, isEdgeCached, NO_STORE } from "../../../shared/platform/api/cache";
import { pathParameterNames } from "../../../shared/platform/api/route";
import {
  isShareableResponse,
  matchesTemplate,
  mayCacheRequest,
  offlineRouteTable,
  PRIVATE_PREFIXES,
} from "../../../shared/platform/offline/cache-rule";
import { routeList } from "../../../shared/route-list";

const table = offlineRouteTable(routeList);

/** The route's path with its documented example's values, as the web client builds it. */
const examplePath = (route: (typeof routeList)[number]): string =>
  route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(route.example[name] ?? `example-${name}`)),
  );

/** What the service worker decides for a request and the answer the API would give it. */
const workerStores = (route: (typeof routeList)[number]): boolean => {
  const pathname = examplePath(route);
  const cacheControl = cacheControlFor(route, { statusCode: 200, setsCookie: false });
  return (
    mayCacheRequest(table, { method: route.method, pathname }) &&
    isShareableResponse({ status: 200, cacheControl })
  );
};

describe("what the service worker may store, over the whole route list", () => {
  it("stores every route with `cache` (a public GET), and no other route", () => {
    const wrong = routeList
      .filter((route) => workerStores(route) !== isEdgeCached(route))
      .map((route) => `${route.method} ${route.path}`);
    expect(wrong).toEqual([]);
    // The list has both kinds, so the check above can fail either way.
    expect(routeList.filter(isEdgeCached).length).toBeGreaterThan(10);
    expect(routeList.filter((route) => !isEdgeCached(route)).length).toBeGreaterThan(10);
  });

  it("never stores a customer, cart or operations route, nor a non-public one", () => {
    const privateRoutes = routeList.filter(
      (route) =>
        route.auth !== "public" || PRIVATE_PREFIXES.some((prefix) => route.path.startsWith(prefix)),
    );
    expect(privateRoutes.length).toBeGreaterThan(20);
    for (const route of privateRoutes) {
      expect(workerStores(route), `${route.method} ${route.path}`).toBe(false);
      for (const method of ["GET", "POST", "PUT", "DELETE"]) {
        const request = { method, pathname: examplePath(route) };
        expect(mayCacheRequest(table, request), `${method} ${route.path}`).toBe(false);
      }
    }
  });

  it("refuses a route with `cache` under a private prefix, whatever the route list says", () => {
    const invented = offlineRouteTable([
      { method: "GET", path: "/v1/customer/menu", auth: "public", cache: CACHE.content },
      { method: "GET", path: "/v1/cart/{id}/view", auth: "public", cache: CACHE.content },
    ]);
    expect(invented.every((route) => !route.cached)).toBe(true);
    expect(mayCacheRequest(invented, { method: "GET", pathname: "/v1/customer/menu" })).toBe(false);
  });

  it("refuses a request that carries its own credentials, and any method but GET", () => {
    const info = { pathname: "/v1/sites/cedarridge/info" };
    expect(mayCacheRequest(table, { method: "GET", ...info })).toBe(true);
    expect(mayCacheRequest(table, { method: "GET", ...info, hasAuthorization: true })).toBe(false);
    expect(mayCacheRequest(table, { method: "POST", ...info })).toBe(false);
    expect(mayCacheRequest(table, { method: "HEAD", ...info })).toBe(false);
  });

  it("refuses paths that are no route, and paths outside /v1", () => {
    for (const pathname of ["/v1/no/such/route", "/cedarridge", "/files/cedar-ridge/x.png", "/"]) {
      expect(mayCacheRequest(table, { method: "GET", pathname }), pathname).toBe(false);
    }
  });

  it("matches a template segment by segment, a placeholder never empty", () => {
    expect(matchesTemplate("/v1/sites/{slug}/info", "/v1/sites/uni/info")).toBe(true);
    expect(matchesTemplate("/v1/sites/{slug}/info", "/v1/sites//info")).toBe(false);
    expect(matchesTemplate("/v1/sites/{slug}/info", "/v1/sites/uni/info/x")).toBe(false);
    expect(matchesTemplate("/v1/sites/public", "/v1/sites/other")).toBe(false);
  });

  it("lists literal paths before templates, as API Gateway prefers them", () => {
    const ranks = table.map((route) => pathParameterNames(route.path).length);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});

describe("which answers may be stored", () => {
  it("stores a 200 whose Cache-Control is public", () => {
    for (const freshness of Object.values(CACHE)) {
      const route = { method: "GET", auth: "public", cache: freshness };
      const cacheControl = cacheControlFor(route, { statusCode: 200, setsCookie: false });
      expect(isShareableResponse({ status: 200, cacheControl })).toBe(true);
    }
  });

  it("never stores what the API marks private: errors, cookies, customer routes", () => {
    const route = { method: "GET", auth: "public", cache: CACHE.content };
    const cookie = cacheControlFor(route, { statusCode: 200, setsCookie: true });
    const error = cacheControlFor(route, { statusCode: 404, setsCookie: false });
    expect(cookie).toBe(NO_STORE);
    for (const cacheControl of [cookie, error, NO_STORE, null, "", "no-cache"]) {
      expect(isShareableResponse({ status: 200, cacheControl }), String(cacheControl)).toBe(false);
    }
    const publicValue = "public, max-age=60";
    expect(isShareableResponse({ status: 404, cacheControl: publicValue })).toBe(false);
    expect(isShareableResponse({ status: 206, cacheControl: publicValue })).toBe(false);
    expect(isShareableResponse({ status: 200, cacheControl: "public, private" })).toBe(false);
    expect(isShareableResponse({ status: 200, cacheControl: "public, no-store" })).toBe(false);
    expect(isShareableResponse({ status: 200, cacheControl: "Public, Max-Age=60" })).toBe(true);
  });

  it("never stores an answer that varies by cookie, credentials or everything", () => {
    const cacheControl = "public, max-age=60";
    for (const vary of ["Cookie", "accept-encoding, cookie", "*", "Authorization"]) {
      expect(isShareableResponse({ status: 200, cacheControl, vary }), vary).toBe(false);
    }
    expect(isShareableResponse({ status: 200, cacheControl, vary: "Accept-Encoding" })).toBe(true);
  });

  it("refuses any Cache-Control that lacks public or says private or no-store", () => {
    const directive = fc.constantFrom(
      "public",
      "private",
      "no-store",
      "no-cache",
      "max-age=60",
      "stale-while-revalidate=600",
      "must-revalidate",
    );
    fc.assert(
      fc.property(fc.array(directive, { maxLength: 5 }), (directives) => {
        const stored = isShareableResponse({ status: 200, cacheControl: directives.join(", ") });
        const allowed =
          directives.includes("public") &&
          !directives.includes("private") &&
          !directives.includes("no-store");
        expect(stored).toBe(allowed);
      }),
    );
  });
});
