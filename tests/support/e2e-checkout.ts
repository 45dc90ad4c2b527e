import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";

// The Cedar Ridge purchase flow as the checkout e2e tests walk it: selections, Block 100 in the
// cart, the customer form, the meal plan terms and the card step. The card forms (sandbox and
// Stripe) share the names on the card; only the sandbox form takes the card itself.

export const SLUG = "cedarridge";
export const PURCHASE = `/${SLUG}/meal-plan-purchase`;

/** A buyer address on the campus's email domain (Student ID needs it), unique per run. */
export const buyerEmail = () => `buyer.${randomUUID().slice(0, 8)}@cedarridge.example.edu`;

/** Opens a kit select (its button ends with the label) and picks the option. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole("button", { name: new RegExp(`${label}$`) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

// Scoped to the page's content: the site header has an "Email" contact link.
export const fill = (page: Page, label: string, value: string) =>
  page.locator("main").getByLabel(label, { exact: true }).fill(value);

/** Main Campus, Fall 2026, 2026–2027, for the buyer type given. */
export async function chooseSelections(page: Page, type = "Student") {
  await choose(page, "Campus", "Main Campus");
  await choose(page, "Term", "Fall 2026");
  await choose(page, "I am a", type);
  await choose(page, "Academic year", "2026–2027");
}

/** The one-line cart's Checkout button (step 4). */
export async function openCheckout(page: Page) {
  await page.getByText("There is 1 item in your shopping cart.", { exact: true }).waitFor();
  await page
    .getByRole("region", { name: "Shopping cart" })
    .getByRole("button", { name: "Checkout" })
    .click();
}

/** Selections, Block 100 in the cart, then the cart's Checkout button (step 4). */
export async function toCheckout(page: Page, path = PURCHASE, type = "Student") {
  await page.goto(path);
  await page.getByText("Your shopping cart is empty.", { exact: true }).waitFor();
  await chooseSelections(page, type);
  await page.getByRole("tab", { name: "Meal Plans" }).waitFor();
  // The selections are stored with the cart before a plan is added for them.
  await page.waitForLoadState("networkidle");
  await addPlanToCart(page, "Block 100");
  await openCheckout(page);
  await page.getByRole("button", { name: "Pay with Credit card" }).waitFor();
}

/**
 * Presses a meal plan's "Add to cart" right after the selections were stored. Now and then
 * (2 runs in 10 on a loaded machine, cause not found; see the closing notes) that first press
 * sends no request and the cart stays empty: press again only when no request went out, so a
 * plan is never added twice and the cart's own text still decides the test.
 */
export async function addPlanToCart(page: Page, plan: string) {
  await page.waitForLoadState("networkidle");
  const add = page.getByRole("button", { name: `Add to cart: ${plan}` });
  for (let attempt = 1; ; attempt += 1) {
    const sent = page.waitForRequest(/\/v1\/cart\/add_meal_plan/, { timeout: 3_000 });
    await add.click();
    if (await sent.then(() => true).catch(() => attempt >= 3)) break;
  }
}

export interface Buyer {
  email: string;
  first?: string;
  last?: string;
}

/** The customer form, but for the labels in `skip` (fields a sign-on link has filled and locked). */
export async function fillCustomer(page: Page, buyer: Buyer, skip: readonly string[] = []) {
  const values: [string, string][] = [
    ["First name", buyer.first ?? "Dana"],
    ["Last name", buyer.last ?? "O'Neil"],
    ["Cedar Ridge ID", "CR1234567"],
    ["Phone", "(555) 555 - 0100"],
    ["Email", buyer.email],
    ["Confirm email", buyer.email],
    ["Address", "12 Elm St."],
    ["City", "Cedar Ridge"],
    ["State", "OR"],
    ["Zip code", "97001"],
  ];
  for (const [label, value] of values) if (!skip.includes(label)) await fill(page, label, value);
}

export async function acceptTerms(page: Page, title: string) {
  const dialog = page.getByRole("alertdialog", { name: title });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "Accept" }).click();
}

/** "Pay with Credit card" and the meal plan terms; returns the card step's form once shown. */
export async function openCardStep(page: Page) {
  await page.getByRole("button", { name: "Pay with Credit card" }).click();
  await acceptTerms(page, "Meal Plan Terms and Conditions");
  const form = page.getByRole("form", { name: "Payment information" });
  await form.waitFor();
  return form;
}

export interface CardHolder {
  first: string;
  last: string;
}

/** The names on the card, which both card forms (sandbox and Stripe) ask for. */
export async function fillNamesOnCard(
  page: Page,
  holder: CardHolder = { first: "Dana", last: "ONeil" },
) {
  await fill(page, "First name on card", holder.first);
  await fill(page, "Last name on card", holder.last);
}

/** The sandbox card step, filled and submitted with the card number given (its brand is read from it). */
export async function payByCard(page: Page, number: string, holder?: CardHolder) {
  await openCardStep(page);
  await fillNamesOnCard(page, holder);
  await fill(page, "Expiration (MM/YY)", "12/30");
  await fill(page, "Security code", "123");
  await submitCard(page, number);
}

/** The card step's submit button, which names the amount it pays ("Pay $1,799.00"). */
export const PAY_BUTTON = /^Pay \$[0-9,]+\.[0-9]{2}$/;

/** The card number, then Pay: a retry after a decline keeps the rest of the form as filled. */
export async function submitCard(page: Page, number: string) {
  await fill(page, "Card number", number);
  await page.getByRole("button", { name: PAY_BUTTON }).click();
}
