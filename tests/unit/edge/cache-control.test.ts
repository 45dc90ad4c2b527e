import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withCacheControl } from "../../../functions/platform/cache-headers";
import {
  CACHE,
  cacheControlFor,
  cacheControlValue,
  isEdgeCached,
  NO_STORE,
} from "../../../shared/platform/api/cache";
import { routeList } from "../../../shared/route-list";

const publicRead = { method: "GET", auth: "public", cache: CACHE.content } as const;

describe("cacheControlFor", () => {
  it("shares a successful public read for its declared freshness", () => {
    expect(cacheControlFor(publicRead, { statusCode: 200, setsCookie: false })).toBe(
      "public, max-age=60, stale-while-revalidate=600",
    );
  });

  it("never shares anything else", () => {
    const arbitrary = fc.record({
      method: fc.constantFrom("GET", "POST", "PUT", "DELETE"),
      auth: fc.constantFrom("public", "customer"),
      cache: fc.option(fc.constantFrom(...Object.values(CACHE)), { nil: undefined }),
      statusCode: fc.constantFrom(200, 204, 301, 400, 401, 404, 413, 429, 500),
      setsCookie: fc.boolean(),
    });
    fc.assert(
      fc.property(arbitrary, ({ statusCode, setsCookie, ...route }) => {
        const value = cacheControlFor(route, { statusCode, setsCookie });
        const shareable =
          route.method === "GET" &&
          route.auth === "public" &&
          route.cache !== undefined &&
          statusCode === 200 &&
          !setsCookie;
        expect(value).toBe(shareable ? cacheControlValue(route.cache!) : NO_STORE);
      }),
    );
  });

  it("keeps live status (fresh + stale) within a minute", () => {
    expect(CACHE.live.fresh + CACHE.live.stale).toBeLessThanOrEqual(60);
  });
});

describe("the route list's freshness declarations", () => {
  it("declares a freshness only on public GETs", () => {
    for (const route of routeList.filter((r) => r.cache)) {
      expect([route.operationId, route.method, route.auth]).toEqual([
        route.operationId,
        "GET",
        "public",
      ]);
    }
  });

  it("leaves uncached only the public GETs that read a cookie or must be fresh per visitor", () => {
    const uncached = routeList
      .filter((r) => r.method === "GET" && r.auth === "public" && !isEdgeCached(r))
      .map((r) => r.operationId)
      .sort();
    // cart and quick add read the cart cookie; the challenges are single-use; the CSRF token
    // is derived from the visitor's session cookie; the two checks answer for one email address.
    expect(uncached).toEqual([
      "checkBlockedStudentAccount",
      "checkFacultyEmail",
      "fetchCart",
      "getCsrfToken",
      "getFeedbackChallenge",
      "getPasswordResetChallenge",
      "quickAddOrderForm",
    ]);
  });

  it("uses the live kind for every route whose output says whether a location is open now", () => {
    // `open: boolean` beside the status badge is "open at the request's instant"
    // (shared/menus/schemas/location-view.ts); a day's `status` in a week is not.
    const openNow = (route: (typeof routeList)[number]) =>
      JSON.stringify(route.output.toJSONSchema()).includes('"open":{"type":"boolean"}');
    const live = routeList.filter((r) => isEdgeCached(r) && openNow(r)).map((r) => r.operationId);
    expect(live).toEqual(
      expect.arrayContaining(["listLocationStatus", "getHoursWithLocations", "getHomeTiles"]),
    );
    for (const route of routeList.filter((r) => isEdgeCached(r) && openNow(r))) {
      expect([route.operationId, route.cache]).toEqual([route.operationId, CACHE.live]);
    }
  });
});

describe("withCacheControl", () => {
  it("replaces an implementation's own Cache-Control, whatever its case", () => {
    const result = withCacheControl(publicRead, {
      statusCode: 200,
      headers: { "Cache-Control": "public, max-age=99999", "content-type": "application/json" },
      body: "{}",
    });
    expect(result.headers).toEqual({
      "content-type": "application/json",
      "cache-control": cacheControlValue(CACHE.content),
    });
  });

  it("never shares a response that sets a cookie, as a cookie list or a header", () => {
    for (const response of [
      { statusCode: 200, cookies: ["a=b"] },
      { statusCode: 200, headers: { "Set-Cookie": "a=b" } },
    ]) {
      expect(withCacheControl(publicRead, response).headers?.["cache-control"]).toBe(NO_STORE);
    }
  });
});
