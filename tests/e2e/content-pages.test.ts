import type { BrowserContext, Locator, Page } from "playwright-core";
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

describe("content pages", () => {
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

  // Pages whose proof text also appears in the navigation, or is hidden at one width: scoped.
  it("/CedarRidge/catering-files lists files that open in a new tab, name-only on phones", async () => {
    const page = await open("/CedarRidge/catering-files");
    const table = page.getByRole("main").getByRole("table");
    // The Download column's heading is visually hidden text, still named for screen readers.
    await table.getByRole("columnheader", { name: "Download" }).waitFor({ state: "attached" });
    const download = table.getByRole("link", { name: /^Download Catering Menu 2026–27/ });
    await expect(download.getAttribute("target")).resolves.toBe("_blank");
    await expect(download.getAttribute("href")).resolves.toMatch(/catering-menu-2026\.pdf$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize(viewports.phone);
    await expect(download.isVisible()).resolves.toBe(false);
    const byName = table.getByRole("link", { name: "Catering Order Form", exact: true });
    await byName.waitFor();
    await expect(byName.getAttribute("target")).resolves.toBe("_blank");
    await table.getByText("Fill in and email to catering@cedarridge.example.edu").first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  const SCOPED: [string, (main: Locator) => Locator][] = [
    ["/CedarRidge/dining-blog", (main) => main.getByRole("tab", { name: "Meet the Campus Farm" })],
    ["/CedarRidge/get-answers-now", (main) => main.getByRole("button", { name: "Meal plans" })],
  ];
  it.each(SCOPED)("%s shows its content with no serious axe violation", async (path, proof) => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await open(path, viewport);
      await proof(page.getByRole("main")).waitFor({ timeout: 10_000 });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context?.close();
      context = undefined;
    }
  });

  it("shows a blog article in its tab with sanitized HTML and images from the files host", async () => {
    const page = await open("/CedarRidge/dining-blog");
    const main = page.getByRole("main");
    await main.getByRole("tab", { name: "Your Allergen Card, Explained" }).click();
    await main.getByRole("tabpanel").getByText("Save your allergens in your account").waitFor();
    await main.getByRole("tab", { name: "Meet the Campus Farm" }).click();
    const image = main.getByRole("tabpanel").getByRole("img", { name: "Kale at the farm" });
    await image.waitFor();
    const src = (await image.getAttribute("src")) ?? "";
    expect(src).toMatch(/\/farm-1\.svg$/);
    expect(src.startsWith("files/")).toBe(false);
  });

  it("votes on a survey and then shows percentages and total votes", async () => {
    const page = await open("/HarborState/surveys");
    await page.getByRole("button", { name: "Sweet corn" }).click();
    await page.getByText(/^Total votes: \d+$/).waitFor();
    await expect(page.getByRole("button", { name: "Sweet corn" }).count()).resolves.toBe(0);
  });
});
