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

// The walk of every page at both widths with axe is tests/e2e/layout-walk.test.ts; here, what
// the pages do.
describe("content pages", () => {
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
