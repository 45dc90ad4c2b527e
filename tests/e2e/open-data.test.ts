import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { newPage } from "../support/browser";
import { schemaOrgProblems } from "../support/schema-org-rules";

// The campus home, a location and the menu page carry parseable schema.org JSON-LD of the
// expected types, valid against the vocabulary (tests/fixtures/schema-org.ts), without a
// Content-Security-Policy violation; the feeds the pages link to answer in their formats.

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const { page, context } = await newPage();
  close = () => context.close();
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return {
    page,
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
  };
}

/** Every JSON-LD document of the page, parsed, once one holding `type` is there. */
async function jsonLdOf(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const selector = 'script[type="application/ld+json"]';
  await page.waitForFunction(
    ([sel, wanted]) =>
      [...document.querySelectorAll(sel as string)].some((s) =>
        (s.textContent ?? "").includes(`"@type":"${wanted}"`),
      ),
    [selector, type],
  );
  const texts = await page.locator(selector).allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The @types of a document's nodes, nested ones included. */
function typesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) typesIn(item, found);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record["@type"] === "string") found.add(record["@type"]);
    for (const child of Object.values(record)) typesIn(child, found);
  }
  return found;
}

describe("schema.org JSON-LD in the pages", () => {
  it("describes the campus and its locations with today's hours on the campus home", async () => {
    const { page, violations } = await watchedPage();
    await page.goto("/CedarRidge");
    const documents = await jsonLdOf(page, "FoodEstablishment");
    for (const document of documents) expect(schemaOrgProblems(document)).toEqual([]);
    const types = typesIn(documents);
    expect([...types]).toEqual(
      expect.arrayContaining(["Organization", "FoodEstablishment", "OpeningHoursSpecification"]),
    );
    expect(await violations()).toEqual([]);
  });

  it("describes the chosen location with its address, position and week", async () => {
    const { page, violations } = await watchedPage();
    await page.goto("/CedarRidge/campus-map");
    await page.locator(".location-detail").waitFor();
    const documents = await jsonLdOf(page, "FoodEstablishment");
    for (const document of documents) expect(schemaOrgProblems(document)).toEqual([]);
    expect([...typesIn(documents)]).toEqual(
      expect.arrayContaining(["FoodEstablishment", "GeoCoordinates", "OpeningHoursSpecification"]),
    );
    const name = await page.locator("#location-detail-title").textContent();
    expect(JSON.stringify(documents)).toContain(JSON.stringify(name));
    expect(await violations()).toEqual([]);

    // The location's OpenMensa feed, linked from its detail.
    const feed = page.getByRole("link", { name: /OpenMensa feed/ });
    const response = await page.request.get((await feed.getAttribute("href")) ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  });

  it("describes the day's menu: sections, dishes, diets and nutrition", async () => {
    const { page, violations } = await watchedPage();
    await page.goto("/CedarRidge/whats-on-the-menu");
    const documents = await jsonLdOf(page, "Menu");
    for (const document of documents) expect(schemaOrgProblems(document)).toEqual([]);
    expect([...typesIn(documents)]).toEqual(
      expect.arrayContaining([
        "FoodEstablishment",
        "Menu",
        "MenuSection",
        "MenuItem",
        "NutritionInformation",
      ]),
    );
    expect(JSON.stringify(documents)).toContain("https://schema.org/VegetarianDiet");
    expect(await violations()).toEqual([]);
  });
});

describe("the events page's calendar feed", () => {
  it("links an iCalendar feed of the campus's events", async () => {
    const { page } = await watchedPage();
    await page.goto("/CedarRidge/events");
    const link = page.getByRole("link", { name: "Subscribe to these events (iCal feed)" });
    const response = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });
});
