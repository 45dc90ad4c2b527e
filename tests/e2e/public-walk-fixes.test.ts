import { describe, expect, inject, it } from "vitest";
import { newPage, pagePerTest, seriousA11yViolations, viewports } from "../support/browser";
import { newCustomer, signUpInBrowser, submitSignUp } from "../support/e2e-sign-up";

// Findings of the walk through every public page at 360 and 1280 px (docs/decisions/public-site.md).
const open = pagePerTest();

describe("public pages after the walk", () => {
  it("renders a staff bio as sanitized HTML in its dialog, not as markup text", async () => {
    const page = await open(viewports.phone);
    await page.route("**/v1/staff/active_list*", async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.staff[0].bio += '<img src="x" onerror="window.__pwned = 1" alt="">';
      await route.fulfill({ response, json });
    });
    await page.goto("/CedarRidge/staff");
    await page.getByRole("button", { name: "More about Maria" }).click();
    const dialog = page.getByRole("dialog", { name: "Maria Alvarez" });
    await dialog
      .getByText("Maria has led Cedar Ridge Dining since 2019", { exact: false })
      .waitFor();
    expect(await dialog.getByText("<p>", { exact: false }).count()).toBe(0);
    expect(await dialog.locator("p", { hasText: "Maria has led" }).count()).toBe(1);
    expect(await dialog.locator("[onerror]").count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("loads a location's image on the campus map from the campus's location folder", async () => {
    const page = await open(viewports.desktop);
    await page.goto("/CedarRidge/campus-map");
    await page.getByRole("heading", { name: "Cedar Commons", level: 2 }).waitFor();
    const image = page.locator(".location-detail img");
    await image.waitFor();
    expect(await image.getAttribute("src")).toBe("/files/cedar-ridge/location/cedar-commons.svg");
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  it("What's Open says when nothing is open, offers all locations, and never repeats the badge", async () => {
    const page = await open(viewports.phone);
    await page.route("**/v1/sites/home_tiles*", async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      for (const location of json.status.locations) {
        location.open = false;
        location.status = { label: "Closed", message: "Opens tomorrow at 7:00a", color: "red" };
      }
      await route.fulfill({ response, json });
    });
    // The landing modal (after 3 s) would cover the tiles.
    await page
      .context()
      .addCookies([{ name: "doc_landing_modal_dismissed", value: "true", url: inject("baseUrl") }]);
    await page.goto("/CedarRidge");
    const tile = page.getByRole("region", { name: "What's Open?" });
    await tile.getByText("Nothing is open right now.").waitFor();
    await tile.getByRole("button", { name: "Show all locations" }).click();
    await tile.getByRole("button", { name: "Show open locations only" }).waitFor();
    await tile.getByText("Cedar Commons").waitFor();
    expect(await tile.getByText("Nothing is open right now.").count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Today's real statuses: the message completes the badge's label, never repeats it.
    await page.unrouteAll();
    await page.reload();
    await tile.getByRole("button", { name: "Show all locations" }).click();
    await tile.getByRole("listitem").first().waitFor();
    for (const text of await tile.getByRole("listitem").allTextContents()) {
      expect(text).not.toMatch(/\b(Open|Closed)\W+\1\b/);
      expect(text).toMatch(
        /(Closes|Opens) (today|tomorrow|\w+day, \d+\/\d+\/\d+) at|Around the clock|No opening hours/,
      );
    }
  });

  it("balance tracker shows at most one of the too-low / too-high messages", async () => {
    const page = await open(viewports.phone);
    await page.goto("/CedarRidge/balance-tracker");
    await page.getByLabel("Choose your meal plan").selectOption({ label: "Block 150" });
    const main = page.getByRole("main");
    const low = main.getByText("You're spending faster than planned.", { exact: false });
    const high = main.getByText("You have more left than expected", { exact: false });
    await main.getByText("To stay on budget", { exact: false }).waitFor();
    expect([await low.count(), await high.count()]).toEqual([0, 0]);
    const left = page.getByLabel("Dollars left on your plan");
    await left.fill("0");
    await low.waitFor();
    expect(await high.count()).toBe(0);
    await left.fill("500");
    await high.waitFor();
    expect(await low.count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("help search with no match says so, next to the Back button", async () => {
    const page = await open(viewports.phone);
    await page.goto("/CedarRidge/get-answers-now");
    await page.getByLabel("Search help").fill("xylophone repairs");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const results = page.getByRole("region", { name: "Search results" });
    await results
      .getByText("Sorry, we didn't find any questions that match “xylophone repairs”.")
      .waitFor();
    await results.getByRole("button", { name: "Back" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("signing up with an email that has an account shows the server's message", async () => {
    const who = newCustomer("taken");
    const first = await newPage(viewports.desktop);
    await signUpInBrowser(first.page, "cedarridge", who);
    await first.context.close();
    const page = await open(viewports.phone);
    await submitSignUp(page, "cedarridge", who);
    await page.getByText("An account with this email address already exists.").first().waitFor();
    expect(page.url()).toMatch(/\/cedarridge\/signup$/i);
  });

  it("'Add funds to your card' and 'Purchase a Meal Plan' land in the purchase flow", async () => {
    const page = await open(viewports.desktop);
    await page
      .context()
      .addCookies([{ name: "doc_landing_modal_dismissed", value: "true", url: inject("baseUrl") }]);
    await page.goto("/CedarRidge");
    const flow = page.getByRole("main").getByText("Customer selections");
    await page.getByRole("link", { name: "Add funds to your card" }).click();
    await page.waitForURL(/\/CedarRidge\/meal-plan-purchase$/i);
    await flow.waitFor();
    await page.goto("/CedarRidge");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Meal Plans" }).click();
    await nav.getByRole("link", { name: "Purchase a Meal Plan" }).click();
    await page.waitForURL(/\/CedarRidge\/meal-plan-purchase$/i);
    await flow.waitFor();
  });

  describe("mobile privacy page with a configured third-party notice", () => {
    // Proxied under the site's own origin, as the CSP's connect-src 'self' requires.
    const NOTICE = "/privacy-notice/notice.json";
    const configure = (page: import("playwright-core").Page) =>
      page.addInitScript((url) => {
        (window as { DINE_ON_CAMPUS_CONFIG?: object }).DINE_ON_CAMPUS_CONFIG = {
          privacyNoticeUrl: url,
        };
      }, NOTICE);

    it("renders the notice sanitized, drops its CSS and shows its date", async () => {
      const page = await open(viewports.phone);
      await configure(page);
      await page.route(`**${NOTICE}`, (route) =>
        route.fulfill({
          headers: { "access-control-allow-origin": "*" },
          contentType: "application/json",
          body: JSON.stringify({
            notices: [
              {
                content:
                  '<h2>Your data</h2><p id="notice">We keep what you enter.</p>' +
                  '<img src="x" onerror="window.__pwned = 1" alt=""><script>window.__pwned = 2</script>',
              },
            ],
            contentCss: ["body { display: none }"],
            timestamp: "2026-10-01T12:00:00Z",
          }),
        }),
      );
      await page.goto("/mobile-privacy");
      await page.locator("#notice").waitFor();
      await page.getByText("Last updated October 1, 2026").waitFor();
      const main = page.getByRole("main");
      expect(await main.locator("script, [onerror]").count()).toBe(0);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator("body").isVisible()).toBe(true);
      await main.getByRole("link", { name: "Submit a privacy request" }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it("falls back to the built-in text when the notice cannot be reached or times out", async () => {
      const builtIn = "The Dine On Campus app collects the details you enter";
      const page = await open(viewports.phone);
      await configure(page);
      await page.route(`**${NOTICE}`, (route) => route.abort("connectionrefused"));
      await page.goto("/mobile-privacy");
      await page.getByText(builtIn, { exact: false }).waitFor();
      await page.unrouteAll();
      await page.route(`**${NOTICE}`, () => {
        // Never answers: the page gives up after its timeout.
      });
      await page.reload();
      await page.getByText(builtIn, { exact: false }).waitFor({ timeout: 10_000 });
      await page.getByRole("link", { name: "Submit a privacy request" }).waitFor();
    });
  });
});
