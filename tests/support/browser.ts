import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterEach, inject } from "vitest";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

let browser: Browser | undefined;

/** Connects to the run's one Chromium (started by the global setup), once per test file. */
export async function connectBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject("browserWsEndpoint"));
  return browser;
}

export async function newPage(
  viewport: { width: number; height: number } = viewports.desktop,
  options: {
    reducedMotion?: "reduce" | "no-preference";
    /**
     * Blocked unless a test is about the service worker (tests/e2e/offline.test.ts): a worker
     * answering a page's requests would hide them from `page.route` and change what a test of
     * another feature measures.
     */
    serviceWorkers?: "allow" | "block";
    baseURL?: string;
  } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await (await connectBrowser()).newContext({
    viewport,
    baseURL: options.baseURL ?? inject("baseUrl"),
    reducedMotion: options.reducedMotion ?? "no-preference",
    serviceWorkers: options.serviceWorkers ?? "block",
  });
  const page = await context.newPage();
  return { page, context };
}

/**
 * For a test file whose tests each work in one page at a time: returns its `open(viewport)`,
 * which closes the previous page's browser context first, and closes the last one after every
 * test, so no page sees another's cookies.
 */
export function pagePerTest(): (viewport?: { width: number; height: number }) => Promise<Page> {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  return async (viewport = viewports.desktop) => {
    await context?.close();
    const opened = await newPage(viewport);
    context = opened.context;
    return opened.page;
  };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core in the page; returns the serious and critical violations only. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern: a <script> tag with axe inline would be refused (script-src 'self'), as it must be.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}
