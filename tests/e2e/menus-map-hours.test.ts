import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { dynamoLocationStore } from "../../functions/menus/location-store";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { parseMenuFile } from "../../scripts/menu-import/menu-file";
import { writeMenus } from "../../scripts/menu-import/write-menus";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays } from "../../shared/platform/time/ymd";
import { newPage, seriousA11yViolations, viewports } from "../support/browser";
import { createBuilding, createLocation, createPeriod } from "../support/factories/location";
import { createSchedule } from "../support/factories/schedule";
import { createSite } from "../support/factories/site";

// Journeys on a campus of our own (its own ids, schedules and menus), in Chromium.
// This campus has no map archive (tests/e2e/campus-map-tiles.test.ts draws a demo campus's):
// the page must work without tiles.

const section = (slug: string, name: string) => ({ id: slug, name, slug, master_slug: slug });
const site = createSite({
  time_zone: "America/New_York",
  webtrition_search: true,
  section_list: [
    section("whats-on-the-menu", "What's on the Menu"),
    section("campus-map", "Campus Map"),
    section("hours-of-operation", "Hours of Operation"),
  ],
});
const hall = createBuilding({ name: "Maple Hall", sort_order: 0 });
const commons = createLocation({
  name: "Maple Commons",
  building_id: hall.id,
  description: "All-you-care-to-eat dining",
  occupancy: "Moderate",
  address: { street: "1 Maple Way", city: "Troy", state: "NY", lat: 42.73, lon: -73.68 },
  schedules: [createSchedule({ start_hour: 0, end_hour: 0, days: [0, 1, 2, 3, 4, 5, 6] })],
});
const cart = createLocation({
  name: "Coffee Cart",
  type: "other",
  sort_order: 1,
  address: { street: "Quad", city: "Troy", state: "NY", lat: 42.731, lon: -73.681 },
});
const today = campusDate(new Date(), site.time_zone);
const tomorrow = addDays(today, 1);

const lunch = createPeriod({ id: "lunch", name: "Lunch", sort_order: 1 }, [
  {
    name: "Cheese Pizza",
    filters: [{ name: "Milk", type: "allergen" }],
    nutrients: [{ name: "Sodium", uom: "mg", value: "2400", value_numeric: 2400 }],
    ingredients: "Dough, tomato, mozzarella",
  },
  { name: "Garden Salad", filters: [{ name: "Vegan", type: "dietary" }] },
]);
const dinner = createPeriod({ id: "dinner", name: "Dinner", sort_order: 2 }, [
  { name: "Roast Chicken" },
]);

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
  await dynamoLocationStore.putBuilding(site.id, hall);
  for (const location of [commons, cart]) await dynamoLocationStore.putLocation(site.id, location);
  const parsed = parseMenuFile({
    site_id: site.id,
    menus: [
      { location_id: commons.id, date: today, periods: [lunch, dinner] },
      { location_id: commons.id, date: tomorrow, closed: true },
    ],
  });
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  await writeMenus({ db: documentClient(), tableName: tableName() }, parsed.file, new Date());
});

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
  await opened.page.goto(`/${site.slug}/${path}`);
  return opened.page;
}

const shortDate = (ymd: string) => {
  const [y, m, d] = ymd.split("-").map(Number);
  return `${m}/${d}/${String((y ?? 0) % 100).padStart(2, "0")}`;
};

describe("What's on the Menu", () => {
  it("picks a location and a date, switches periods, filters, opens nutrition and searches", async () => {
    const page = await open("whats-on-the-menu");
    const location = page.getByLabel("Location");
    await expect(location.inputValue()).resolves.toBe(commons.id);
    await page.getByText("All-you-care-to-eat dining").waitFor();
    await page.getByText("* Menus are subject to change.").waitFor();

    // The first period arrives with the period list.
    await page.getByRole("tab", { name: "Lunch" }).waitFor();
    await page.getByRole("rowheader", { name: /Cheese Pizza/ }).waitFor();
    await page.getByRole("tab", { name: "Dinner" }).click();
    await page.getByRole("rowheader", { name: /Roast Chicken/ }).waitFor();
    await page.getByRole("tab", { name: "Lunch" }).click();

    // An allergen hides items carrying it; removing it brings them back.
    await page.getByLabel("Avoid allergens").selectOption("Milk");
    await page.getByRole("rowheader", { name: /Cheese Pizza/ }).waitFor({ state: "detached" });
    await expect(
      page.getByLabel("Avoid allergens").locator("option", { hasText: "Milk" }).count(),
    ).resolves.toBe(0);
    await page.getByRole("button", { name: "Remove Milk" }).click();
    await page.getByRole("rowheader", { name: /Cheese Pizza/ }).waitFor();

    // Nutrition dialog, closed with Escape.
    await page.getByRole("button", { name: "Nutritional Info for Cheese Pizza" }).click();
    const dialog = page.getByRole("dialog", { name: "Cheese Pizza" });
    await dialog.waitFor();
    await dialog.getByText("Dough, tomato, mozzarella").waitFor();
    await dialog.getByText("This item contains 2300 mg or more of sodium per serving").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    // Search: blank text is ignored, a match lists its date, none says so.
    const search = page.getByLabel("Find a menu item");
    await search.fill("   ");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("We found items matching").count()).resolves.toBe(0);
    await search.fill("pizza");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("We found items matching your search on the following dates:").waitFor();
    await page.getByRole("button", { name: "See the menu" }).waitFor();
    await search.fill("sushi");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("Sorry, we didn't find any menus that match your search.").waitFor();

    // Another date: the closed day.
    await page.getByLabel("Date").fill(tomorrow);
    await page.getByText(`Maple Commons is closed ${shortDate(tomorrow)}.`).waitFor();

    // Another location resets the filters; it has no menus.
    await page.getByLabel("Date").fill(today);
    await location.selectOption(cart.id);
    await page
      .getByText("Sorry, we weren't able to find menus for this location for the day you selected.")
      .waitFor();
  });
});

describe("Campus map", () => {
  it("selects a location from its marker and shows its detail without tiles", async () => {
    const page = await open("campus-map");
    await page.getByRole("heading", { name: "Maple Commons", level: 2 }).waitFor();
    await page.getByText("Occupancy: Moderate").waitFor();
    await page.locator(".map-marker").first().waitFor();
    expect(await page.locator(".map-marker").count()).toBe(2);
    await page.locator(".leaflet-marker-icon", { hasText: "Coffee Cart" }).click();
    await page.getByRole("heading", { name: "Coffee Cart", level: 2 }).waitFor();
    await expect(page.getByLabel("Location").inputValue()).resolves.toBe(cart.id);
    await expect(page.locator(".map-marker--selected").count()).resolves.toBe(1);
    await expect(
      page
        .locator(".map-marker--selected .map-marker__pin")
        .evaluate((el) => (el as HTMLElement).style.width),
    ).resolves.toBe("66px");
    await page.getByText("Hours this week", { exact: true }).click();
    await page.getByText("Closed").first().waitFor();
  });
});

describe("Hours of operation", () => {
  it("steps the week forward and back; the previous arrow only away from this week", async () => {
    const page = await open("hours-of-operation");
    const label = page.locator(".week-nav__label");
    await label.waitFor();
    const first = await label.textContent();
    expect(first).toMatch(/^Week of \d{1,2}\/\d{1,2}\/\d{2}$/);
    await page.getByText("* Hours may be subject to change.").waitFor();
    await page.getByRole("heading", { name: "Maple Hall" }).waitFor();
    await page.getByRole("heading", { name: "Additional Locations" }).waitFor();
    await page.getByText("Currently: Moderate").waitFor();
    await expect(page.getByRole("button", { name: "Previous week" }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Next week" }).click();
    await page.getByRole("button", { name: "Previous week" }).waitFor();
    expect(await label.textContent()).not.toBe(first);
    await page.getByRole("button", { name: "Previous week" }).click();
    await page.getByRole("button", { name: "Previous week" }).waitFor({ state: "detached" });
    expect(await label.textContent()).toBe(first);
  });
});

describe("accessibility", () => {
  const ready: Record<string, (page: Page) => Promise<void>> = {
    "whats-on-the-menu": (page) => page.getByRole("rowheader", { name: /Cheese Pizza/ }).waitFor(),
    "campus-map": (page) =>
      page.getByRole("heading", { name: "Maple Commons", level: 2 }).waitFor(),
    "hours-of-operation": (page) => page.getByRole("heading", { name: "Maple Hall" }).waitFor(),
  };

  it.each(Object.keys(ready))(
    "%s has no serious or critical axe violation at 360 and 1280 px",
    async (path) => {
      for (const viewport of [viewports.phone, viewports.desktop]) {
        const page = await open(path, viewport);
        await ready[path]?.(page);
        expect(await seriousA11yViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
        await context?.close();
        context = undefined;
      }
    },
  );
});
