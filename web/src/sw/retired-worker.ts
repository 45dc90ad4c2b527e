import { CACHE_PREFIX } from "./cache-names";
import type { WorkerScope } from "./worker-types";

/**
 * The kill switch (docs/web-app.md, "Offline"): what a build with SERVICE_WORKER=off serves as
 * /sw.js. Browsers fetch /sw.js again on the next navigation, install this in place of the
 * worker, and it retires at once: it skips waiting (the one worker allowed to, since it serves
 * nothing), deletes every cache the worker made and unregisters itself. It has no fetch handler,
 * so the open pages' requests already go to the network; the next page load comes from the
 * server, whose HTML no longer asks for a worker (lib/offline-register.ts removes any left).
 */
const scope = self as unknown as WorkerScope;

scope.addEventListener("install", (event) => {
  event.waitUntil(scope.skipWaiting());
});

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
      }
      await scope.registration.unregister();
    })(),
  );
});
