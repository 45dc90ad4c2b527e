import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, inject, it } from "vitest";
import { newPage, viewports } from "../support/browser";

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const DISMISSED = { name: "doc_landing_modal_dismissed", value: "true" };

async function open(
  path: string,
  options: {
    viewport?: { width: number; height: number };
    motion?: "reduce" | "no-preference";
    modalDismissed?: boolean;
  } = {},
): Promise<Page> {
  const opened = await newPage(options.viewport ?? viewports.desktop, {
    reducedMotion: options.motion ?? "reduce",
  });
  context = opened.context;
  if (options.modalDismissed ?? true) {
    await opened.context.addCookies([{ ...DISMISSED, url: inject("baseUrl") }]);
  }
  await opened.page.goto(path);
  return opened.page;
}

const apiGets = (page: Page): string[] => {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/v1/")) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
};

describe("public site", () => {
  it("shows every tile kind on the home page within three API calls", async () => {
    const opened = await newPage(viewports.desktop, { reducedMotion: "reduce" });
    context = opened.context;
    const page = opened.page;
    const calls = apiGets(page);
    // The canonical slug: another casing costs one more site read for the redirect.
    await page.goto("/cedarridge");
    await page.getByRole("heading", { level: 1, name: "Cedar Ridge University Dining" }).waitFor();
    for (const name of [
      "Campus Map",
      "News",
      "Hours of Operation",
      "What's Open?",
      "Recharge Your Card",
      "Today's Menu",
      "Survey",
      "Facebook",
      "YouTube",
    ]) {
      await page.getByRole("heading", { level: 2, name, exact: true }).waitFor();
    }
    const main = page.getByRole("main");
    await main.getByText("Dining news").waitFor();
    await main.getByRole("link", { name: "All hours" }).waitFor();
    await main.getByRole("link", { name: "More items" }).waitFor();
    // The footer's events come with the home payload.
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "All events" }).waitFor();
    expect(await footer.locator('a[href*="/event/"]').count()).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    // Three calls in all, the once-a-day browser-details beacon included.
    expect([...calls].sort(), calls.join("\n")).toEqual([
      "GET /v1/sites/cedarridge/info",
      "GET /v1/sites/home_tiles",
      "POST /v1/sites/user_agent",
    ]);

    await page.goto("/HarborState");
    await page.getByRole("heading", { level: 2, name: "Vimeo" }).waitFor();
    expect(await page.getByRole("heading", { level: 2, name: "Recharge Your Card" }).count()).toBe(
      0,
    );
  });

  it("shows the prelaunch wrapper instead of the home page", async () => {
    const page = await open("/pinehollow");
    await page.getByText("Coming soon").waitFor();
    expect(await page.getByRole("heading", { name: "Pine Hollow College Dining" }).count()).toBe(0);
  });

  it("autoplays the carousel every 4 s and stops it with Pause, restarts with Play", async () => {
    const page = await open("/CedarRidge", { motion: "no-preference" });
    const first = page.getByRole("region", { name: "1 of 6" });
    await first.waitFor();
    await page.getByRole("region", { name: "2 of 6" }).waitFor({ timeout: 6000 });
    await page.getByRole("button", { name: "Pause" }).click();
    const shown = await page.locator(".carousel__slide:not([hidden])").getAttribute("aria-label");
    await page.waitForTimeout(4500);
    expect(await page.locator(".carousel__slide:not([hidden])").getAttribute("aria-label")).toBe(
      shown,
    );
    await page.getByRole("button", { name: "Play" }).click();
    await page.getByRole("button", { name: "Pause" }).waitFor();
  });

  it("does not autoplay for visitors who ask for reduced motion", async () => {
    const page = await open("/CedarRidge", { motion: "reduce" });
    await page.getByRole("button", { name: "Play" }).waitFor();
  });

  it("dismisses an alert; its MORE link opens in a new tab", async () => {
    const page = await open("/CedarRidge");
    const alerts = page.getByRole("list", { name: "Alerts" });
    const more = alerts.getByRole("link", { name: /MORE/ });
    await expect(more.getAttribute("target")).resolves.toBe("_blank");
    const message = alerts.getByText("Mobile ordering is now available at Commons Grill.");
    await message.waitFor();
    const item = alerts
      .getByRole("listitem")
      .filter({ hasText: "Mobile ordering is now available at Commons Grill." });
    await item.getByRole("button", { name: "Dismiss alert" }).click();
    await message.waitFor({ state: "detached" });
  });

  it("opens the landing modal after 3 s, and never again once closed (also after reload)", async () => {
    const page = await open("/CedarRidge", { modalDismissed: false });
    await page.getByRole("heading", { level: 1, name: "Cedar Ridge University Dining" }).waitFor();
    await page.waitForTimeout(2000);
    expect(await page.getByRole("dialog").count()).toBe(0);
    const dialog = page.getByRole("dialog");
    await dialog.waitFor({ timeout: 3000 });
    await dialog.getByText("Meal plans for Spring 2027 are open!").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    const cookie = (await page.context().cookies()).find((c) => c.name === DISMISSED.name);
    expect(cookie?.value).toBe("true");
    // Ten years asked for; Chromium keeps a cookie at most 400 days, so "forever" is that long.
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 399 * 24 * 3600);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Cedar Ridge University Dining" }).waitFor();
    await page.waitForTimeout(3500);
    expect(await page.getByRole("dialog").count()).toBe(0);
  });

  it("walks the header menus by keyboard alone", async () => {
    const page = await open("/CedarRidge");
    const nav = page.getByRole("navigation", { name: /Dine On Campus|Main|Site/ }).first();
    await nav.getByRole("button").first().waitFor();
    await nav.getByRole("button").first().focus();
    await page.keyboard.press("ArrowDown");
    const focused = await page.evaluate(() => document.activeElement?.tagName);
    expect(focused).toBe("A");
    await page.keyboard.press("Escape");
    // At 1280 px the row ends with More, which holds what did not fit, Social Media last.
    await page.keyboard.press("End");
    const last = await page.evaluate(() => document.activeElement?.textContent);
    expect(last).toContain("More");
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("A");
    await page.keyboard.press("End");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^TikTok/);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });

  it("shows a section page with its banner, the rewritten image and index,follow", async () => {
    const page = await open("/CedarRidge/about-us");
    const banner = page.locator(".section-banner");
    await banner.getByRole("heading", { level: 1, name: "About Us" }).waitFor();
    await expect(banner.evaluate((el) => getComputedStyle(el).paddingLeft)).resolves.toBe("20px");
    const image = page.getByRole("img", { name: "The Commons dining room" });
    await expect(image.getAttribute("src")).resolves.toBe(
      "/files/cedar-ridge/images/photo-commons.svg",
    );
    await expect(page.title()).resolves.toBe("Cedar Ridge University – About Us");
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe(
      "index,follow",
    );
  });

  it("gives a no-robots section noindex,nofollow and refuses a script that is not allow-listed", async () => {
    const opened = await newPage(viewports.desktop, { reducedMotion: "reduce" });
    context = opened.context;
    const warnings: string[] = [];
    opened.page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await opened.page.goto("/CedarRidge/sustainability");
    await opened.page.getByText("Cooking for the planet").waitFor();
    await expect(opened.page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe(
      "noindex,nofollow",
    );
    expect(await opened.page.locator('script[src*="impact-counter"]').count()).toBe(0);
    expect(warnings.some((text) => text.includes("impact-counter.js"))).toBe(true);
  });

  it("sanitizes hostile HTML in section bodies and news content", async () => {
    const opened = await newPage(viewports.desktop, { reducedMotion: "reduce" });
    context = opened.context;
    const page = opened.page;
    const hostile =
      '<p id="hostile">Hostile</p><script>window.__pwned = 1</script>' +
      '<img src="x" onerror="window.__pwned = 2" alt="x">' +
      '<a href="javascript:window.__pwned = 3">Click</a><svg onload="window.__pwned = 4"></svg>';
    await page.route("**/v1/sections/info_by_slug*", async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.section.body = hostile;
      await route.fulfill({ response, json });
    });
    await page.route("**/v1/sites/home_tiles*", async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.news_html = hostile;
      await route.fulfill({ response, json });
    });
    for (const path of ["/CedarRidge/sustainability", "/CedarRidge"]) {
      await page.goto(path);
      await page.locator("#hostile").first().waitFor();
      const main = page.getByRole("main");
      expect(await main.locator("script").count()).toBe(0);
      expect(await main.locator("[onerror], [onload]").count()).toBe(0);
      expect(await main.locator('a[href^="javascript:"]').count()).toBe(0);
      await page
        .locator("main a", { hasText: "Click" })
        .first()
        .click({ trial: true })
        .catch(() => {});
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    }
  });

  it("shows the microsite: tagline, stat cards, published sections only", async () => {
    const page = await open("/CedarRidge/microsite");
    await page
      .getByRole("heading", { level: 1, name: "The Ridge Dining Pavilion opens January 2027" })
      .waitFor();
    await page.getByText("Days until opening").waitFor();
    await page.getByRole("region", { name: "Welcome" }).waitFor();
    expect(await page.getByRole("region", { name: "Residential" }).count()).toBe(0);
    const nav = page.getByRole("navigation", { name: "Microsite" });
    expect(await nav.getByRole("link", { name: "Welcome" }).count()).toBe(0);
  });

  it.each([
    ["/cedarridge/get-answers-now", "Search our most common questions or browse by topic."],
    ["/cedarridge/balance-tracker", "See how your plan should be tracking so far this term."],
  ])("%s shows its section body", async (path, body) => {
    const page = await open(path);
    await page.getByRole("main").getByText(body).waitFor();
  });

  it("shows the not-found page for an unknown section and an unknown path", async () => {
    const page = await open("/CedarRidge/no-such-section");
    await page.getByText("Sorry, we're unable to find that.").waitFor();
    await page.goto("/CedarRidge/event/x/y");
    await page.getByText("Sorry, we're unable to find that.").waitFor();
  });

  it("redirects the mobile app page to the site home on desktop; static pages render", async () => {
    const page = await open("/CedarRidge/dine-on-campus-mobile-app");
    await page.waitForURL(/\/CedarRidge$/i);
    await page.goto("/climate-friendly");
    await page.getByText("Better than 95% of food").waitFor();
    await page.goto("/CedarRidge/terms-of-use");
    await page.getByText("Gift cards and prepaid cards are not accepted.").waitFor();
  });
});
