import { CACHE_PREFIX, WORKER_META } from "@/sw/cache-names";

/**
 * Registers the service worker (docs/web-app.md, "Offline") once the page has loaded and the
 * browser is idle, never on the way to the first paint. The build writes the WORKER_META tag
 * into index.html when the worker is on (scripts/build-service-worker.ts); without it (the kill
 * switch, `npm start`'s development build) any worker and its caches are removed instead.
 */
export function scheduleServiceWorker(): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const idle = () => {
    const run = () => void setUpServiceWorker().catch(() => undefined);
    if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 5_000 });
    else setTimeout(run, 1_000);
  };
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

async function setUpServiceWorker(): Promise<void> {
  const script = document.querySelector<HTMLMetaElement>(`meta[name="${WORKER_META}"]`)?.content;
  if (!script) {
    await retireServiceWorker();
    return;
  }
  const controlled = navigator.serviceWorker.controller !== null;
  await navigator.serviceWorker.register(script, { scope: "/" });
  if (controlled) return;
  // The first visit loaded everything before the worker existed: it stores those loads, from
  // the HTTP cache, so the pages just seen work offline; and the reads still under way, as
  // they finish (afterwards the page's requests go through the worker itself).
  const worker = (await navigator.serviceWorker.ready).active;
  const store = (entries: PerformanceEntryList) =>
    worker?.postMessage({ type: "store-loaded", urls: sameOriginLoads(entries) });
  store(performance.getEntriesByType("resource"));
  const observer = new PerformanceObserver((list) => store(list.getEntries()));
  observer.observe({ type: "resource" });
  setTimeout(() => observer.disconnect(), 10_000);
}

/** Same-origin files, API reads and campus files among the page's loads. */
function sameOriginLoads(entries: PerformanceEntryList): string[] {
  return entries
    .map((entry) => new URL(entry.name, location.href))
    .filter((url) => url.origin === location.origin && /^\/(assets|v1|files)\//.test(url.pathname))
    .map((url) => url.href);
}

/** Unregisters every worker of this origin and deletes the caches it made. */
export async function retireServiceWorker(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if (typeof caches === "undefined") return;
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
  }
}
