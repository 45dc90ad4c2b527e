import {
  isShareableResponse,
  mayCacheRequest,
  type OfflineRoute,
} from "@shared/platform/offline/cache-rule";
import {
  isMenuLocationList,
  locationIdsOf,
  menuPrefetchUrls,
  menuReadOf,
} from "@shared/platform/offline/menu-prefetch";
import { SAVED_AT_HEADER } from "@shared/platform/offline/saved-at";
import { API_CACHE, ASSETS_CACHE, CACHE_PREFIX, FILES_CACHE, shellCacheName } from "./cache-names";

/**
 * How the service worker answers (docs/web-app.md, "Offline"): the app shell and hashed files
 * from its caches, the campus's public API reads from the network with the stored copy as the
 * fallback, campus pictures and app files from the cache refreshed daily. Everything else it
 * leaves to the browser. The dependencies are parameters, so the strategies run in unit tests.
 */
export interface WorkerDeps {
  caches: CacheStorage;
  fetch: typeof fetch;
  now: () => Date;
  /** Keeps the worker alive for work that outlives the answer (refreshes, prefetches). */
  waitUntil: (promise: Promise<unknown>) => void;
  /** Resolves after `ms`; a parameter so tests need not wait. */
  sleep: (ms: number) => Promise<void>;
}

export const SHELL_PAGE = "/index.html";

/** A slow network answers from the cache after this long (the API client gives up at 20 s). */
export const NETWORK_TIMEOUT_MS = 6_000;
/** An API copy older than this is not shown even offline: a week-old menu misleads. */
export const API_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const API_MAX_ENTRIES = 200;
/** Campus pictures and the app manifest are fetched again at most daily. */
export const FILES_REFRESH_MS = 24 * 60 * 60 * 1000;
export const FILES_MAX_ENTRIES = 60;
/** About two builds' worth of chunks; the oldest stored go first. */
export const ASSETS_MAX_ENTRIES = 400;
/** A prefetched menu younger than this is not fetched again. */
export const PREFETCH_FRESH_MS = 12 * 60 * 60 * 1000;
/** The prefetch waits for the page's own requests to finish first. */
export const PREFETCH_DELAY_MS = 2_000;

/** Campus folders whose files are worth keeping offline: pictures, and the app's manifest/icons. */
const KEPT_FILES = /^\/files\/[^/]+\/(images|app|location|special|section_banner)\/[^/]+$/;

/** Gateway failures mean the API is out of reach, as a dropped connection does. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/** A path the CloudFront rewrite answers with the app shell (infra/constructs/spa-rewrite.ts). */
export function isAppPage(pathname: string): boolean {
  if (pathname.startsWith("/v1/") || pathname.startsWith("/files/")) return false;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !last.includes(".");
}

function savedAt(response: Response): number {
  const value = Date.parse(response.headers.get(SAVED_AT_HEADER) ?? "");
  return Number.isNaN(value) ? 0 : value;
}

/** A copy of `response` carrying when it was stored. */
async function stamped(response: Response, at: Date): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, at.toISOString());
  return new Response(await response.clone().arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Drops the oldest entries (keys come back in insertion order) beyond `max`. */
async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

export class OfflineStrategies {
  /** Sites whose next menus were fetched for a date since the worker started. */
  private readonly prefetched = new Set<string>();

  constructor(
    private readonly version: string,
    private readonly routes: readonly OfflineRoute[],
    private readonly origin: string,
  ) {}

  /** The answer to a request, or undefined to leave it to the browser. */
  handle(request: Request, deps: WorkerDeps): Promise<Response> | undefined {
    const url = new URL(request.url);
    if (url.origin !== this.origin || request.method !== "GET") return undefined;
    if (request.mode === "navigate" && isAppPage(url.pathname)) return this.page(request, deps);
    if (url.pathname.startsWith("/assets/")) return this.asset(request, deps);
    if (this.mayCache(request, url)) return this.apiRead(request, deps);
    if (KEPT_FILES.test(url.pathname) && !request.headers.has("range")) {
      return this.file(request, deps);
    }
    return undefined;
  }

  mayCache(request: Request, url: URL): boolean {
    return mayCacheRequest(this.routes, {
      method: request.method,
      pathname: url.pathname,
      hasAuthorization: request.headers.has("authorization"),
    });
  }

  /** Install: the shell of this build, index.html from the server, hashed files as they come. */
  async precache(shell: readonly string[], deps: WorkerDeps): Promise<void> {
    const cache = await deps.caches.open(shellCacheName(this.version));
    await Promise.all(
      shell.map(async (path) => {
        const response = await deps.fetch(path, {
          cache: path === SHELL_PAGE ? "no-cache" : "default",
        });
        if (!response.ok) throw new Error(`Precaching ${path} answered ${response.status}`);
        await cache.put(path, response);
      }),
    );
  }

  /** Activate: earlier versions' shells go; stored files and saved API answers stay. */
  async cleanUp(deps: WorkerDeps): Promise<void> {
    const current = shellCacheName(this.version);
    for (const name of await deps.caches.keys()) {
      if (name.startsWith(`${CACHE_PREFIX}shell-`) && name !== current) {
        await deps.caches.delete(name);
      }
    }
  }

  /** Every page is the one app shell, this version's, whatever the network does. */
  private async page(request: Request, deps: WorkerDeps): Promise<Response> {
    const cache = await deps.caches.open(shellCacheName(this.version));
    return (await cache.match(SHELL_PAGE)) ?? deps.fetch(request);
  }

  /** Hashed files never change: this version's shell, then the stored ones, else stored on use. */
  private async asset(request: Request, deps: WorkerDeps): Promise<Response> {
    const shell = await deps.caches.open(shellCacheName(this.version));
    const assets = await deps.caches.open(ASSETS_CACHE);
    const cached = (await shell.match(request)) ?? (await assets.match(request));
    if (cached) return cached;
    const response = await deps.fetch(request);
    if (response.ok) {
      await assets.put(request, response.clone());
      await trim(assets, ASSETS_MAX_ENTRIES);
    }
    return response;
  }

  /**
   * Network first, the saved copy when the network fails or keeps the page waiting; the copy
   * carries SAVED_AT_HEADER, which the page shows. A public answer is saved for next time.
   */
  private async apiRead(request: Request, deps: WorkerDeps): Promise<Response> {
    const cache = await deps.caches.open(API_CACHE);
    const network = deps.fetch(request).then(async (response) => {
      if (GATEWAY_FAILURES.has(response.status)) throw new Error(`Gateway ${response.status}`);
      await this.save(cache, request.url, response, deps);
      return response;
    });
    const fallback = async (): Promise<Response | undefined> => {
      const cached = await cache.match(request);
      if (!cached || deps.now().getTime() - savedAt(cached) > API_MAX_AGE_MS) return undefined;
      return cached;
    };
    let settled = false;
    let fromCache = false;
    const slow = deps.sleep(NETWORK_TIMEOUT_MS).then(async () => {
      if (settled) return undefined;
      const cached = await fallback();
      fromCache = cached !== undefined;
      // No copy: keep waiting for the network, however long it takes.
      return cached ?? network;
    });
    try {
      const response = (await Promise.race([network, slow])) as Response;
      // The copy was shown: the network's answer, when it comes, still refreshes it.
      if (fromCache) deps.waitUntil(network.catch(() => undefined));
      return response;
    } catch (error) {
      const cached = await fallback();
      if (cached) return cached;
      throw error;
    } finally {
      settled = true;
    }
  }

  /** Stores a shareable answer; after a menu read, the coming days' menus are fetched too. */
  private async save(cache: Cache, url: string, response: Response, deps: WorkerDeps) {
    if (
      !isShareableResponse({
        status: response.status,
        cacheControl: response.headers.get("cache-control"),
        vary: response.headers.get("vary"),
      })
    ) {
      return;
    }
    await cache.put(url, await stamped(response, deps.now()));
    await trim(cache, API_MAX_ENTRIES);
    if (menuReadOf(new URL(url))) deps.waitUntil(this.prefetchMenus(new URL(url), deps));
  }

  /** Campus pictures and app files: the cache first, fetched again in the background daily. */
  private async file(request: Request, deps: WorkerDeps): Promise<Response> {
    const cache = await deps.caches.open(FILES_CACHE);
    const cached = await cache.match(request);
    const refresh = async () => {
      const response = await deps.fetch(request);
      if (response.status === 200) {
        await cache.put(request, await stamped(response, deps.now()));
        await trim(cache, FILES_MAX_ENTRIES);
      }
      return response;
    };
    if (!cached) return refresh();
    if (deps.now().getTime() - savedAt(cached) > FILES_REFRESH_MS) {
      deps.waitUntil(refresh().catch(() => undefined));
    }
    return cached;
  }

  /**
   * After a menu read: the same read for the coming days and the campus's other locations (from
   * the menu page's location list, when saved), bounded by menuPrefetchUrls, once per site and
   * date while the worker runs, skipping copies fetched in the last hours. Stops at the first
   * network failure. No cookies: the reads are public.
   */
  async prefetchMenus(observed: URL, deps: WorkerDeps): Promise<void> {
    const read = menuReadOf(observed);
    if (!read) return;
    const key = `${read.siteId}|${read.date}`;
    if (this.prefetched.has(key)) return;
    this.prefetched.add(key);
    await deps.sleep(PREFETCH_DELAY_MS);
    const cache = await deps.caches.open(API_CACHE);
    const list = (await cache.keys()).find((k) => isMenuLocationList(new URL(k.url), read.siteId));
    const listed = list ? await cache.match(list) : undefined;
    const ids = listed ? locationIdsOf(await listed.json().catch(() => null)) : [];
    for (const path of menuPrefetchUrls(observed, ids)) {
      const url = new URL(path, this.origin).href;
      const cached = await cache.match(url);
      if (cached && deps.now().getTime() - savedAt(cached) < PREFETCH_FRESH_MS) continue;
      let response: Response;
      try {
        response = await deps.fetch(url, { credentials: "omit" });
      } catch {
        return;
      }
      if (
        isShareableResponse({
          status: response.status,
          cacheControl: response.headers.get("cache-control"),
          vary: response.headers.get("vary"),
        })
      ) {
        await cache.put(url, await stamped(response, deps.now()));
      }
    }
    await trim(cache, API_MAX_ENTRIES);
  }

  /**
   * The page's own loads from before the worker controlled it (its first visit): stored from the
   * browser's HTTP cache (`force-cache`), so storing them asks the server for nothing new.
   * Already stored URLs are skipped, so the page may send the same URL again.
   */
  async storeLoaded(urls: readonly string[], deps: WorkerDeps): Promise<void> {
    const shell = await deps.caches.open(shellCacheName(this.version));
    const assets = await deps.caches.open(ASSETS_CACHE);
    const api = await deps.caches.open(API_CACHE);
    const files = await deps.caches.open(FILES_CACHE);
    for (const href of urls) {
      let url: URL;
      try {
        url = new URL(href, this.origin);
      } catch {
        continue;
      }
      if (url.origin !== this.origin) continue;
      const request = new Request(url.href);
      try {
        if (url.pathname.startsWith("/assets/")) {
          if ((await shell.match(request)) || (await assets.match(request))) continue;
          const response = await deps.fetch(request, { cache: "force-cache" });
          if (response.ok) await assets.put(request, response);
        } else if (this.mayCache(request, url)) {
          if (await api.match(request)) continue;
          const response = await deps.fetch(request, { cache: "force-cache" });
          await this.save(api, url.href, response, deps);
        } else if (KEPT_FILES.test(url.pathname)) {
          if (await files.match(request)) continue;
          const response = await deps.fetch(request, { cache: "force-cache" });
          if (response.status === 200)
            await files.put(request, await stamped(response, deps.now()));
        }
      } catch {
        // Offline already, or the file is gone: the next visit stores it.
      }
    }
  }
}
