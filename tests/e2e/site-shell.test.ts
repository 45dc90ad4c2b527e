import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pagePerTest, seriousA11yViolations, viewports } from "../support/browser";

// The site shell (docs/web-app.md, Site shell): the header's one-row navigation with "More" on
// desktops, the Menu panel and the Social Media dropdown on phones, the microsite's own nav.
const open = pagePerTest();

/** The header's navigation row: the landmark named Main outside any dialog. */
const headerNav = (page: Page): Locator =>
  page.locator("header").getByRole("navigation", { name: "Main" });

async function visibleTopLevel(nav: Locator): Promise<{ name: string; top: number }[]> {
  return nav.locator("[data-nav-top]").evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({
        name: element.textContent?.trim() ?? "",
        top: Math.round(element.getBoundingClientRect().top),
      })),
  );
}

describe("site header at 1280 px", () => {
  it("keeps the navigation to one row and moves what does not fit into More", async () => {
    const page = await open(viewports.desktop);
    // A section page: the home page's landing modal would open over the menu after 3 s.
    await page.goto("/cedarridge/about-us");
    const nav = headerNav(page);
    const more = nav.getByRole("button", { name: "More" });
    await more.waitFor();
    const items = await visibleTopLevel(nav);
    expect(items.length).toBeGreaterThan(3);
    expect(new Set(items.map((item) => item.top)).size).toBe(1);
    expect(items.at(-1)?.name).toBe("More");
    const box = await nav.boundingBox();
    expect(box?.height).toBe(48);

    await more.click();
    expect(await more.getAttribute("aria-expanded")).toBe("true");
    const list = nav.locator(`[id="${await more.getAttribute("aria-controls")}"]`);
    await list.getByRole("link", { name: /^Facebook/ }).waitFor();
    // Every item the row left out is in More: nothing is lost.
    const shown = new Set(items.map((item) => item.name));
    expect(shown.has("Social Media")).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
  });

  it("shows every item in the row when the window is wide enough, and no More", async () => {
    const page = await open({ width: 1280, height: 800 });
    await page.goto("/pinehollow");
    const nav = headerNav(page);
    await nav.locator("[data-nav-top]").first().waitFor();
    expect(await nav.getByRole("button", { name: "More" }).isVisible()).toBe(false);
  });
});

describe("site header at 360 px", () => {
  // A section page: the home page's landing modal would open over the panel after 3 s.
  it("opens the Menu panel: focus moves in and stays in, Escape closes it and returns focus", async () => {
    const page = await open(viewports.phone);
    await page.goto("/cedarridge/about-us");
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    await menu.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await panel.waitFor();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await panel
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Reservations" })
      .waitFor();
    // The panel slides in at the window's inline end, as wide as most of the phone (polled:
    // on a busy machine the slide may still be running when the links are there).
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return Math.round((box?.x ?? 0) + (box?.width ?? 0));
      })
      .toBe(360);
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press("Tab");
      const inside = await panel.evaluate((dialog) => dialog.contains(document.activeElement));
      expect(inside).toBe(true);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it("follows a link from the panel and closes it", async () => {
    const page = await open(viewports.phone);
    await page.goto("/cedarridge/about-us");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await panel.getByRole("button", { name: "Locations & Hours" }).click();
    await panel.getByRole("link", { name: "Hours of Operation" }).click();
    await page.waitForURL(/\/cedarridge\/hours-of-operation$/);
    await panel.waitFor({ state: "detached" });
  });

  it("shows social media as a dropdown in the header bar", async () => {
    const page = await open(viewports.phone);
    await page.goto("/cedarridge/about-us");
    const header = page.locator("header");
    // The row of icons is the desktop's; on a phone it is hidden.
    expect(await header.getByRole("link", { name: /^Facebook/ }).isVisible()).toBe(false);
    const social = header.getByRole("button", { name: "Social Media" });
    await social.click();
    expect(await social.getAttribute("aria-expanded")).toBe("true");
    const facebook = header.getByRole("link", { name: /^Facebook/ });
    await facebook.waitFor();
    expect(await facebook.getAttribute("target")).toBe("_blank");
    const box = await facebook.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    expect(await social.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("microsite navigation (requirements: public-browsing §2 Microsite)", () => {
  const LANDING = [
    "Welcome",
    "Retail",
    "Residential",
    "Our Dining Philosophy",
    "General Contact Info",
  ];

  it("keeps microsite landing sections out of the header navigation", async () => {
    const page = await open(viewports.desktop);
    await page.goto("/cedarridge");
    const nav = headerNav(page);
    await nav.locator("[data-nav-top]").first().waitFor();
    // Counted in the DOM, so links tucked into More or a closed dropdown count too.
    for (const name of LANDING) {
      expect(await nav.getByRole("link", { name, includeHidden: true }).count()).toBe(0);
    }
    expect(await nav.getByRole("button", { name: "Meal Plans", includeHidden: true }).count()).toBe(
      1,
    );
  });

  it("gives the microsite's own nav its sections with dropdowns, without landing nodes", async () => {
    const page = await open(viewports.desktop);
    await page.goto("/cedarridge/microsite");
    const nav = page.getByRole("navigation", { name: "Microsite" });
    const dropdown = nav.getByRole("button", { name: "Locations & Hours" });
    await dropdown.waitFor();
    const hours = nav.getByRole("link", { name: "Hours of Operation" });
    expect(await hours.isVisible()).toBe(false);
    // Checked closed: an open dropdown lies over the wrapped second row, as any popup would.
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await dropdown.getAttribute("aria-expanded")).toBe("false");
    await dropdown.focus();
    await page.keyboard.press("ArrowDown");
    expect(await dropdown.getAttribute("aria-expanded")).toBe("true");
    expect(await hours.evaluate((link) => link === document.activeElement)).toBe(true);
    for (const name of LANDING) {
      expect(await nav.getByRole("link", { name, includeHidden: true }).count()).toBe(0);
    }
    await hours.click();
    await page.waitForURL(/\/cedarridge\/hours-of-operation$/);
  });
});

describe("landing page and /campuses", () => {
  it("says what Dine On Campus is and lists the campuses with their logos and colours", async () => {
    const page = await open(viewports.phone);
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Dine On Campus" }).waitFor();
    const campuses = page.getByRole("region", { name: "Campuses" });
    const cedar = campuses.getByRole("link", { name: /Cedar Ridge University/ });
    await cedar.waitFor();
    expect(await cedar.getAttribute("href")).toBe("/cedarridge");
    expect(await campuses.getByRole("link", { name: /Harbor State College/ }).count()).toBe(1);
    const brand = cedar.locator(".campus-card__brand");
    expect(await brand.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      "rgb(31, 92, 58)",
    );
    // The logo is decoration inside a link named by the campus: loaded, not announced twice.
    const logo = brand.locator("img");
    expect(await logo.getAttribute("alt")).toBe("");
    // This campus's own logo, lazy-loaded as a visitor scrolls to it: campuses onboarded by
    // other tests may sort before it.
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await cedar.click();
    await page.getByRole("heading", { level: 1, name: "Cedar Ridge University Dining" }).waitFor();
  });

  it("loads the school combo box only when reached for, keeping focus and what was typed", async () => {
    const page = await open(viewports.desktop);
    await page.goto("/");
    const combo = page.getByRole("combobox", { name: "Select a school" });
    await combo.waitFor();
    // react-aria marks its components with data-rac: none yet, the field is the stand-in.
    expect(await page.locator("[data-rac]").count()).toBe(0);
    await combo.focus();
    await page.keyboard.type("Harb");
    await page.locator("input[data-rac]").waitFor();
    await page.keyboard.type("or");
    const input = page.locator("input[data-rac]");
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await input.inputValue()).toBe("Harbor");
    await page.getByRole("option", { name: "Harbor State College" }).click();
    await page.waitForURL(/\/harborstate$/);
  });

  it("lists every campus on /campuses", async () => {
    const page = await open(viewports.desktop);
    await page.goto("/campuses");
    await page.getByRole("heading", { level: 1, name: "Campuses" }).waitFor();
    const main = page.getByRole("main");
    await main.getByRole("link", { name: /Cedar Ridge University/ }).waitFor();
    expect(await main.getByRole("link", { name: /Harbor State College/ }).count()).toBe(1);
    expect(await main.getByRole("link", { name: /Pine Hollow/ }).count()).toBe(1);
  });
});
