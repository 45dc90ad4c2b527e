import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { pagePerTest, seriousA11yViolations, viewports } from "../support/browser";
import { addPlanToCart } from "../support/e2e-checkout";
import { newCustomer, signUpInBrowser } from "../support/e2e-sign-up";

// Cedar Ridge offers every purchase tab: meal plans, coffee, subscriptions, custom plans and
// declining balance; its "Guest" customer type is not offered declining balance.
const PURCHASE = "/cedarridge/meal-plan-purchase";
const open = pagePerTest();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("button", { name: new RegExp(`${label}$`) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const cartText = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

async function chooseSelections(page: Page, type = "Student") {
  await choose(page, "Campus", "Main Campus");
  await choose(page, "Term", "Fall 2026");
  await choose(page, "I am a", type);
  await choose(page, "Academic year", "2026–2027");
  await page.getByRole("tab", { name: "Meal Plans" }).waitFor();
}

async function expectAccessible(page: Page) {
  await page.waitForLoadState("networkidle");
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
    false,
  );
}

describe("meal plan purchase", () => {
  it("chooses selections, adds every product kind, applies and removes a promo code, survives a reload", async () => {
    const page = await open();
    await page.goto(PURCHASE);
    await page.getByRole("heading", { name: "Purchase a Meal Plan", level: 1 }).waitFor();
    await cartText(page, "Your shopping cart is empty.");
    expect(await page.getByRole("tab").count()).toBe(0);

    await chooseSelections(page);
    await addPlanToCart(page, "Block 100");
    await cartText(page, "There is 1 item in your shopping cart.");

    await page.getByRole("tab", { name: "Coffee Subscription" }).click();
    await choose(page, "Number of months", "3 months");
    await page.getByRole("button", { name: "Add coffee subscription to cart" }).click();
    await cartText(page, "There are 2 items in your shopping cart.");
    expect(
      await page.getByRole("button", { name: "Add coffee subscription to cart" }).isDisabled(),
    ).toBe(true);

    await page.getByRole("tab", { name: "Custom Plans" }).click();
    await choose(page, "Meal swipes", "25 swipes for $325.00");
    await choose(page, "Declining balance", "$250.00 for $237.50 (5% off)");
    await page.getByRole("button", { name: "Add custom plan to cart" }).click();
    await cartText(page, "There are 3 items in your shopping cart.");

    await page.getByRole("tab", { name: "Dining Dollars" }).click();
    await page.getByLabel("Dining Dollars amount", { exact: true }).fill("10");
    await page.getByRole("button", { name: "Add Dining Dollars to cart" }).click();
    await page.getByText("A minimum amount of $25.00 is required.").waitFor();
    await page.getByLabel("Dining Dollars amount", { exact: true }).fill("50");
    await page.getByRole("button", { name: "Add Dining Dollars to cart" }).click();
    await cartText(page, "There are 4 items in your shopping cart.");

    const promo = page.getByLabel("Promo code", { exact: true });
    await promo.fill("NOPE");
    await page.getByRole("button", { name: "Apply" }).click();
    await page
      .getByText("None of the plans in your cart meet the requirements of this promo code")
      .waitFor();
    await promo.fill("welcome10");
    await page.getByRole("button", { name: "Apply" }).click();
    const removeTag = page.getByRole("button", { name: "Remove promo code WELCOME10" });
    await removeTag.waitFor();
    await page.getByText("Discount: −$179.90").waitFor();
    await removeTag.click();
    await page.getByLabel("Promo code", { exact: true }).waitFor();

    await page.reload();
    await cartText(page, "There are 4 items in your shopping cart.");
    await page.getByRole("tab", { name: "Meal Plans" }).waitFor();
    await page.getByRole("button", { name: /Main Campus/ }).waitFor();

    await page.getByRole("button", { name: "Remove Block 100 from cart" }).click();
    await cartText(page, "There are 3 items in your shopping cart.");

    const cart = page.getByRole("region", { name: "Shopping cart" });
    await cart.getByRole("button", { name: "Checkout" }).click();
    await page.getByRole("button", { name: "Edit cart" }).waitFor();
    // Step 4 is the checkout area's panel, offering what every line accepts.
    await page.getByRole("button", { name: "Pay with Credit card" }).waitFor();
    expect(
      await page.getByRole("button", { name: "Remove Custom Plan from cart" }).isDisabled(),
    ).toBe(true);
    await page.getByRole("button", { name: "Edit cart" }).click();
    await page.getByRole("tab", { name: "Meal Plans" }).waitFor();
  });

  it.each([
    ["phone", viewports.phone],
    ["desktop", viewports.desktop],
  ] as const)("has no serious accessibility violation at %s width", async (_name, viewport) => {
    const page = await open(viewport);
    await page.goto(PURCHASE);
    await cartText(page, "Your shopping cart is empty.");
    await chooseSelections(page);
    await addPlanToCart(page, "Flex 50");
    await cartText(page, "There is 1 item in your shopping cart.");
    await expectAccessible(page);
  });
});

describe("meal plan subscriptions", () => {
  it("asks to log in, then adds a monthly plan with the chosen dates after the terms", async () => {
    const page = await open();
    await page.goto(PURCHASE);
    await chooseSelections(page);
    await page.getByRole("tab", { name: "Meal Plan Subscriptions" }).click();
    await page.getByText("Subscriptions need an account:").first().waitFor();

    const who = newCustomer("sub", { first: "Sam", last: "Lee" });
    await signUpInBrowser(page, "cedarridge", who);

    await page.goto(PURCHASE);
    await page.getByRole("tab", { name: "Meal Plans" }).waitFor();
    await page.getByRole("tab", { name: "Meal Plan Subscriptions" }).click();
    const form = page.getByRole("form", { name: "Subscribe to Monthly Meal Club" });
    await form.getByRole("button", { name: /Start$/ }).click();
    await page.getByRole("option").first().click();
    await form.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("dialog", { name: "Subscription terms" }).waitFor();
    await page.getByRole("button", { name: "Accept" }).click();
    await cartText(page, "There is 1 item in your shopping cart.");
    await page.getByText("Monthly Meal Club was added to your cart.").waitFor();
  });
});

describe("recharge tile", () => {
  it("refuses a customer type without declining balance and adds funds for an allowed one", async () => {
    const page = await open();
    // The landing modal (after 3 s) would make the page inert while the form loads, which it
    // does only once 'Recharge now' is reached for (recharge-tile.tsx).
    await page
      .context()
      .addCookies([{ name: "doc_landing_modal_dismissed", value: "true", url: inject("baseUrl") }]);
    await page.goto("/cedarridge");
    const tile = page.getByRole("region", { name: "Recharge Your Card" });
    await tile.getByRole("button", { name: "Recharge now" }).click();
    await choose(page, "I am a", "Guest");
    await tile.getByText("Sorry, we can't display this button right now.").waitFor();
    await choose(page, "I am a", "Student");
    await tile.getByLabel("Dining Dollars amount", { exact: true }).fill("30");
    await tile.getByRole("button", { name: "Add to cart" }).click();
    await page.waitForURL(/\/cedarridge\/meal-plan-purchase$/);
    await cartText(page, "There is 1 item in your shopping cart.");
  });
});
