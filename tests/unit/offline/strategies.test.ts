import { describe, expect, it, vi } from "vitest";
import { cacheControlFor } from "../../../shared/platform/api/cache";
import { offlineRouteTable } from "../../../shared/platform/offline/cache-rule";
import { SAVED_AT_HEADER } from "../../../shared/platform/offline/saved-at";
import { routeList } from "../../../shared/route-list";
import {
  API_CACHE,
  ASSETS_CACHE,
  FILES_CACHE,
  shellCacheName,
} from "../../../web/src/sw/cache-names";
import {
  API_MAX_AGE_MS,
  FILES_REFRESH_MS,
  isAppPage,
  NETWORK_TIMEOUT_MS,
  OfflineStrategies,
  type WorkerDeps,
} from "../../../web/src/sw/strategies";

const ORIGIN = "https://dining.example.edu";
const PUBLIC = cacheControlFor(
  { method: "GET", auth: "public", cache: { fresh: 60, stale: 600 } },
  { statusCode: 200, setsCookie: false },
);
const PRIVATE = "private, no-store";

/** CacheStorage in memory: enough of it for the strategies (keys in insertion order). */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private key(request: RequestInfo | URL): string {
    const url =
      typeof request === "string" ? request : request instanceof URL ? request.href : request.url;
    return new URL(url, ORIGIN).href;
  }
  async match(request: RequestInfo | URL) {
    return this.entries.get(this.key(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.delete(this.key(request));
    this.entries.set(this.key(request), response.clone());
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(this.key(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

class MemoryCaches {
  readonly stores = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new MemoryCache());
    return this.stores.get(name) as MemoryCache;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

const json = (body: unknown, cacheControl: string, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": cacheControl },
  });

function setUp(network: (url: string, init?: RequestInit) => Promise<Response>) {
  const caches = new MemoryCaches();
  let now = new Date("2026-03-09T18:42:00Z");
  const pending: Promise<unknown>[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return network(new URL(url, ORIGIN).href, init);
  });
  const deps: WorkerDeps = {
    caches: caches as unknown as CacheStorage,
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => now,
    waitUntil: (promise) => void pending.push(promise),
    sleep: () => new Promise(() => undefined),
  };
  const strategies = new OfflineStrategies("v1", offlineRouteTable(routeList), ORIGIN);
  const get = (path: string, init: RequestInit = {}) =>
    strategies.handle(new Request(new URL(path, ORIGIN), init), deps);
  const settle = async () => {
    while (pending.length > 0) await pending.shift();
  };
  return {
    caches,
    deps,
    fetch,
    strategies,
    get,
    settle,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

const offline = () => Promise.reject(new TypeError("Failed to fetch"));

describe("the service worker's API reads", () => {
  it("answers from the network and saves public answers, stamped with when", async () => {
    const t = setUp(async () => json({ status: "success", site: {} }, PUBLIC));
    const response = await t.get("/v1/sites/cedarridge/info");
    expect(response?.headers.get(SAVED_AT_HEADER)).toBeNull();
    const saved = await (await t.caches.open(API_CACHE)).match(
      `${ORIGIN}/v1/sites/cedarridge/info`,
    );
    expect(saved?.headers.get(SAVED_AT_HEADER)).toBe("2026-03-09T18:42:00.000Z");
  });

  it("answers with the saved copy and its time when the network is gone", async () => {
    let online = true;
    const t = setUp(async () => (online ? json({ n: 1 }, PUBLIC) : offline()));
    await t.get("/v1/locations/hours_of_operation?site_id=cedar-ridge");
    online = false;
    t.advance(60_000);
    const response = await t.get("/v1/locations/hours_of_operation?site_id=cedar-ridge");
    expect(await response?.json()).toEqual({ n: 1 });
    expect(response?.headers.get(SAVED_AT_HEADER)).toBe("2026-03-09T18:42:00.000Z");
  });

  it("treats a gateway failure as no network, and fails as the network did without a copy", async () => {
    const t = setUp(async () => new Response("", { status: 503 }));
    await expect(t.get("/v1/sites/home_tiles?site_id=cedar-ridge")).rejects.toThrow(/503/);
    const down = setUp(offline);
    await expect(down.get("/v1/sites/home_tiles?site_id=cedar-ridge")).rejects.toThrow(TypeError);
  });

  it("does not show a copy older than a week", async () => {
    let online = true;
    const t = setUp(async () => (online ? json({ n: 1 }, PUBLIC) : offline()));
    await t.get("/v1/sites/home_tiles?site_id=cedar-ridge");
    online = false;
    t.advance(API_MAX_AGE_MS + 1);
    await expect(t.get("/v1/sites/home_tiles?site_id=cedar-ridge")).rejects.toThrow(TypeError);
  });

  it("answers from the copy when the network keeps the page waiting, and refreshes it after", async () => {
    let release: (response: Response) => void = () => undefined;
    let calls = 0;
    const t = setUp(() => {
      calls += 1;
      return calls === 1
        ? Promise.resolve(json({ n: 1 }, PUBLIC))
        : new Promise<Response>((done) => {
            release = done;
          });
    });
    await t.get("/v1/sites/home_tiles?site_id=cedar-ridge");
    t.advance(5 * 60_000);
    const waits: number[] = [];
    let wake: () => void = () => undefined;
    const asleep = new Promise<void>((slept) => {
      t.deps.sleep = (ms) => {
        waits.push(ms);
        return new Promise((done) => {
          wake = done;
          slept();
        });
      };
    });
    const answer = t.get("/v1/sites/home_tiles?site_id=cedar-ridge");
    await asleep;
    wake();
    const response = await answer;
    expect(await response?.json()).toEqual({ n: 1 });
    expect(response?.headers.get(SAVED_AT_HEADER)).toBe("2026-03-09T18:42:00.000Z");
    expect(waits).toContain(NETWORK_TIMEOUT_MS);
    release(json({ n: 2 }, PUBLIC));
    await t.settle();
    const saved = await (await t.caches.open(API_CACHE)).match(
      `${ORIGIN}/v1/sites/home_tiles?site_id=cedar-ridge`,
    );
    expect(await saved?.json()).toEqual({ n: 2 });
  });

  it("never saves an answer marked private, nor an error", async () => {
    const t = setUp(async (url) =>
      url.includes("missing") ? json({ status: "error" }, PUBLIC, 404) : json({ n: 1 }, PRIVATE),
    );
    await t.get("/v1/sites/home_tiles?site_id=cedar-ridge");
    await t.get("/v1/sites/missing/info");
    expect((await t.caches.open(API_CACHE)).entries.size).toBe(0);
  });

  it("leaves customer, cart, operations and write requests to the browser", async () => {
    const t = setUp(async () => json({}, PUBLIC));
    for (const path of [
      "/v1/customer/info?site_id=cedar-ridge",
      "/v1/cart/fetch?site_id=cedar-ridge",
      "/v1/operations/session",
      "/v1/customer/csrf",
      "https://elsewhere.example.com/v1/sites/public",
    ]) {
      expect(t.get(path), path).toBeUndefined();
    }
    expect(t.get("/v1/sites/user_agent", { method: "POST", body: "{}" })).toBeUndefined();
    expect(t.get("/v1/sites/public", { headers: { authorization: "Bearer x" } })).toBeUndefined();
    expect(t.fetch).not.toHaveBeenCalled();
  });
});

describe("the menus fetched after a menu read", () => {
  const LIST =
    "/v1/locations/all_locations?site_id=cedar-ridge&for_menus=true&with_buildings=true&platform=0";
  const READ = "/v1/location/a/periods?site_id=cedar-ridge&date=2026-03-09&platform=0";

  it("fetches the coming days of the listed locations once, without cookies, and saves them", async () => {
    const t = setUp(async (url) =>
      url.includes("all_locations")
        ? json({ locations: [{ id: "a" }, { id: "b" }] }, PUBLIC)
        : json({ url }, PUBLIC),
    );
    t.deps.sleep = async () => undefined;
    await t.get(LIST);
    await t.get(READ);
    await t.settle();
    const prefetched = t.fetch.mock.calls.slice(2);
    expect(prefetched.map(([url]) => new URL(String(url)).searchParams.get("date"))).toEqual([
      "2026-03-10",
      "2026-03-11",
      "2026-03-09",
      "2026-03-10",
    ]);
    expect(prefetched.map(([url]) => String(url).includes("/location/b/"))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    for (const [, init] of prefetched) expect(init).toEqual({ credentials: "omit" });
    expect((await t.caches.open(API_CACHE)).entries.size).toBe(6);
    // Reading again the same day fetches nothing more.
    await t.get(READ);
    await t.settle();
    expect(t.fetch).toHaveBeenCalledTimes(7);
  });

  it("skips menus fetched in the last hours and stops at the first network failure", async () => {
    let failAfter = Number.POSITIVE_INFINITY;
    const t = setUp(async (url) => {
      if (failAfter-- <= 0) return offline();
      return url.includes("all_locations")
        ? json({ locations: [{ id: "a" }] }, PUBLIC)
        : json({}, PUBLIC);
    });
    t.deps.sleep = async () => undefined;
    await t.get(LIST);
    await t.strategies.prefetchMenus(new URL(READ, ORIGIN), t.deps);
    expect(t.fetch).toHaveBeenCalledTimes(3);
    // Another instance (a restarted worker) finds them fresh and fetches nothing.
    const again = new OfflineStrategies("v1", offlineRouteTable(routeList), ORIGIN);
    await again.prefetchMenus(new URL(READ, ORIGIN), t.deps);
    expect(t.fetch).toHaveBeenCalledTimes(3);
    failAfter = 0;
    t.advance(24 * 60 * 60 * 1000);
    const third = new OfflineStrategies("v1", offlineRouteTable(routeList), ORIGIN);
    await third.prefetchMenus(new URL(READ, ORIGIN), t.deps);
    expect(t.fetch).toHaveBeenCalledTimes(4);
  });
});

describe("the app shell, hashed files and campus files", () => {
  it("answers every page with this version's shell, whatever the network does", async () => {
    const t = setUp(offline);
    const shell = await t.caches.open(shellCacheName("v1"));
    await shell.put("/index.html", new Response("<html>shell</html>"));
    const page = {
      url: `${ORIGIN}/cedarridge/hours-of-operation`,
      method: "GET",
      mode: "navigate",
      headers: new Headers(),
    };
    const response = await t.strategies.handle(page as unknown as Request, t.deps);
    expect(await response?.text()).toBe("<html>shell</html>");
  });

  it("tells pages from files and API paths as the CloudFront rewrite does", () => {
    expect(isAppPage("/cedarridge")).toBe(true);
    expect(isAppPage("/cedarridge/whats-on-the-menu")).toBe(true);
    expect(isAppPage("/")).toBe(true);
    expect(isAppPage("/sw.js")).toBe(false);
    expect(isAppPage("/v1/openapi")).toBe(false);
    expect(isAppPage("/files/cedar-ridge/app/x")).toBe(false);
  });

  it("installs the shell (index.html revalidated) and drops earlier versions' shells", async () => {
    const t = setUp(async (url) => new Response(url));
    await t.caches.open(shellCacheName("v0"));
    await t.caches.open(API_CACHE);
    await t.strategies.precache(["/index.html", "/assets/a.1.js"], t.deps);
    expect(t.fetch.mock.calls.map(([url, init]) => [url, init])).toEqual([
      ["/index.html", { cache: "no-cache" }],
      ["/assets/a.1.js", { cache: "default" }],
    ]);
    await t.caches.open(ASSETS_CACHE);
    await t.strategies.cleanUp(t.deps);
    expect(await t.caches.keys()).toEqual([API_CACHE, shellCacheName("v1"), ASSETS_CACHE]);
    const failing = setUp(async () => new Response("", { status: 404 }));
    await expect(failing.strategies.precache(["/index.html"], failing.deps)).rejects.toThrow(/404/);
  });

  it("keeps hashed files once fetched, across versions, and serves the shell's first", async () => {
    const t = setUp(async () => new Response("code"));
    await t.get("/assets/chunk.abc123.js");
    const again = await t.get("/assets/chunk.abc123.js");
    expect(await again?.text()).toBe("code");
    expect(t.fetch).toHaveBeenCalledTimes(1);
    const next = new OfflineStrategies("v2", offlineRouteTable(routeList), ORIGIN);
    await (await t.caches.open(shellCacheName("v2"))).put(
      `${ORIGIN}/assets/entry.v2.js`,
      new Response("entry"),
    );
    const request = (path: string) => new Request(new URL(path, ORIGIN));
    expect(await (await next.handle(request("/assets/chunk.abc123.js"), t.deps))?.text()).toBe(
      "code",
    );
    expect(await (await next.handle(request("/assets/entry.v2.js"), t.deps))?.text()).toBe("entry");
    expect(t.fetch).toHaveBeenCalledTimes(1);
  });

  it("serves campus pictures from the cache, refreshing them daily, never byte ranges", async () => {
    const t = setUp(async () => new Response("png", { status: 200 }));
    await t.get("/files/cedar-ridge/app/icon-192.png");
    await t.get("/files/cedar-ridge/app/icon-192.png");
    expect(t.fetch).toHaveBeenCalledTimes(1);
    t.advance(FILES_REFRESH_MS + 1);
    await t.get("/files/cedar-ridge/images/logo.svg");
    await t.get("/files/cedar-ridge/app/icon-192.png");
    await t.settle();
    expect(t.fetch).toHaveBeenCalledTimes(3);
    expect((await t.caches.open(FILES_CACHE)).entries.size).toBe(2);
    expect(t.get("/files/cedar-ridge/map/campus.pmtiles")).toBeUndefined();
    expect(
      t.get("/files/cedar-ridge/images/logo.svg", { headers: { range: "bytes=0-1" } }),
    ).toBeUndefined();
  });

  it("stores what the page loaded before the worker, from the HTTP cache, and only what it may", async () => {
    const t = setUp(async (url) =>
      url.includes("customer") ? json({ me: 1 }, PRIVATE) : json({ url }, PUBLIC),
    );
    await t.strategies.storeLoaded(
      [
        `${ORIGIN}/assets/entry.abc.js`,
        `${ORIGIN}/v1/sites/cedarridge/info`,
        `${ORIGIN}/v1/customer/info?site_id=cedar-ridge`,
        "https://elsewhere.example.com/assets/x.js",
        "http://[bad",
      ],
      t.deps,
    );
    expect(t.fetch.mock.calls.map(([, init]) => init)).toEqual([
      { cache: "force-cache" },
      { cache: "force-cache" },
    ]);
    expect((await t.caches.open(API_CACHE)).entries.size).toBe(1);
    expect((await t.caches.open(ASSETS_CACHE)).entries.size).toBe(1);
    await t.strategies.storeLoaded([`${ORIGIN}/v1/sites/cedarridge/info`], t.deps);
    expect(t.fetch).toHaveBeenCalledTimes(2);
  });
});
