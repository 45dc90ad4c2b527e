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
  const opened = await newPage(viewport);
  context = opened.context;
  await opened.page.goto(path);
  return opened.page;
}

describe("landing → campus home", () => {
  it("picks a campus in the school selector and lands on its branded home page", async () => {
    const page = await open("/");
    const combo = page.getByRole("combobox", { name: "Select a school" });
    await combo.fill("Harbor");
    await page.getByRole("option", { name: "Harbor State College" }).click();
    await page.waitForURL(/\/harborstate$/);
    await page.getByRole("heading", { level: 1, name: "Harbor State College Dining" }).waitFor();
    await expect(page.title()).resolves.toBe("Dine On Campus at Harbor State College");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toBe(
      "Find what's open, what's on the menu, nutritional information and more.",
    );
  });

  it("chooses a campus by keyboard alone", async () => {
    const page = await open("/");
    await page.getByRole("combobox", { name: "Select a school" }).focus();
    await page.keyboard.type("Cedar");
    // As a visitor does: the matches are listed (the real combo box has replaced its
    // stand-in, typed text kept) before the arrow key picks one.
    await page
      .getByRole("option", { name: /Cedar Ridge/ })
      .first()
      .waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/cedarridge$/);
    await page.getByRole("heading", { level: 1, name: "Cedar Ridge University Dining" }).waitFor();
  });

  it("brands each campus with its own colours", async () => {
    const cedar = await open("/cedarridge");
    await cedar.getByRole("heading", { level: 1 }).waitFor();
    const brandOf = (page: Page) =>
      page.evaluate(() =>
        getComputedStyle(document.querySelector(".site-layout") as Element)
          .getPropertyValue("--brand")
          .trim(),
      );
    const cedarBrand = await brandOf(cedar);
    await cedar.goto("/harborstate");
    await cedar.getByRole("heading", { level: 1 }).waitFor();
    expect(cedarBrand).toMatch(/^#[0-9a-f]{6}$/i);
    expect(await brandOf(cedar)).not.toBe(cedarBrand);
  });

  it("shows the campus logo from its files", async () => {
    const page = await open("/cedarridge");
    const logo = page.locator(".site-logo__image");
    await logo.waitFor();
    await page.waitForLoadState("networkidle");
    expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  it("loads a site by slug in any casing", async () => {
    const page = await open("/CEDARRIDGE");
    await page.getByRole("heading", { level: 1, name: "Cedar Ridge University Dining" }).waitFor();
    await page.waitForURL(/\/cedarridge$/);
  });

  it("offers the skip links first", async () => {
    const page = await open("/cedarridge");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.keyboard.press("Tab");
    const first = await page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(first).toBe("Skip to Dine On Campus Navigation");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
      "Skip to Main Content",
    );
    await page.keyboard.press("Enter");
    expect(
      await page.evaluate(
        () =>
          document.activeElement?.closest("main") !== null ||
          document.activeElement?.id === "main-content",
      ),
    ).toBe(true);
  });
});

describe("not found", () => {
  it.each(["/no-such-campus", "/cedarridge/no-such-section", "/404"])(
    "shows the not-found page for %s",
    async (path) => {
      const page = await open(path);
      await page.getByText("Sorry, we're unable to find that.").waitFor();
    },
  );
});

describe("accessibility (axe-core: no serious or critical violation)", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it.each(["/", "/cedarridge", "/harborstate", "/campuses"])(
      `%s at ${name} width`,
      async (path) => {
        const page = await open(path, viewport);
        await page.locator("main").first().waitFor();
        await page.waitForLoadState("networkidle");
        const violations = await seriousA11yViolations(page);
        expect(violations).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth,
        );
        expect(overflow).toBe(false);
      },
    );
  }
});
