import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { globMatches, globsOverlap, pathPatternsOf } from "../../../infra/edge-cache-paths";
import { isEdgeCached } from "../../../shared/platform/api/cache";
import type { RouteDefinition } from "../../../shared/platform/api/route";
import { routeList } from "../../../shared/route-list";

const route = (method: string, path: string, cached: boolean) =>
  ({
    operationId: `${method}${path}`,
    method,
    path,
    auth: "public",
    ...(cached ? { cache: { fresh: 1, stale: 1 } } : {}),
  }) as unknown as RouteDefinition;

describe("CloudFront path globs", () => {
  it("match like CloudFront: * spans slashes, ? one character, case counts", () => {
    expect(globMatches("/v1/customer*", "/v1/customer/info")).toBe(true);
    expect(globMatches("/v1/sites/*/info", "/v1/sites/a/b/info")).toBe(true);
    expect(globMatches("/v1/a?c", "/v1/abc")).toBe(true);
    expect(globMatches("/v1/customer*", "/v1/Customer/info")).toBe(false);
    expect(globMatches("/v1/reservations", "/v1/reservations/locations")).toBe(false);
  });

  it("call two globs overlapping whenever some path matches both", () => {
    const segment = fc.constantFrom("a", "b", "ab", "*");
    const glob = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => `/${s.join("/")}`);
    const path = fc
      .array(fc.constantFrom("a", "b", "ab", "x"), { minLength: 1, maxLength: 4 })
      .map((s) => `/${s.join("/")}`);
    fc.assert(
      fc.property(glob, glob, path, (a, b, p) => {
        if (globMatches(a, p) && globMatches(b, p)) expect(globsOverlap(a, b)).toBe(true);
      }),
    );
  });
});

describe("pathPatternsOf", () => {
  it("takes a whole group when it can, the exact path when the group is mixed", () => {
    const routes = [
      route("GET", "/v1/customer/info", false),
      route("POST", "/v1/customer/update", false),
      route("GET", "/v1/sites/public", true),
      route("POST", "/v1/sites/user_agent", false),
      route("GET", "/v1/sites/{slug}/info", true),
    ];
    expect(pathPatternsOf(routes, (r) => !isEdgeCached(r))).toEqual([
      "/v1/customer*",
      "/v1/sites/user_agent",
    ]);
  });

  it("reaches every selected route of the route list and no other", () => {
    const patterns = pathPatternsOf(routeList, (r) => !isEdgeCached(r));
    for (const r of routeList) {
      const sample = r.path.replace(/\{[^}]+\}/g, "x");
      expect(
        patterns.some((p) => globMatches(p, sample)),
        r.operationId,
      ).toBe(!isEdgeCached(r));
    }
  });

  it("refuses a route no pattern can single out", () => {
    const routes = [route("GET", "/v1/a/{id}", false), route("GET", "/v1/a/{id}", true)];
    expect(() => pathPatternsOf(routes, (r) => !isEdgeCached(r))).toThrow(/No cache path/);
  });
});
