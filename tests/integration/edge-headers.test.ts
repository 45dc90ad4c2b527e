import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CACHE, cacheControlValue, isEdgeCached, NO_STORE } from "../../shared/platform/api/cache";
import type { RouteDefinition } from "../../shared/platform/api/route";
import { securityHeaders } from "../../shared/platform/security-headers";
import { routeList } from "../../shared/route-list";
import { AccountClient } from "../support/account-client";
import { createSignUp } from "../support/factories/customer";

// The local stack plays CloudFront (scripts/local/app-server.ts): what these tests see is what
// the response headers policy and the cache behaviours act on (docs/security.md "Edge").
const base = () => inject("baseUrl");
const get = (path: string) => fetch(`${base()}${path}`);

/** The documented example of a route as a URL: path parameters in place, the rest as query. */
function exampleUrl(route: RouteDefinition): string {
  let path: string = route.path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(route.example)) {
    if (path.includes(`{${name}}`))
      path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    else query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

describe("the local stack sends CloudFront's security headers", () => {
  it.each([
    ["the SPA shell", "/"],
    ["a page path", "/cedar-ridge/locations"],
    ["a public API read", "/v1/sites/public"],
    ["an API error", "/v1/sites/public_nope"],
    ["a missing file", "/files/images/none.png"],
  ])("on %s", async (_label, path) => {
    const response = await get(path);
    await response.arrayBuffer();
    for (const [name, value] of Object.entries(securityHeaders())) {
      expect(response.headers.get(name), name).toBe(value);
    }
  });
});

describe("the files bucket is never listed", () => {
  const key = `edge-test/${Date.now()}-listed.txt`;
  let s3: S3Client;

  beforeAll(async () => {
    s3 = new S3Client({
      endpoint: process.env.S3_ENDPOINT,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    await s3.send(
      new PutObjectCommand({
        Bucket: process.env.FILES_BUCKET ?? "files",
        Key: key,
        Body: "hello",
        ContentType: "text/plain",
      }),
    );
  });
  afterAll(() => s3.destroy());

  it("serves the object itself", async () => {
    const response = await get(`/files/${key}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("hello");
  });

  it.each([
    "/files/",
    "/files",
    "/files/?list-type=2",
    "/files/?prefix=edge-test/",
    "/files/edge-test/",
    "/files/%2F",
  ])("answers %s with 404 and no key names", async (path) => {
    const response = await get(path);
    const body = await response.text();
    expect(response.status).toBe(404);
    expect(body).not.toContain("edge-test");
    expect(body).not.toMatch(/ListBucketResult|<Key>/);
  });
});

describe("Cache-Control per route kind", () => {
  const cached = routeList.filter((route) => isEdgeCached(route) && route.response !== "raw");

  it("declares a freshness on the public reads the site is built from", () => {
    const ids = cached.map((route) => route.operationId);
    for (const id of ["listLocationStatus", "getSiteInfo", "getLocationMenu", "getHomeTiles"]) {
      expect(ids).toContain(id);
    }
  });

  it.each(cached.map((route) => [route.operationId, route] as const))(
    "%s is public for its declared freshness",
    async (_id, route) => {
      const response = await get(exampleUrl(route));
      const body = await response.text();
      expect(response.status, body).toBe(200);
      expect(response.headers.get("cache-control")).toBe(cacheControlValue(route.cache!));
      expect(response.headers.get("set-cookie")).toBeNull();
    },
  );

  it("keeps responses that embed open/closed status to a minute in all", async () => {
    const response = await get("/v1/locations/status?site_id=cedar-ridge");
    expect(response.headers.get("cache-control")).toBe(cacheControlValue(CACHE.live));
    expect(CACHE.live.fresh + CACHE.live.stale).toBeLessThanOrEqual(60);
  });

  it("never stores an error of a cached route", async () => {
    const unknownSite = await get("/v1/locations/status?site_id=no-such-campus");
    expect(unknownSite.status).toBeGreaterThanOrEqual(400);
    expect(unknownSite.headers.get("cache-control")).toMatch(/no-store/);
    const badInput = await get("/v1/locations/status");
    expect(badInput.status).toBe(400);
    expect(badInput.headers.get("cache-control")).toMatch(/no-store/);
  });

  it("never stores the cart, which is read from its cookie", async () => {
    const response = await get("/v1/cart/fetch?site_id=cedar-ridge");
    await response.arrayBuffer();
    expect(response.headers.get("cache-control")).toBe(NO_STORE);
  });

  it("never stores a response that sets a cookie, nor a customer's own data", async () => {
    const client = new AccountClient();
    const signUp = await client.call("/v1/customer/create", {
      method: "POST",
      body: createSignUp({ site_id: "cedar-ridge" }),
    });
    expect(signUp.status, signUp.body.msg).toBe(200);
    expect(signUp.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(signUp.headers.get("cache-control")).toBe(NO_STORE);

    const info = await client.call("/v1/customer/info?site_id=cedar-ridge");
    expect(info.status, info.body.msg).toBe(200);
    expect(info.headers.get("cache-control")).toBe(NO_STORE);

    const orders = await client.call("/v1/customer/orders?site_id=cedar-ridge");
    expect(orders.headers.get("cache-control")).toBe(NO_STORE);
  });
});
