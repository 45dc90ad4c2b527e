import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { newPage, seriousA11yViolations, viewports } from "../support/browser";

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(
  path: string,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<Page> {
  const opened = await newPage(viewport, { reducedMotion: "reduce" });
  context = opened.context;
  await opened.page.goto(path);
  return opened.page;
}

// Each page once, with a text that proves its data (or its empty state) arrived.
const PAGES: [string, string][] = [
  ["/CedarRidge/events", "Read more"],
  ["/CedarRidge/balanced-u-events", "Check back soon for more events"],
  ["/CedarRidge/special-offers", "Read more"],
  ["/CedarRidge/staff", "More about"],
  ["/CedarRidge/newsletters", "Current newsletters for"],
  ["/CedarRidge/photo-albums", "Select an album"],
  ["/CedarRidge/surveys", "What should we add to the late-night menu?"],
  ["/HarborState/dining-blog", "Check back soon for more blogs"],
  ["/CedarRidge/directors-meetings", "/"],
  ["/CedarRidge/feedback", "First name"],
  ["/CedarRidge/balance-tracker", "Choose your meal plan"],
];

describe("content pages (issue 6)", () => {
  it.each(PAGES)(
    "%s shows its content with no serious axe violation at 360 and 1280 px",
    async (path, text) => {
      for (const viewport of [viewports.phone, viewports.desktop]) {
        const page = await open(path, viewport);
        await page.getByText(text).first().waitFor({ timeout: 10_000 });
        expect(await seriousA11yViolations(page)).toEqual([]);
        await context?.close();
        context = undefined;
      }
    },
  );

  it("votes on a survey and then shows percentages and total votes", async () => {
    const page = await open("/HarborState/surveys");
    await page.getByRole("button", { name: "Sweet corn" }).click();
    await page.getByText(/^Total votes: \d+$/).waitFor();
    await expect(page.getByRole("button", { name: "Sweet corn" }).count()).resolves.toBe(0);
  });
});
