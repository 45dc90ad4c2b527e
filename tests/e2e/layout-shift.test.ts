import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { newPage, viewports } from "../support/browser";
import { CLS_PAGES, measureShifts, prepareForShifts } from "../support/layout-shift";

// The CLS budget (docs/web-app.md, App shell): no page moves what it has painted by more than
// 0.05 while it loads, even when every API answer is late. One page per width, reused. The
// phone run also gets the stylesheet late, as a slow network does: the app shell (index.html's
// inline style) is then all there is, and whatever it paints must not move when the stylesheet
// and React arrive (Lighthouse's trace counts from the first paint, stylesheet or not).
const BUDGET = 0.05;
const API_DELAY_MS = 500;
const STYLESHEET_DELAY_MS = 700;

describe.each([
  ["360 px, stylesheet late", viewports.phone, STYLESHEET_DELAY_MS],
  ["1280 px", viewports.desktop, 0],
])("layout shift at %s", (_name, viewport, stylesheetDelayMs) => {
  let opened: Promise<{ page: Page; close: () => Promise<void> }> | undefined;
  const page = async (): Promise<Page> => {
    opened ??= newPage(viewport).then(async ({ page, context }) => {
      await prepareForShifts(page, () => API_DELAY_MS);
      if (stylesheetDelayMs > 0) {
        await page.route(
          (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".css"),
          async (route) => {
            await new Promise((done) => setTimeout(done, stylesheetDelayMs));
            await route.continue().catch(() => {});
          },
        );
      }
      return { page, close: () => context.close() };
    });
    return (await opened).page;
  };
  afterAll(async () => {
    await (await opened)?.close();
  });

  it.each(CLS_PAGES)("%s stays within the CLS budget with late API answers", async (path) => {
    const report = await measureShifts(await page(), path, 1000);
    // The message lists the elements that moved, so a failure says where to look.
    expect(report.cls, JSON.stringify(report.entries)).toBeLessThanOrEqual(BUDGET);
  });
});
