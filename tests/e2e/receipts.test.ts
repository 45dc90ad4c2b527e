import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHECKOUT_TEXT } from "../../shared/purchase/checkout/messages";
import { pagePerTest, seriousA11yViolations, viewports } from "../support/browser";
import {
  buyerEmail,
  fill,
  fillCustomer,
  fillNamesOnCard,
  openCardStep,
  SLUG,
  toCheckout,
} from "../support/e2e-checkout";
import { waitForMail } from "../support/mail";
import { TEST_CARDS } from "../support/payments";

// The payment step and the thank-you page as a buyer sees them (docs/decisions/receipts.md):
// Block 100 for a faculty buyer is $1,799.00 and 9.25 % tax, $166.40: $1,965.40 in all.

const open = pagePerTest();
const FACULTY = "Faculty/Staff";

/** Each row of a receipt table as [label, amount], notes left out. */
function receiptRows(table: Locator) {
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector("th")?.firstChild?.textContent?.trim() ?? "",
        row.querySelector("td")?.textContent?.trim() ?? "",
      ]),
    );
}

/**
 * Words of `scope` broken across lines: a word whose text takes more than one line box ("Tota
 * l", "O r d e r #"). Every text node's words are measured one by one.
 */
function brokenWords(scope: Locator) {
  return scope.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** Both boxes measured in one frame (a scroll between two measurements would move one). */
async function boxes(first: Locator, second: Locator) {
  const handle = await second.elementHandle();
  return first.evaluate((a, b) => {
    const [one, two] = [a.getBoundingClientRect(), (b as Element).getBoundingClientRect()];
    return { first: one.toJSON() as DOMRect, second: two.toJSON() as DOMRect };
  }, handle);
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function toFacultyCardStep(page: Page, email: string) {
  await toCheckout(page, undefined, FACULTY);
  await fillCustomer(page, { email });
  const form = await openCardStep(page);
  await fillNamesOnCard(page);
  return form;
}

describe("the payment step", () => {
  it("shows the order summary beside the form, the total on the button, the brand from the number", async () => {
    const page = await open(viewports.desktop);
    const form = await toFacultyCardStep(page, buyerEmail());
    // The step the buyer is in reads as current, not greyed like a step that cannot open.
    const current = page.locator(".purchase-step__current", { hasText: "Checkout" });
    expect(await current.getAttribute("aria-current")).toBe("step");
    expect(await current.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    expect(await page.getByRole("button", { name: /Checkout$/, disabled: true }).count()).toBe(0);

    const summary = page.getByRole("region", { name: "Order summary" });
    expect(await receiptRows(summary.getByRole("table"))).toEqual([
      ["Block 100", "$1,799.00"],
      ["Subtotal", "$1,799.00"],
      ["Tax", "$166.40"],
      ["Total", "$1,965.40"],
    ]);
    await form.getByRole("button", { name: "Pay $1,965.40", exact: true }).waitFor();
    // Beside the form at 1280 px.
    const beside = await boxes(summary, form);
    expect(beside.first.left).toBeGreaterThanOrEqual(beside.second.right);

    // No card type to pick: the number's first digits say it.
    expect(await form.getByRole("button", { name: /Card type/ }).count()).toBe(0);
    const number = form.getByLabel("Card number", { exact: true });
    await number.fill("3782");
    await form.getByText("Card type: American Express", { exact: true }).waitFor();
    await form.getByText("4 digits on the front of the card", { exact: true }).waitFor();
    await number.fill("4111");
    await form.getByText("Card type: Visa", { exact: true }).waitFor();
  });
});

describe("the thank-you page at 360 px", () => {
  it("is the mail's receipt, counts tax once, and breaks no word", async () => {
    const page = await open(viewports.phone);
    const email = buyerEmail();
    const form = await toFacultyCardStep(page, email);
    // On a phone the summary sits above the form, nothing wider than the window.
    const summary = page.getByRole("region", { name: "Order summary" });
    const stacked = await boxes(summary, form);
    expect(stacked.first.bottom).toBeLessThanOrEqual(stacked.second.top);
    expect(await overflows(page)).toBe(false);
    expect(await brokenWords(summary)).toEqual([]);

    await fill(page, "Expiration (MM/YY)", "12/30");
    await fill(page, "Security code", "123");
    await fill(page, "Card number", TEST_CARDS.approved);
    await form.getByRole("button", { name: "Pay $1,965.40", exact: true }).click();
    await page.waitForURL(new RegExp(`/${SLUG}/order-complete$`));
    await page.getByText(CHECKOUT_TEXT.thankYou, { exact: true }).waitFor();

    const main = page.locator("main");
    const rows = await receiptRows(main.getByRole("table", { name: "Receipt" }));
    expect(rows).toEqual([
      ["Block 100", "$1,799.00"],
      ["Subtotal", "$1,799.00"],
      ["Tax", "$166.40"],
      ["Total", "$1,965.40"],
    ]);
    await main.getByText("Credit card (Visa ending in 1111)", { exact: true }).waitFor();
    const card360 = main.locator(".ui-card");
    expect(await brokenWords(card360)).toEqual([]);
    expect(await overflows(page)).toBe(false);
    await page.waitForLoadState("networkidle");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The mail says what the page says, row for row.
    const orderNo = await main
      .locator(".checkout-complete__line", { hasText: "Order #" })
      .locator("dd")
      .textContent();
    const [mail] = await waitForMail(email);
    expect(mail?.subject).toContain(orderNo ?? "-");
    expect(mail?.body.text).toContain(
      rows.map(([label, amount]) => `${label}: ${amount}`).join("\n"),
    );
  });
});
