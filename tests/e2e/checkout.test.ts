import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { CHECKOUT_TEXT } from "../../shared/purchase/checkout/messages";
import { sentMail } from "../support/account-client";
import { newPage, seriousA11yViolations, viewports } from "../support/browser";
import {
  acceptTerms,
  buyerEmail,
  fillCustomer,
  openCardStep,
  PURCHASE,
  payByCard,
  SLUG,
  submitCard,
  toCheckout,
} from "../support/e2e-checkout";
import { newCustomer, signUpInBrowser } from "../support/e2e-sign-up";
import { TEST_CARDS } from "../support/payments";

// Cedar Ridge: Block 100 is $1,799.00 (untaxed for students and parents); students pay by card
// or Student ID (pattern CR + 7 digits, campus email domain), parents by card only; meal plans
// and Student ID each require their terms.
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
    await fillCustomer(page, { email });
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
    await fillCustomer(page, { email: buyerEmail() });
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
    await fillCustomer(page, { email });
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
    await fillCustomer(page, { email: buyerEmail() });
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

    await fillCustomer(page, { email }, ["First name", "Last name", "Email", "Confirm email"]);
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
    await fillCustomer(page, { email });
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
    await fillCustomer(page, { email: buyerEmail() });
    await openCardStep(page);
    await expectAccessible(page);
  });
});
