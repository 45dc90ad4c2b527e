import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, seriousA11yViolations, viewports } from "../support/browser";

// The main pages of two demo campuses (their brand colours included), each at a phone and a
// desktop width: nothing wider than the window, no broken image, no unnamed icon, and axe-core
// without a serious or critical violation.
const PAGES = [
  "/",
  "/campuses",
  "/CedarRidge",
  "/HarborState",
  "/CedarRidge/events",
  "/CedarRidge/special-offers",
  "/CedarRidge/staff",
  "/CedarRidge/photo-albums",
  "/CedarRidge/catering-files",
  "/CedarRidge/hours-of-operation",
  "/CedarRidge/whats-on-the-menu",
  "/cedarridge/login",
  "/cedarridge/signup",
];

interface LayoutProblems {
  overflow: number;
  brokenImages: string[];
  unnamedGraphics: string[];
}

/** What a visitor would see as broken: sideways scrolling, empty images, unnamed icons. */
function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const describe = (element: Element) => element.outerHTML.slice(0, 120);
    const hidden = (element: Element) => element.closest('[aria-hidden="true"]') !== null;
    const named = (element: Element) =>
      element.hasAttribute("aria-label") ||
      element.hasAttribute("aria-labelledby") ||
      element.querySelector(":scope > title") !== null;
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      brokenImages: [...document.images]
        .filter((image) => image.complete && image.naturalWidth === 0 && image.src)
        .map(describe),
      unnamedGraphics: [...document.querySelectorAll("svg, [role='img']")]
        .filter((graphic) => !hidden(graphic) && !named(graphic))
        .filter((graphic) => !graphic.closest(".leaflet-container"))
        .map(describe),
    };
  });
}

describe("every main page at 360 and 1280 px", () => {
  it.each(PAGES)(
    "%s fits the window with named icons and no serious axe violation",
    async (path) => {
      for (const viewport of [viewports.phone, viewports.desktop]) {
        const { page, context } = await newPage(viewport, { reducedMotion: "reduce" });
        try {
          await page.goto(path);
          await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 15_000 });
          await page.waitForLoadState("networkidle");
          const problems = await layoutProblems(page);
          expect({ path, width: viewport.width, ...problems }).toEqual({
            path,
            width: viewport.width,
            overflow: 0,
            brokenImages: [],
            unnamedGraphics: [],
          });
          expect(await seriousA11yViolations(page)).toEqual([]);
        } finally {
          await context.close();
        }
      }
    },
  );
});
