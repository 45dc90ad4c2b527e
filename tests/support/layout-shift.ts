import type { Page } from "playwright-core";

/** The pages the CLS budget covers (docs/web-app.md, App shell): public, login and purchase. */
export const CLS_PAGES = [
  "/",
  "/campuses",
  "/cedarridge",
  "/cedarridge/whats-on-the-menu",
  "/cedarridge/campus-map",
  "/cedarridge/hours-of-operation",
  "/cedarridge/events",
  "/cedarridge/about-us",
  "/cedarridge/login",
  "/cedarridge/meal-plan-purchase",
] as const;

export interface ShiftEntry {
  value: number;
  time: number;
  sources: string[];
}

export interface ShiftReport {
  path: string;
  cls: number;
  entries: ShiftEntry[];
}

/** Sums the page's layout shifts without recent input, as CLS counts them, from the first paint on. */
const OBSERVER = `(() => {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : "?";
    if (!node.id && !node.className && node.parentElement) return describe(node.parentElement) + ">" + node.tagName.toLowerCase();
    const id = node.id ? "#" + node.id : "";
    const cls = typeof node.className === "string" && node.className
      ? "." + node.className.trim().split(/\\s+/).slice(0, 2).join(".") : "";
    return node.tagName.toLowerCase() + id + cls;
  };
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        time: Math.round(entry.startTime),
        sources: (entry.sources || []).map((s) =>
          describe(s.node) + " " + Math.round(s.previousRect.y) + "→" + Math.round(s.currentRect.y) +
          " h" + Math.round(s.previousRect.height) + "→" + Math.round(s.currentRect.height)),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
})();`;

/**
 * Prepares a page for measuring: every /v1 answer arrives `delayMs` late (so late data shows
 * as it would on a slow network) and the observer is installed before any page script runs.
 */
export async function prepareForShifts(
  page: Page,
  delayMs: (url: string) => number = () => 500,
): Promise<void> {
  await page.addInitScript(OBSERVER);
  await page.route(
    (url) => url.pathname.startsWith("/v1/"),
    async (route) => {
      await new Promise((done) => setTimeout(done, delayMs(route.request().url())));
      await route.continue().catch(() => {});
    },
  );
}

/**
 * Loads `path` fresh (no client-side cache) and sums its layout shifts until the network has
 * been quiet for half a second (every delayed answer painted) and `settleMs` more.
 */
export async function measureShifts(
  page: Page,
  path: string,
  settleMs = 1500,
): Promise<ShiftReport> {
  await page.goto("about:blank");
  await page.goto(path, { waitUntil: "networkidle" });
  await page.waitForTimeout(settleMs);
  const entries = (await page.evaluate("window.__shifts || []")) as ShiftEntry[];
  return { path, cls: entries.reduce((sum, entry) => sum + entry.value, 0), entries };
}
