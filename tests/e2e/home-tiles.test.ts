import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, inject, it } from "vitest";
import { newPage, seriousA11yViolations, viewports } from "../support/browser";

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(path: string, viewport = viewports.desktop): Promise<Page> {
  const opened = await newPage(viewport, { reducedMotion: "reduce" });
  context = opened.context;
  await opened.context.addCookies([
    { name: "doc_landing_modal_dismissed", value: "true", url: inject("baseUrl") },
  ]);
  await opened.page.goto(path);
  return opened.page;
}

describe("home tiles", () => {
  it("votes on the survey in its tile and then shows the results as text", async () => {
    const page = await open("/cedarridge");
    const tile = page.getByRole("region", { name: "Survey", exact: true });
    // The first published survey of the demo campus (scripts/demo/cedar-ridge/campus.json).
    const question = "When should weekend brunch start?";
    await tile.getByRole("heading", { level: 3, name: question }).waitFor();
    await tile.getByRole("button", { name: "10:00 a.m." }).click();
    const results = tile.getByRole("list", { name: question });
    await tile.getByText(/^Total votes: \d+$/).waitFor();
    expect(await tile.getByRole("button").count()).toBe(0);
    const rows = await results.getByRole("listitem").allInnerTexts();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatch(/\d+%/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // This browser already voted: the results show straight away on the next visit.
    await page.reload();
    await tile.getByText(/^Total votes: \d+$/).waitFor();
    expect(await tile.getByRole("button").count()).toBe(0);
  });

  it.each([
    ["/cedarridge", "YouTube", "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE"],
    ["/cedarridge", "Facebook", "https://www.facebook.com/plugins/page.php?"],
    ["/HarborState", "Vimeo", "https://player.vimeo.com/video/76979871"],
  ])("%s %s tile loads its embed only when the visitor asks", async (path, tileName, src) => {
    const page = await open(path);
    const thirdParty: string[] = [];
    const hosts = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|www\.facebook\.com)\//;
    page.context().on("request", (request) => {
      if (hosts.test(request.url())) thirdParty.push(request.url());
    });
    await page
      .context()
      .route(hosts, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>player</title><p>player</p>" }),
      );
    const tile = page.getByRole("region", { name: tileName, exact: true });
    const facade = tile.getByRole("button", { name: new RegExp(`on ${tileName}`) });
    await facade.waitFor();
    // The facade holds the player's 16:9 box before and after, so loading it moves nothing.
    const before = await tile.locator(".social-embed").boundingBox();
    expect(Math.abs((before?.width ?? 0) / (before?.height ?? 1) - 16 / 9)).toBeLessThan(0.02);
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
    expect(await tile.locator("iframe").count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Keyboard operable: focus the facade and press Enter.
    await facade.focus();
    await page.keyboard.press("Enter");
    const frame = tile.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toContain(src);
    expect(await frame.getAttribute("title")).toMatch(new RegExp(`on ${tileName}`));
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(thirdParty.every((url) => url.startsWith(src))).toBe(true);
    const after = await tile.locator(".social-embed").boundingBox();
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
  });

  it("shows the Club Eats Week banner image from the campus's files", async () => {
    const page = await open("/HarborState");
    const banner = page.getByRole("img", { name: "Club Eats Week is here!" });
    await banner.waitFor();
    expect(await banner.getAttribute("src")).toMatch(
      /^\/files\/[^/]+\/images\/club-eats-week\.svg$/,
    );
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const box = await banner.boundingBox();
    expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 4)).toBeLessThan(0.05);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Campuses without club_eats_week show no banner.
    await page.goto("/cedarridge");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("img", { name: "Club Eats Week is here!" }).count()).toBe(0);
  });
});
