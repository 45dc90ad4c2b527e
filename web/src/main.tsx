// First: zod's CSP-safe mode must be set before any chunk that uses zod runs.
import "./lib/zod-jitless";
// And react-aria's locale, before any chunk that uses react-aria runs.
import "./lib/aria-locale";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { scheduleServiceWorker } from "./lib/offline-register";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error('index.html must contain <div id="root">');

const root = createRoot(container);
// React DOM is evaluated in this task, the app (router, route table, SWR) in the next: two
// shorter tasks instead of one long one (docs/decisions/web-first-paint.md). index.html
// preloads both, so nothing waits for the network here.
void Promise.all([import("./app/provider"), import("./app/router")]).then(start);

/**
 * Runs from a promise callback rather than this module's top level: with DevTools (Lighthouse)
 * recording, every DOM change and timer keeps the JavaScript stack that made it, and a stack
 * holding this module's top-level frame makes V8 parse the whole entry chunk again for its
 * source positions, a long task that only a recording browser pays.
 */
function start([{ AppProvider }, { AppRouter }]: [
  typeof import("./app/provider"),
  typeof import("./app/router"),
]): void {
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (docs/web-app.md, First load); the app shell in
  // index.html stays on screen until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
  // Offline support (docs/web-app.md, "Offline"): the service worker registers after the page
  // has loaded, once the browser is idle, never on the way to the first paint.
  scheduleServiceWorker();
}
