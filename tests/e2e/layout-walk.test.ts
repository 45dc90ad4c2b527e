import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, seriousA11yViolations, viewports } from "../support/browser";

// Every main page of the demo campuses (each campus's home, so each brand colour meets axe's
// contrast rules), at a phone and a desktop width, in one browser with one page per width:
// nothing wider than the window, no broken image, no unnamed icon, no box of the content
// laid over its neighbour or spilling out of its card, and axe-core without a serious or
// critical violation. This is the one walk of every page at both widths; other browser tests
// check what a page does, not these again.
//
// Each page names a text that proves its data (or its empty state) arrived: the checks run on
// the page a visitor sees, not on its skeleton.
const PAGES: [path: string, proof: string][] = [
  ["/", "Cedar Ridge University"],
  ["/campuses", "Harbor State College"],
  ["/CedarRidge", "Today's Menu"],
  ["/HarborState", "What's Open"],
  ["/PineHollow", "Coming soon"],
  ["/CedarRidge/about-us", "We serve 12,000 meals a day"],
  ["/CedarRidge/events", "Read more"],
  ["/CedarRidge/balanced-u-events", "Check back soon for more events"],
  ["/CedarRidge/special-offers", "Read more"],
  ["/CedarRidge/staff", "More about"],
  ["/HarborState/staff", "More about"],
  ["/CedarRidge/photo-albums", "Select an album"],
  ["/CedarRidge/surveys", "What should we add to the late-night menu?"],
  ["/CedarRidge/catering-files", "Catering Order Form"],
  ["/CedarRidge/hours-of-operation", "Summit Terrace Dining Room"],
  ["/CedarRidge/whats-on-the-menu", "* Menus are subject to change."],
  ["/HarborState/whats-on-the-menu", "* Menus are subject to change."],
  ["/CedarRidge/campus-map", "Summit Terrace Dining Room"],
  ["/CedarRidge/microsite", "Days until opening"],
  ["/CedarRidge/newsletters", "Current newsletters for"],
  ["/CedarRidge/dining-blog", "Meet the Campus Farm"],
  ["/HarborState/dining-blog", "Check back soon for more blogs"],
  ["/CedarRidge/directors-meetings", "/"],
  ["/CedarRidge/feedback", "First name"],
  ["/CedarRidge/balance-tracker", "Choose your meal plan"],
  ["/CedarRidge/get-answers-now", "Meal plans"],
  ["/cedarridge/login", "Forgot your password?"],
  ["/cedarridge/signup", "Confirm password"],
  // The purchase steps' first screen (the later ones hold a cart: tests/e2e/receipts.test.ts
  // and purchase-walk-fixes.test.ts walk the payment step, thank-you page and account tables at 360 px).
  ["/cedarridge/meal-plan-purchase", "Your shopping cart is empty."],
  ["/HarborState/dietary-health-form", "can't be sent online"],
];

/** Containers whose children sit side by side or one under another, never on top of each other. */
const SIBLING_CONTAINERS = [
  ".home",
  ".tile-grid",
  ".tile",
  ".card-grid",
  ".staff-grid",
  ".timeline",
  ".ui-card",
  ".ui-card__body",
  ".stat-cards",
  ".microsite-blocks",
  ".menu-legend__list",
  ".menu-table tr",
  ".hours-table tr",
  ".carousel",
];

/** Boxes whose content must stay inside them (a caption escaping its image, a card's overflow). */
const CONTAINING_BOXES = [".tile", ".ui-card", ".carousel", ".stat-card", ".microsite-banner"];

interface LayoutProblems {
  overflow: number;
  brokenImages: string[];
  unnamedGraphics: string[];
  overlaps: string[];
  spills: string[];
}

/** What a visitor would see as broken: sideways scrolling, empty images, unnamed icons, pile-ups. */
function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(
    ({ siblingContainers, containingBoxes }) => {
      const describe = (element: Element) => element.outerHTML.slice(0, 120);
      const hidden = (element: Element) => element.closest('[aria-hidden="true"]') !== null;
      const named = (element: Element) =>
        element.hasAttribute("aria-label") ||
        element.hasAttribute("aria-labelledby") ||
        element.querySelector(":scope > title") !== null;
      const shown = (element: Element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return style.visibility !== "hidden" && box.width > 0 && box.height > 0;
      };
      // Overlays (a date badge on its image, a caption on its slide) are placed on purpose.
      const inFlow = (element: Element) => {
        const position = getComputedStyle(element).position;
        return position !== "absolute" && position !== "fixed";
      };
      const SLACK = 2;
      const overlaps: string[] = [];
      for (const container of document.querySelectorAll(
        siblingContainers.map((selector) => `main ${selector}`).join(","),
      )) {
        const children = [...container.children].filter((child) => shown(child) && inFlow(child));
        const boxes = children.map((child) => child.getBoundingClientRect());
        for (let a = 0; a < boxes.length; a++) {
          for (let b = a + 1; b < boxes.length; b++) {
            const one = boxes[a] as DOMRect;
            const two = boxes[b] as DOMRect;
            const across = Math.min(one.right, two.right) - Math.max(one.left, two.left);
            const down = Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top);
            if (across > SLACK && down > SLACK) {
              overlaps.push(
                `${describe(children[a] as Element)} ⨯ ${describe(children[b] as Element)}`,
              );
            }
          }
        }
      }
      const spills: string[] = [];
      for (const box of document.querySelectorAll(
        containingBoxes.map((selector) => `main ${selector}`).join(","),
      )) {
        if (!shown(box)) continue;
        const outer = box.getBoundingClientRect();
        for (const inner of box.querySelectorAll("*")) {
          if (!shown(inner) || inner.closest(".table-scroll, [role='dialog']")) continue;
          const rect = inner.getBoundingClientRect();
          if (
            rect.left < outer.left - SLACK ||
            rect.right > outer.right + SLACK ||
            rect.top < outer.top - SLACK ||
            rect.bottom > outer.bottom + SLACK
          ) {
            spills.push(`${describe(inner)} outside ${describe(box)}`);
            break;
          }
        }
      }
      return {
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        // Map tiles come from OpenStreetMap, which a test machine may not reach.
        brokenImages: [...document.images]
          .filter((image) => image.complete && image.naturalWidth === 0 && image.src)
          .filter((image) => !image.classList.contains("leaflet-tile"))
          .map(describe),
        unnamedGraphics: [...document.querySelectorAll("svg, [role='img']")]
          .filter((graphic) => !hidden(graphic) && !named(graphic))
          .filter((graphic) => !graphic.closest(".leaflet-container"))
          .map(describe),
        overlaps,
        spills,
      };
    },
    { siblingContainers: SIBLING_CONTAINERS, containingBoxes: CONTAINING_BOXES },
  );
}

/**
 * Scrolls the page down a screen at a time and back, as a visitor reading it would: parts below
 * the screen (home tiles, menu cards, the footer) are laid out only as they near it
 * (`content-visibility: auto`, docs/decisions/web-first-paint.md), and until then hold a
 * placeholder height; once seen they keep their real size, so what is measured is every part's
 * own layout.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

/**
 * The images in view have loaded or failed and the fonts are in: what the checks measure is
 * final. (Waiting for the network to go quiet instead timed out now and then on a page whose
 * data had long arrived.)
 */
async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === "loaded" &&
      [...document.images].every((image) => image.complete || image.loading === "lazy"),
    undefined,
    { timeout: 15_000 },
  );
}

describe("every main page at 360 and 1280 px", () => {
  // One page per width, reused page after page: a fresh context per page would cost more than
  // the checks themselves.
  const pages = new Map<number, { page: Page; context: BrowserContext }>();
  beforeAll(async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      pages.set(viewport.width, await newPage(viewport, { reducedMotion: "reduce" }));
    }
  });
  afterAll(async () => {
    for (const { context } of pages.values()) await context.close();
  });

  it.each(PAGES)(
    "%s fits the window, nothing overlaps, icons are named, no serious axe violation",
    async (path, proof) => {
      for (const [width, { page }] of pages) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 15_000 });
        await page.getByText(proof).filter({ visible: true }).first().waitFor({ timeout: 15_000 });
        await imagesSettled(page);
        // The first visit's welcome dialog would cover the page under test.
        await page.keyboard.press("Escape");
        await scrollThrough(page);
        const problems = await layoutProblems(page);
        expect({ path, width, ...problems }).toEqual({
          path,
          width,
          overflow: 0,
          brokenImages: [],
          unnamedGraphics: [],
          overlaps: [],
          spills: [],
        });
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
    },
  );
});
