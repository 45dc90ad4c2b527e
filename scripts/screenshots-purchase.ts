import { join } from "node:path";
import type { Page } from "playwright-core";

// The purchase flow for `npm run screenshots`: a faculty buyer (taxed) takes Block 100 on Cedar
// Ridge to the card step, which is pictured (order summary, card form, the Pay button), then
// pays with the sandbox's approved test card and the thank-you page is pictured.

const PURCHASE = "/cedarridge/meal-plan-purchase";

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("button", { name: new RegExp(`${label}$`) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const fill = (page: Page, label: string, value: string) =>
  page.locator("main").getByLabel(label, { exact: true }).fill(value);

/** Saves `purchase-pay-<width>.png` and `order-complete-<width>.png` into `out`. */
export async function shootPurchase(page: Page, url: string, width: number, out: string) {
  await page.goto(`${url}${PURCHASE}`);
  await page
    .getByText(/shopping cart/)
    .first()
    .waitFor({ timeout: 20_000 });
  // A cart left by an earlier run would change the picture: start from an empty one.
  if (!(await page.getByText("Your shopping cart is empty.", { exact: true }).isVisible())) {
    throw new Error("The cart is not empty: run with a fresh browser profile.");
  }
  await choose(page, "Campus", "Main Campus");
  await choose(page, "Term", "Fall 2026");
  await choose(page, "I am a", "Faculty/Staff");
  await choose(page, "Academic year", "2026–2027");
  await page.getByRole("tab", { name: "Meal Plans" }).waitFor();
  await page.waitForLoadState("networkidle");
  // A press now and then sends no request (as in the browser tests): press again only when none
  // went out, so the plan is never added twice.
  const add = page.getByRole("button", { name: "Add to cart: Block 100" });
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const sent = page.waitForRequest(/\/v1\/cart\/add_meal_plan/, { timeout: 3_000 });
    await add.click();
    if (await sent.then(() => true).catch(() => false)) break;
  }
  await page.getByText("There is 1 item in your shopping cart.", { exact: true }).waitFor();
  await page
    .getByRole("region", { name: "Shopping cart" })
    .getByRole("button", { name: "Checkout" })
    .click();
  for (const [label, value] of [
    ["First name", "Dana"],
    ["Last name", "O'Neil"],
    ["Cedar Ridge ID", "CR1234567"],
    ["Phone", "5555550100"],
    ["Email", "dana.oneil@cedarridge.example.edu"],
    ["Confirm email", "dana.oneil@cedarridge.example.edu"],
    ["Address", "12 Elm St."],
    ["City", "Cedar Ridge"],
    ["State", "OR"],
    ["Zip code", "97001"],
  ] as const) {
    await fill(page, label, value);
  }
  await page.getByRole("button", { name: "Pay with Credit card" }).click();
  const terms = page.getByRole("alertdialog");
  await terms.getByRole("button", { name: "Accept" }).click();
  await fill(page, "First name on card", "Dana");
  await fill(page, "Last name on card", "ONeil");
  await fill(page, "Card number", "4111 1111 1111 1111");
  await fill(page, "Expiration (MM/YY)", "12/30");
  await fill(page, "Security code", "123");
  // Focus would draw its ring on the last field.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const step = page.locator(".checkout-pay");
  await step.scrollIntoViewIfNeeded();
  await step.screenshot({ path: join(out, `purchase-pay-${width}.png`) });
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/order-complete$/, { timeout: 30_000 });
  await page.getByRole("table", { name: "Receipt" }).waitFor();
  await page.screenshot({ path: join(out, `order-complete-${width}.png`), fullPage: true });
  return [`purchase-pay-${width}.png`, `order-complete-${width}.png`];
}
