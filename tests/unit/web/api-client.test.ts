import { describe, expect, it, vi } from "vitest";
import type { RouteDefinition } from "../../../shared/platform/api/route";
import { cancelReservation } from "../../../shared/reservations/routes/reservations";
import {
  getSiteInfo,
  listPublicSites,
  postUserAgent,
} from "../../../shared/site-content/routes/sites";
import {
  API_TIMEOUT_MS,
  ApiError,
  apiKey,
  apiRequest,
  buildRequest,
  GENERIC_FAILURE,
  type RouteRef,
  swrFetcher,
} from "../../../web/src/lib/api-client";
import { cancelReservation as cancelReservationRef } from "../../../web/src/lib/api-routes/reservations/cancel-reservation";
import { getSiteInfo as getSiteInfoRef } from "../../../web/src/lib/api-routes/site-content/get-site-info";
import { listPublicSites as listPublicSitesRef } from "../../../web/src/lib/api-routes/site-content/list-public-sites";
import { createSite } from "../../support/factories/site";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Fetch = typeof globalThis.fetch;

const fakeFetch = (response: Response | Promise<Response>) =>
  vi.fn<Fetch>(() => Promise.resolve(response));

describe("buildRequest", () => {
  it("fills {param} placeholders, URL-encoded, and leaves them out of the query", () => {
    expect(buildRequest(getSiteInfo, { slug: "State U/2" })).toEqual({
      url: "/v1/sites/State%20U%2F2/info",
      method: "GET",
    });
  });

  it("sends the remaining GET fields as a query string, skipping empty ones", () => {
    const route = { method: "GET", path: "/v1/location/{id}/periods" } as const;
    const built = buildRequest(route, {
      id: "loc-1",
      date: "2025-09-01",
      platform: 0,
      missing: undefined,
      none: null,
      ids: ["a", "b"],
      range: { days: 10 },
    });
    expect(built.url).toBe(
      "/v1/location/loc-1/periods?date=2025-09-01&platform=0&ids=a&ids=b&range=%7B%22days%22%3A10%7D",
    );
    expect(built.body).toBeUndefined();
  });

  it("sends POST and PUT fields as a JSON body", () => {
    const built = buildRequest(postUserAgent, { site_id: "uni", navigator: { vendor: "x" } });
    expect(built).toEqual({
      url: "/v1/sites/user_agent",
      method: "POST",
      body: JSON.stringify({ site_id: "uni", navigator: { vendor: "x" } }),
    });
    const put = buildRequest({ method: "PUT", path: "/v1/cart/{id}" }, { id: "c1", qty: 2 });
    expect(put).toEqual({ url: "/v1/cart/c1", method: "PUT", body: '{"qty":2}' });
  });

  it("refuses a missing path parameter", () => {
    expect(() => buildRequest(getSiteInfo, {})).toThrow('Missing path parameter "slug"');
    expect(() => buildRequest(getSiteInfo, { slug: "" })).toThrow('Missing path parameter "slug"');
  });

  it.each([
    ["GET", "password"],
    ["GET", "confirm_password"],
    ["GET", "card_num"],
    ["DELETE", "card_cvv"],
    ["DELETE", "Password"],
  ] as const)("refuses %s with a %s field in the query string", (method, field) => {
    const route = { method, path: "/v1/customers/session" } as const;
    expect(() => buildRequest(route, { [field]: "secret" })).toThrow("Refusing to put");
  });

  it("sends the DELETE inputs a route reads from the body there, as the mailed cancel token", () => {
    const built = buildRequest(cancelReservationRef, {
      site_id: "uni",
      reservation_id: "r1",
      token: "signed",
    });
    expect(built).toEqual({
      url: "/v1/reservations?site_id=uni&reservation_id=r1",
      method: "DELETE",
      body: '{"token":"signed"}',
    });
    expect(cancelReservationRef.body).toEqual(cancelReservation.body);
  });

  it("accepts a password in a POST body", () => {
    const route = { method: "POST", path: "/v1/customers/login" } as const;
    expect(buildRequest(route, { password: "secret" }).body).toBe('{"password":"secret"}');
  });
});

describe("apiRequest", () => {
  it("returns the payload, parsed by the full definition's output schema (defaults filled)", async () => {
    const site = createSite({ slug: "uni" });
    const { section_list: _omitted, ...sparse } = site;
    const fetch = fakeFetch(
      json(200, {
        status: "success",
        msg: "OK",
        site: sparse,
        logo_exists: true,
        perform_redirect: false,
      }),
    );
    const result = await apiRequest(getSiteInfo, { slug: "uni" }, { fetch });
    expect(result.site.section_list).toEqual([]);
    expect(result).not.toHaveProperty("status");
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/v1/sites/uni/info");
    expect(init).toMatchObject({ method: "GET", credentials: "same-origin" });
  });

  it("returns the payload as sent for a route ref (no zod in the page's bundle)", async () => {
    const body = { status: "success", msg: "OK", sites: [{ id: "uni", slug: "uni", name: "U" }] };
    await expect(
      apiRequest(listPublicSitesRef, {}, { fetch: fakeFetch(json(200, body)) }),
    ).resolves.toEqual(body);
  });

  it("sends JSON with a content type for POST", async () => {
    const fetch = fakeFetch(json(200, { status: "success", msg: "OK" }));
    await apiRequest(postUserAgent, { site_id: "uni", navigator: {} }, { fetch });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ "content-type": "application/json" });
    expect(init?.body).toBe('{"site_id":"uni","navigator":{}}');
  });

  it.each([
    [
      "an error envelope with HTTP 200",
      200,
      { status: "error", msg: "Invalid site." },
      "Invalid site.",
    ],
    ["a 404 envelope", 404, { status: "error", msg: "Invalid site." }, "Invalid site."],
    ["a 500 without a message", 500, { status: "error" }, GENERIC_FAILURE],
    ["a 502 with a non-envelope body", 502, null, GENERIC_FAILURE],
  ])("fails on %s", async (_label, status, body, msg) => {
    const error = await apiRequest(
      getSiteInfo,
      { slug: "x" },
      { fetch: fakeFetch(json(status, body)) },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: status, msg, kind: "http" });
  });

  it("keeps the field messages of a validation error", async () => {
    const body = {
      status: "error",
      msg: "Email is required",
      fields: { email: "Email is required" },
    };
    const error = await apiRequest(
      listPublicSites,
      {},
      { fetch: fakeFetch(json(400, body)) },
    ).catch((caught: ApiError) => caught);
    expect(error).toMatchObject({ statusCode: 400, isClientError: true, fields: body.fields });
  });

  it("fails when the body is not JSON", async () => {
    const fetch = fakeFetch(new Response("<html>gateway</html>", { status: 200 }));
    await expect(apiRequest(listPublicSites, {}, { fetch })).rejects.toMatchObject({
      msg: GENERIC_FAILURE,
    });
  });

  it("fails when the payload does not match the output schema", async () => {
    const fetch = fakeFetch(json(200, { status: "success", msg: "OK", sites: [{ id: 1 }] }));
    await expect(apiRequest(listPublicSites, {}, { fetch })).rejects.toMatchObject({
      kind: "invalid_response",
    });
  });

  it("reports a network failure with status 0", async () => {
    const fetch = vi.fn<Fetch>(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(apiRequest(listPublicSites, {}, { fetch })).rejects.toMatchObject({
      statusCode: 0,
      kind: "network",
      msg: GENERIC_FAILURE,
    });
  });

  it("gives up after 20 seconds (requirements: public-browsing §7)", async () => {
    expect(API_TIMEOUT_MS).toBe(20_000);
    vi.useFakeTimers();
    try {
      const fetch = vi.fn<Fetch>(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () =>
              reject(new DOMException("", "AbortError")),
            ),
          ),
      );
      const pending = apiRequest(listPublicSites, {}, { fetch }).catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toMatchObject({ kind: "timeout", statusCode: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("passes a caller's abort through unchanged", async () => {
    const controller = new AbortController();
    const fetch = vi.fn<Fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError"))),
        ),
    );
    const pending = apiRequest(listPublicSites, {}, { fetch, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("SWR keys", () => {
  it("are [route, params] and the global fetcher calls that route", async () => {
    const key = apiKey(getSiteInfo, { slug: "uni" });
    expect(key).toEqual([getSiteInfo, { slug: "uni" }]);
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(json(200, { status: "error", msg: "Invalid site." }));
    try {
      await expect(swrFetcher(key)).rejects.toMatchObject({ msg: "Invalid site." });
      expect(fetchSpy).toHaveBeenCalledWith("/v1/sites/uni/info", expect.anything());
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe("RouteRef", () => {
  const refOf = <R extends RouteDefinition>(ref: RouteRef<R>) => ref;

  it("only compiles with the definition's own method and path", () => {
    const ref = refOf<typeof getSiteInfo>({
      operationId: "getSiteInfo",
      method: "GET",
      path: "/v1/sites/{slug}/info",
    });
    expect(ref).toEqual(getSiteInfoRef);
    expect(ref.path).toBe(getSiteInfo.path);
    const wrongPath = {
      operationId: "getSiteInfo",
      method: "GET",
      path: "/v1/sites/{id}",
    } as const;
    // @ts-expect-error a path that is not the definition's is a compile error
    refOf<typeof getSiteInfo>(wrongPath);
    const wrongMethod = {
      operationId: "postUserAgent",
      method: "GET",
      path: "/v1/sites/user_agent",
    } as const;
    // @ts-expect-error so is a method that is not the definition's
    refOf<typeof postUserAgent>(wrongMethod);
  });
});
