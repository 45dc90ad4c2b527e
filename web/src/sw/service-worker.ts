import { OfflineStrategies, type WorkerDeps } from "./strategies";
import type { ExtendableEvent, WorkerConfig, WorkerScope } from "./worker-types";

/**
 * The service worker, built into web/dist/sw.js by scripts/build-service-worker.ts with this
 * build's config (docs/web-app.md, "Offline"). A new version installs in the background and waits:
 * no skipWaiting, so a page never runs against a worker of another build; it takes over once every
 * tab of the old one has closed, i.e. on the next visit.
 */
declare const SW_CONFIG: WorkerConfig;

const scope = self as unknown as WorkerScope;
const strategies = new OfflineStrategies(
  SW_CONFIG.version,
  SW_CONFIG.routes,
  scope.location.origin,
);

const deps = (event: ExtendableEvent): WorkerDeps => ({
  caches,
  fetch: (input, init) => fetch(input, init),
  now: () => new Date(),
  waitUntil: (promise) => {
    try {
      event.waitUntil(promise);
    } catch {
      // The event is over (InvalidStateError): the work still runs while the worker lives.
    }
  },
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
});

scope.addEventListener("install", (event) => {
  // A first install precaches only what the page just loaded (from the HTTP cache); an update
  // also fetches the offline pages' chunks of the new build.
  const updating = scope.registration.active !== null;
  const files = updating ? [...SW_CONFIG.shell, ...SW_CONFIG.offlinePages] : SW_CONFIG.shell;
  event.waitUntil(strategies.precache(files, deps(event)));
});

scope.addEventListener("activate", (event) => {
  // The first version takes the open pages at once, so the first visit's reads are saved; a
  // later version only activates once no page uses the old one, so claiming takes nothing over.
  event.waitUntil(strategies.cleanUp(deps(event)).then(() => scope.clients.claim()));
});

scope.addEventListener("fetch", (event) => {
  const answer = strategies.handle(event.request, deps(event));
  if (answer) event.respondWith(answer);
});

/** `{ type: "store-loaded", urls }` from lib/offline-register.ts: what the page loaded before. */
scope.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== "store-loaded" || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url): url is string => typeof url === "string");
  event.waitUntil(strategies.storeLoaded(urls, deps(event)));
});
