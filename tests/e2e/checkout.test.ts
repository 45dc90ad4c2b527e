import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { CHECKOUT_TEXT } from "../../shared/domain/checkout/messages";
import { sentMail } from "../support/account-client";
import { newPage, seriousA11yViolations, viewports } from "../support/browser";
import { newCustomer, signUpInBrowser } from "../support/e2e-sign-up";
import { TEST_CARDS } from "../support/payments";

// Cedar Ridge: Block 100 is $1,799.00 (untaxed for students and parents); students pay by card
// or Student ID (pattern CR + 7 digits, campus email domain), parents by card only; meal plans
// and Student ID each require their terms.
const SLUG = "cedarridge";
const PURCHASE = `/${SLUG}/meal-plan-purchase`;
const THANK_YOU = "Thank you for your order, we'll send you an email confirmation shortly!";
const PROCESSING =
  "Thank you for your order! Please wait while we process your information. Please do not refresh or close your browser.";
const DECLINED =
  "Card declined. If your billing address is correct, please contact your card issuer.";

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(viewport: { width: number; height: number } = viewports.desktop) {
  const opened = await newPage(viewport);
  context = opened.context;
  return opened.page;
}

const buyerEmail = () => `buyer.${randomUUID().slice(0, 8)}@cedarridge.example.edu`;

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("button", { name: new RegExp(`${label}$`) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

// Scoped to the page's content: the site header has an "Email" contact link.
const fill = (page: Page, label: string, value: string) =>
  page.locator("main").getByLabel(label, { exact: true }).fill(value);

/** Selections, Block 100 in the cart, then the cart's Checkout button (step 4). */
async function toCheckout(page: Page, path = PURCHASE, type = "Student") {
  await page.goto(path);
  await page.getByText("Your shopping cart is empty.", { exact: true }).waitFor();
  await choose(page, "Campus", "Main Campus");
  await choose(page, "Term", "Fall 2026");
  await choose(page, "I am a", type);
  await choose(page, "Academic year", "2026–2027");
  await page.getByRole("tab", { name: "Meal Plans" }).waitFor();
  // The selections are stored with the cart before a plan is added for them.
  await page.waitForLoadState("networkidle");
  // Now and then (2 runs in 10 here, cause not found) this press sent no request and the cart
  // stayed empty; press again only when no request went out, so a plan is never added twice.
  const add = page.getByRole("button", { name: "Add to cart: Block 100" });
  for (let attempt = 1; ; attempt += 1) {
    const sent = page.waitForRequest(/\/v1\/cart\/add_meal_plan/, { timeout: 3_000 });
    await add.click();
    if (await sent.then(() => true).catch(() => attempt >= 3)) break;
  }
  await page.getByText("There is 1 item in your shopping cart.", { exact: true }).waitFor();
  await page
    .getByRole("region", { name: "Shopping cart" })
    .getByRole("button", { name: "Checkout" })
    .click();
  await page.getByRole("button", { name: "Pay with Credit card" }).waitFor();
}

async function fillCustomer(page: Page, email: string, skip: string[] = []) {
  const values: [string, string][] = [
    ["First name", "Dana"],
    ["Last name", "O'Neil"],
    ["Cedar Ridge ID", "CR1234567"],
    ["Phone", "(555) 555 - 0100"],
    ["Email", email],
    ["Confirm email", email],
    ["Address", "12 Elm St."],
    ["City", "Cedar Ridge"],
    ["State", "OR"],
    ["Zip code", "97001"],
  ];
  for (const [label, value] of values) if (!skip.includes(label)) await fill(page, label, value);
}

async function acceptTerms(page: Page, title: string) {
  const dialog = page.getByRole("alertdialog", { name: title });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "Accept" }).click();
}

async function payByCard(page: Page, number: string) {
  await page.getByRole("button", { name: "Pay with Credit card" }).click();
  await acceptTerms(page, "Meal Plan Terms and Conditions");
  await page.getByRole("form", { name: "Payment information" }).waitFor();
  await fill(page, "First name on card", "Dana");
  await fill(page, "Last name on card", "ONeil");
  await choose(page, "Card type", "Visa");
  await fill(page, "Expiration (MM/YY)", "12/30");
  await fill(page, "Security code", "123");
  await submitCard(page, number);
}

async function submitCard(page: Page, number: string) {
  await fill(page, "Card number", number);
  await page.getByRole("button", { name: "Submit payment" }).click();
}

async function expectThankYou(page: Page) {
  await page.waitForURL(new RegExp(`/${SLUG}/order-complete$`));
  await page.getByText(THANK_YOU, { exact: true }).waitFor();
  return (
    (await page
      .locator(".checkout-complete__line", { hasText: "Order #" })
      .locator("dd")
      .textContent()) ?? ""
  );
}

async function mailTo(email: string) {
  for (let i = 0; i < 50; i += 1) {
    const [mail] = await sentMail(email);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email}`);
}

async function expectAccessible(page: Page) {
  await page.waitForLoadState("networkidle");
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
    false,
  );
}

describe("card checkout", () => {
  it("places an approved card order, shows the thank-you page and mails the confirmation", async () => {
    const page = await open();
    const email = buyerEmail();
    await toCheckout(page);
    await page.getByRole("button", { name: "Return customer login" }).waitFor();
    await page.getByRole("group", { name: "Create an account (optional)" }).waitFor();
    await fillCustomer(page, email);
    await payByCard(page, TEST_CARDS.approved);
    const orderNo = await expectThankYou(page);
    expect(orderNo).toMatch(/^[A-Z0-9]{8}$/);
    await page.getByText("$1,799.00").first().waitFor();

    const mail = await mailTo(email);
    expect(mail.subject).toContain(orderNo);
    expect(mail.body.text).toContain("Block 100");
    expect(mail.body.text).toContain("1111");

    // Cart and selections are cleared: the purchase page starts over.
    await page.goto(PURCHASE);
    await page.getByText("Your shopping cart is empty.", { exact: true }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("tab").count()).toBe(0);
  });

  it("shows a decline and an invalid card on the card number, keeping the cart", async () => {
    const page = await open();
    await toCheckout(page);
    await fillCustomer(page, buyerEmail());
    await payByCard(page, TEST_CARDS.declined);
    await page.getByText(DECLINED, { exact: true }).waitFor();
    await page.getByText("There is 1 item in your shopping cart.", { exact: true }).waitFor();

    await submitCard(page, TEST_CARDS.invalid);
    await page.getByText("Invalid card number", { exact: true }).waitFor();
    await page.getByText("There is 1 item in your shopping cart.", { exact: true }).waitFor();
    expect(page.url()).toMatch(/meal-plan-purchase$/);

    // Customer information is locked beside the card form until "Edit customer information".
    const first = page.locator("main").getByLabel("First name", { exact: true });
    expect(await first.getAttribute("readonly")).not.toBeNull();
    await page.getByRole("button", { name: "Edit customer information" }).click();
    expect(await first.getAttribute("readonly")).toBeNull();
    await payByCard(page, TEST_CARDS.slow);
    await page.getByText(PROCESSING, { exact: true }).waitFor();
    await expectThankYou(page);
  });

  it("sends a visit to the order-complete page without an order to the purchase section", async () => {
    const page = await open();
    await page.goto(`/${SLUG}/order-complete`);
    await page.waitForURL(new RegExp(`${PURCHASE}$`));
    await page.getByRole("heading", { name: "Purchase a Meal Plan", level: 1 }).waitFor();
  });
});

describe("non-card and special buyers", () => {
  it("bills a Student ID order after the Student ID terms, once the student confirms it by mail", async () => {
    const page = await open();
    await toCheckout(page);
    const email = buyerEmail();
    await fillCustomer(page, email);
    await page.getByRole("button", { name: "Pay with Student ID" }).click();
    await acceptTerms(page, "Student ID Terms and Conditions");
    await page.waitForURL(new RegExp(`/${SLUG}/order-complete$`));
    await page.getByRole("heading", { level: 1, name: "Confirm your order" }).waitFor();
    await page.getByText(CHECKOUT_TEXT.heldForConfirmation(email), { exact: true }).waitFor();
    await page.getByText("Student ID", { exact: true }).waitFor();

    // The student opens the link from their campus mailbox.
    const hold = await mailTo(email);
    const link = /https?:\/\/\S+\/confirm-order#token=\S+/.exec(hold.body.text ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
    await page.goto(link);
    await page.getByText(CHECKOUT_TEXT.orderConfirmed, { exact: false }).waitFor();
    await expectAccessible(page);
  });

  it("takes a parent buyer's student details", async () => {
    const page = await open();
    await toCheckout(page, PURCHASE, "Parent");
    await page.getByRole("group", { name: "Parent information" }).waitFor();
    expect(await page.getByRole("button", { name: "Pay with Student ID" }).count()).toBe(0);
    await fillCustomer(page, buyerEmail());
    const student = page.getByRole("group", { name: "Student information" });
    const studentEmail = buyerEmail();
    for (const [label, value] of [
      ["Student first name", "Sam"],
      ["Student last name", "O'Neil"],
      ["Student phone", "(555) 555 - 0101"],
      ["Student email", studentEmail],
      ["Confirm student email", studentEmail],
      ["Student address", "12 Elm St."],
      ["Student city", "Cedar Ridge"],
      ["Student state", "OR"],
      ["Student zip code", "97001"],
    ] as const) {
      await student.getByLabel(label, { exact: true }).fill(value);
    }
    await payByCard(page, TEST_CARDS.approved);
    await expectThankYou(page);
  });

  it("starts from a single sign-on link with the names and email locked", async () => {
    const page = await open();
    const email = buyerEmail();
    const query = new URLSearchParams({
      first_name: "Sam",
      last_name: "Lee",
      student_id: "CR7654321",
      email,
    });
    await toCheckout(page, `${PURCHASE}?${query}`);
    for (const [label, value] of [
      ["First name", "Sam"],
      ["Last name", "Lee"],
      ["Email", email],
      ["Confirm email", email],
    ] as const) {
      const field = page.locator("main").getByLabel(label, { exact: true });
      expect(await field.inputValue()).toBe(value);
      expect(await field.getAttribute("readonly")).not.toBeNull();
    }
    const studentId = page.locator("main").getByLabel("Cedar Ridge ID", { exact: true });
    expect(await studentId.inputValue()).toBe("CR7654321");
    expect(await studentId.getAttribute("readonly")).toBeNull();

    await fillCustomer(page, email, ["First name", "Last name", "Email", "Confirm email"]);
    await page.getByRole("button", { name: "Pay with Student ID" }).click();
    await acceptTerms(page, "Student ID Terms and Conditions");
    // Held for the student's confirmation (docs/decisions/payments.md): the mail lists the plan.
    await page.getByText(CHECKOUT_TEXT.heldForConfirmation(email), { exact: true }).waitFor();
    expect((await mailTo(email)).body.text).toContain("Block 100");
  });

  it("leaves the form unlocked when the link carries another parameter", async () => {
    const page = await open();
    const query = new URLSearchParams({
      first_name: "Sam",
      last_name: "Lee",
      student_id: "CR7654321",
      email: buyerEmail(),
      extra: "1",
    });
    await toCheckout(page, `${PURCHASE}?${query}`);
    const first = page.locator("main").getByLabel("First name", { exact: true });
    expect(await first.inputValue()).toBe("");
    expect(await first.getAttribute("readonly")).toBeNull();
  });

  it("shows a signed-in customer's order in the account's Orders tab", async () => {
    const page = await open();
    const email = buyerEmail();
    await signUpInBrowser(page, SLUG, newCustomer("checkout", { email }));

    await toCheckout(page);
    // Logged in: no login button and no password block.
    expect(await page.getByRole("button", { name: "Return customer login" }).count()).toBe(0);
    expect(await page.getByRole("group", { name: "Create an account (optional)" }).count()).toBe(0);
    await fillCustomer(page, email);
    await payByCard(page, TEST_CARDS.approved);
    const orderNo = await expectThankYou(page);
    await page.getByRole("link", { name: "View your orders" }).click();
    await page.getByRole("tab", { name: "Orders" }).click();
    const row = page.getByRole("row", { name: new RegExp(orderNo) });
    await row.waitFor();
    expect(await row.textContent()).toContain("$1,799.00");
  });
});

describe("checkout accessibility", () => {
  it.each([
    ["phone", viewports.phone],
    ["desktop", viewports.desktop],
  ] as const)("has no serious violation at %s width", async (_name, viewport) => {
    const page = await open(viewport);
    await toCheckout(page);
    await expectAccessible(page);
    await fillCustomer(page, buyerEmail());
    await page.getByRole("button", { name: "Pay with Credit card" }).click();
    await acceptTerms(page, "Meal Plan Terms and Conditions");
    await page.getByRole("form", { name: "Payment information" }).waitFor();
    await expectAccessible(page);
  });
});
