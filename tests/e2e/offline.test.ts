import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Metafile } from "esbuild";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { withoutWorkerMarker, writeServiceWorker } from "../../scripts/build-service-worker";
import { mayCacheRequest, offlineRouteTable } from "../../shared/platform/offline/cache-rule";
import { addDays } from "../../shared/platform/offline/menu-prefetch";
import { SAVED_AT_HEADER } from "../../shared/platform/offline/saved-at";
import { routeList } from "../../shared/route-list";
import {
  MENUS_FAILED,
  MENUS_LOADING,
} from "../../web/src/features/menus/menus/components/menu-texts";
import { API_CACHE } from "../../web/src/sw/cache-names";
import { PREFETCH_DELAY_MS } from "../../web/src/sw/strategies";
import { newPage, viewports } from "../support/browser";
import { newCustomer, signUpInBrowser } from "../support/e2e-sign-up";

// The installed-app half of the site in Chromium (docs/web-app.md, "Offline"): the manifest passes
// Chromium's installability check, the campus pages work with the network cut after one visit,
// private answers never reach the worker's cache, and the kill switch retires the worker.

const HOME = "/cedarridge";
const HOURS = "/cedarridge/hours-of-operation";
const MENU = "/cedarridge/whats-on-the-menu";
const OFFLINE_NOTICE = /^Offline, showing what was saved at \d\d:\d\d$/;

/**
 * The test stack behind a proxy that counts the requests reaching it, as CloudFront bills them
 * (a browser cache or the worker answering costs nothing), and can play a kill-switch deploy:
 * /sw.js becomes the retiring worker and pages lose the worker tag, the two files such a deploy
 * changes.
 */
interface Proxy {
  url: string;
  requests: string[];
  /** Serves /sw.js with these bytes appended: a deploy of a new worker version. */
  update(suffix: string): void;
  retire(): void;
  close(): Promise<void>;
}

async function startProxy(upstream: string, retiredWorker: string): Promise<Proxy> {
  const target = new URL(upstream);
  const requests: string[] = [];
  let retired = false;
  let suffix = "";
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (retired && req.url?.split("?")[0] === "/sw.js") {
      res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-cache" });
      res.end(retiredWorker);
      return;
    }
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          let body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          if (retired && String(headers["content-type"]).startsWith("text/html")) {
            body = Buffer.from(withoutWorkerMarker(body.toString("utf8")));
          }
          if (suffix && req.url?.split("?")[0] === "/sw.js") {
            body = Buffer.concat([body, Buffer.from(suffix)]);
          }
          headers["content-length"] = String(body.length);
          delete headers["transfer-encoding"];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://localhost:${port}`,
    requests,
    update: (bytes) => {
      suffix = bytes;
    },
    retire: () => {
      retired = true;
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * Waits until no request has reached the proxy for a while: longer than the worker waits before
 * its prefetch, and than Chromium waits before its update check of the worker after a load.
 */
async function quiet(proxy: Proxy, ms = PREFETCH_DELAY_MS + 1_000): Promise<void> {
  let seen = -1;
  while (seen !== proxy.requests.length) {
    seen = proxy.requests.length;
    await new Promise((done) => setTimeout(done, ms));
  }
}

/** Waits until the worker controls the page and has stored an answer whose URL has `apiPath`. */
async function workerReady(page: Page, apiPath: string): Promise<void> {
  const stored = () =>
    page.evaluate(
      async ([cacheName, path]) => {
        if (!navigator.serviceWorker?.controller) return false;
        const cache = await caches.open(cacheName);
        return (await cache.keys()).some((request) => request.url.includes(path));
      },
      [API_CACHE, apiPath] as const,
    );
  await expect
    .poll(stored, { timeout: 30_000, interval: 250 })
    .toBe(true)
    .catch(async (error) => {
      const loads = await page.evaluate(() =>
        performance.getEntriesByType("resource").map((e) => e.name.replace(location.origin, "")),
      );
      console.log(`Stored: ${(await cachedUrls(page)).join(" ")}\nLoaded: ${loads.join(" ")}`);
      throw error;
    });
}

/** Every URL in every cache of the page's origin. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });

/** Chromium's reasons not to offer installing the page, less the incognito profile's. */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors: errors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  await cdp.detach();
  return errors.map((error) => error.errorId).filter((id) => id !== "in-incognito");
}

/** A client-side navigation, as a link in the page makes it: no page load. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

const workerCount = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

let retiredWorker = "";
let proxy: Proxy;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // The kill switch's worker, built as `SERVICE_WORKER=off npm run build:web` builds it.
  const dir = mkdtempSync(join(tmpdir(), "retired-worker-"));
  await writeServiceWorker({
    dist: dir,
    metafile: { inputs: {}, outputs: {} } as Metafile,
    production: true,
    mode: "off",
  });
  retiredWorker = readFileSync(join(dir, "sw.js"), "utf8");
  rmSync(dir, { recursive: true, force: true });
  proxy = await startProxy(inject("baseUrl"), retiredWorker);
});

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

afterAll(async () => {
  await proxy?.close();
});

async function open(baseURL?: string): Promise<Page> {
  const { page, context } = await newPage(viewports.desktop, {
    serviceWorkers: "allow",
    ...(baseURL ? { baseURL } : {}),
  });
  contexts.push(context);
  return page;
}

describe("the campus as an installed app", () => {
  it("passes Chromium's installability check with the campus's own manifest", async () => {
    const page = await open();
    await page.goto(HOME);
    const link = page.locator('link[rel="manifest"]');
    await link.waitFor({ state: "attached" });
    expect(await link.getAttribute("href")).toBe("/files/cedar-ridge/app/manifest.webmanifest");
    const served = await page.request.get("/files/cedar-ridge/app/manifest.webmanifest");
    expect(served.headers()["content-type"]).toBe("application/manifest+json");
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest")) as {
      errors: unknown[];
      data?: string;
    };
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({
      name: "Cedar Ridge University",
      start_url: "/cedarridge/",
      scope: "/cedarridge/",
      display: "standalone",
      theme_color: "#1F5C3A",
    });
    // Playwright's browser contexts are incognito profiles, where Chromium never offers to
    // install anything; every other check (manifest, icons, start URL, scope) must pass.
    expect(await installabilityErrors(page)).toEqual([]);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await installabilityErrors(page)).toContain("no-manifest");
    await page.goto(HOME);
    // Another campus links its own.
    await page.goto("/harborstate");
    await expect
      .poll(() => link.getAttribute("href"))
      .toBe("/files/harbor-state/app/manifest.webmanifest");
  });
});

describe("the campus pages offline", () => {
  it("show the home, hours and menu saved on one visit, with the offline notice", async () => {
    const page = await open();
    const main = page.getByRole("main");
    await page.goto(HOME);
    await workerReady(page, "/v1/sites/home_tiles");
    await page.waitForLoadState("networkidle");
    const homeHeadings = await main.getByRole("heading").allTextContents();
    await page.goto(HOURS);
    await main.getByRole("heading", { name: "Hours of Operation", level: 1 }).waitFor();
    await page.goto(MENU);
    await main.getByRole("heading", { name: "What's on the Menu", level: 1 }).waitFor();
    const dateInput = main.getByLabel("Date");
    const today = await dateInput.inputValue();
    // The worker fetches the coming days' menus after the visit.
    const nextDay = addDays(today, 1);
    await workerReady(page, `date=${nextDay}`);

    // Hours later: the HTTP cache's copies of the API answers have expired (cleared here).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await page.context().setOffline(true);
    // The notice's live region is always in the campus layout, empty while online.
    const notice = page.getByRole("status").and(page.locator(".offline-notice"));
    await page.reload();
    await main.getByRole("heading", { name: "What's on the Menu", level: 1 }).waitFor();
    await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toMatch(OFFLINE_NOTICE);
    // Tomorrow's menu, fetched by the worker after the visit, answers from its cache.
    const tomorrowsMenu = page.waitForResponse((r) => r.url().includes(`date=${nextDay}`));
    await dateInput.fill(nextDay);
    const answer = await tomorrowsMenu;
    expect(answer.status()).toBe(200);
    expect(answer.fromServiceWorker()).toBe(true);
    expect(answer.headers()[SAVED_AT_HEADER]).toBeTruthy();
    await expect.poll(() => main.getByText(MENUS_LOADING).count()).toBe(0);
    expect(await main.getByText(MENUS_FAILED).count()).toBe(0);
    await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toMatch(OFFLINE_NOTICE);

    await page.goto(HOURS);
    await main.getByRole("heading", { name: "Hours of Operation", level: 1 }).waitFor();
    await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toMatch(OFFLINE_NOTICE);

    await page.goto(HOME);
    await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toMatch(OFFLINE_NOTICE);
    await expect.poll(() => main.getByRole("heading").allTextContents()).toEqual(homeHeadings);
    await page.context().setOffline(false);
  });

  it("never stores a customer's, cart or console answer", async () => {
    const page = await open();
    await page.goto(HOME);
    await workerReady(page, "/v1/sites/home_tiles");
    const customer = newCustomer("offline");
    await signUpInBrowser(page, "cedarridge", customer);
    await page.goto("/cedarridge/customer-account");
    await page.getByRole("heading", { name: "Manage Your Account" }).waitFor();
    await page.goto("/cedarridge/meal-plan-purchase");
    await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
    await page.goto("/operations");
    await page.waitForLoadState("networkidle");

    const table = offlineRouteTable(routeList);
    const urls = await cachedUrls(page);
    const api = urls.filter((url) => new URL(url).pathname.startsWith("/v1/"));
    expect(api.length).toBeGreaterThan(2);
    for (const url of api) {
      const { pathname } = new URL(url);
      expect(pathname).not.toMatch(/^\/v1\/(customer|cart|operations)\//);
      expect(mayCacheRequest(table, { method: "GET", pathname }), url).toBe(true);
    }
    const bodies = await page.evaluate(async () => {
      const texts: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname.startsWith("/v1/")) {
            texts.push((await (await cache.match(request))?.text()) ?? "");
          }
        }
      }
      return texts.join("\n");
    });
    expect(bodies).not.toContain(customer.email);
  });
});

describe("cost and retirement", () => {
  it("asks the server for the page's API reads only on a repeat visit", async () => {
    const page = await open(proxy.url);
    const coldStart = proxy.requests.length;
    await page.goto(HOME);
    await workerReady(page, "/v1/sites/home_tiles");
    await quiet(proxy, 1_000);
    const cold = proxy.requests.slice(coldStart);
    const kinds = (prefix: string) =>
      cold.filter((r) => r.split(" ")[1]?.startsWith(prefix)).length;
    console.log(
      `First visit to the home page, worker install included: ${cold.length} requests ` +
        `(${kinds("/assets/")} scripts and styles, ${kinds("/v1/")} API, ${kinds("/files/")} files)`,
    );
    for (const path of [HOURS, MENU]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    // The worker's prefetch after the menu read belongs to the first visit: let it finish.
    const today = await page.getByRole("main").getByLabel("Date").inputValue();
    await workerReady(page, `date=${addDays(today, 1)}`);
    await quiet(proxy);
    // A repeat visit hours later: a new tab (a new browser session), the HTTP cache's copies of
    // the API answers expired (cleared here), the worker and its caches kept.
    const tab = await page.context().newPage();
    await page.close();
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send("Network.clearBrowserCache");
    const start = proxy.requests.length;
    const views: Record<string, string[]> = {};
    let before = start;
    for (const [path, go] of [
      [HOME, () => tab.goto(HOME)],
      [HOURS, () => navigateInApp(tab, HOURS)],
      [MENU, () => navigateInApp(tab, MENU)],
    ] as const) {
      await go();
      await tab.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
      await tab.waitForLoadState("networkidle");
      await quiet(proxy, 1_000);
      views[path] = proxy.requests.slice(before);
      before = proxy.requests.length;
    }
    // Anything late (an update check, a prefetch) still counts, with the last view.
    await quiet(proxy);
    views[MENU]?.push(...proxy.requests.slice(before));
    console.log(`Repeat visit, requests reaching the server: ${JSON.stringify(views, null, 1)}`);
    const all = proxy.requests.slice(start);
    // Nothing static but the browser's update check of the worker, and campus pictures the
    // first visit never showed (carousel slides it did not reach), which the worker then keeps.
    const seen = new Set(proxy.requests.slice(0, start));
    const pictures = all.filter((r) => r.startsWith("GET /files/"));
    for (const picture of pictures) expect(seen.has(picture), picture).toBe(false);
    const api = all.filter((r) => r.includes(" /v1/"));
    expect(all.filter((r) => !api.includes(r) && !pictures.includes(r))).toEqual(["GET /sw.js"]);
    // The pages' own calls only: bootstrap, home tiles, hours, locations, menu; the browser
    // details went with the first visit today (once a day per device).
    expect(api.filter((r) => r.includes("/v1/sites/user_agent"))).toEqual([]);
    expect(api.length).toBeLessThanOrEqual(5);
    // At most 2 billable CloudFront requests per page view, the worker's update check included.
    expect((api.length + 1) / 3).toBeLessThanOrEqual(2);
    console.log(`Per page view: ${((api.length + 1) / 3).toFixed(2)} (pictures aside)`);
  });

  it("installs a new version in the background and runs it from the next visit", async () => {
    const page = await open(proxy.url);
    await page.goto(HOME);
    await workerReady(page, "/v1/sites/home_tiles");
    const workers = (tab: Page) =>
      tab.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { active: Boolean(registration?.active), waiting: Boolean(registration?.waiting) };
      });
    proxy.update("\n// the next version\n");
    await page.goto(HOURS);
    await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
    // Installed and waiting: the open page keeps the worker it started with.
    await expect
      .poll(() => workers(page), { timeout: 20_000 })
      .toEqual({ active: true, waiting: true });
    await page.goto(MENU);
    await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
    expect(await workers(page)).toEqual({ active: true, waiting: true });
    // The next visit, once the last tab of this one closed, runs the new version (the browser
    // activates it a moment after the close; a visit begun before stays with the old one).
    const context = page.context();
    await page.close();
    let state = { active: false, waiting: true };
    for (let attempt = 0; attempt < 10 && state.waiting; attempt++) {
      await new Promise((done) => setTimeout(done, 500));
      const next = await context.newPage();
      await next.goto(HOME);
      state = await workers(next);
      await next.close();
    }
    expect(state).toEqual({ active: true, waiting: false });
    proxy.update("");
  });

  it("is retired by a kill-switch deploy: the worker unregistered, its caches gone", async () => {
    const page = await open(proxy.url);
    await page.goto(HOME);
    await workerReady(page, "/v1/sites/home_tiles");
    expect(await workerCount(page)).toBe(1);
    proxy.retire();
    await page.goto(HOURS);
    await expect.poll(() => workerCount(page), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => cachedUrls(page), { timeout: 10_000 }).toEqual([]);
    // The deployed pages ask for no worker any more: none comes back.
    await page.goto(MENU);
    await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
    await page.waitForTimeout(2_000);
    expect(await workerCount(page)).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
});
