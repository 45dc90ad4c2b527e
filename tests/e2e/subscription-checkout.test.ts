import type { SQSEvent } from "aws-lambda";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import type { CampusBillingMessage } from "../../functions/subscriptions/billing/billing-message";
import type { CampusBillingReport } from "../../functions/subscriptions/billing/billing-service";
import { dispatchBilling } from "../../functions/subscriptions/billing/dispatch-service";
import { handleBillingMessages } from "../../functions/subscriptions/billing/worker";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { formatDateRange, formatMediumDate } from "../../shared/platform/time/format";
import { addDays, addMonths, lastOfMonth } from "../../shared/platform/time/ymd";
import { canceledOnText } from "../../shared/subscriptions/account";
import { earliestMonthlyStart } from "../../shared/subscriptions/monthly";
import { pagePerTest } from "../support/browser";
import {
  choose,
  chooseSelections,
  fillCustomer,
  openCheckout,
  PURCHASE,
  payByCard,
  SLUG,
} from "../support/e2e-checkout";
import { type NewCustomer, newCustomer, signUpInBrowser } from "../support/e2e-sign-up";
import { TEST_CARDS } from "../support/payments";

// A signed-in customer buys a subscription through the purchase page and card checkout, a
// billing run on its second billing day charges the saved card through the same dispatcher and
// worker code `npm run billing` runs, and the account's Subscriptions tab lists both payments
// (the first charged at checkout, each with the days it paid for) and cancels the subscription. On Cedar Ridge the coffee subscription is $45.00 a month and
// the Monthly Meal Club $249.00, both untaxed.
const SITE_ID = "cedar-ridge";
const TIME_ZONE = "America/Los_Angeles";
const THANK_YOU = "Thank you for your order, we'll send you an email confirmation shortly!";
const open = pagePerTest();

/** As `npm run billing -- --at <at> --site cedar-ridge` does, in this process. */
async function runBilling(at: Date): Promise<CampusBillingReport[]> {
  const queued: CampusBillingMessage[] = [];
  const queue = {
    enqueue: async (messages: CampusBillingMessage[]) => {
      queued.push(...messages.filter((m) => m.site_id === SITE_ID));
    },
  };
  await dispatchBilling({ sites: dynamoSiteStore, queue }, at);
  const reports: CampusBillingReport[] = [];
  for (const [i, message] of queued.entries()) {
    const event = { Records: [{ messageId: `e2e-${i}`, body: JSON.stringify(message) }] };
    const { batchItemFailures } = await handleBillingMessages(
      event as unknown as SQSEvent,
      undefined,
      (report) => reports.push(report),
    );
    expect(batchItemFailures).toEqual([]);
  }
  return reports;
}

/** Selections, then the products tab named. */
async function toProducts(page: Page, tab: string) {
  await page.goto(PURCHASE);
  await page.getByRole("heading", { name: "Purchase a Meal Plan", level: 1 }).waitFor();
  await page.getByText("Your shopping cart is empty.", { exact: true }).waitFor();
  await chooseSelections(page);
  await page.getByRole("tab", { name: tab }).click();
  await page.waitForLoadState("networkidle");
}

/** From the one-line cart through the card form to the thank-you page. */
async function checkoutByCard(page: Page, who: NewCustomer) {
  await openCheckout(page);
  // Subscriptions take a credit card only.
  await page.getByRole("button", { name: "Pay with Credit card" }).waitFor();
  expect(await page.getByRole("button", { name: "Pay with Student ID" }).count()).toBe(0);
  await fillCustomer(page, who);
  await payByCard(page, TEST_CARDS.approved, who);
  await page.waitForURL(new RegExp(`/${SLUG}/order-complete$`));
  await page.getByText(THANK_YOU, { exact: true }).waitFor();
}

/**
 * Bills at midday campus time on `billed` (the second period's billing day), expecting exactly
 * one approved charge of the item, then opens the account's Subscriptions tab and checks the
 * item's payments, one row per charge: the day it was charged (the first at checkout, today),
 * the days it paid for, the amount and the result.
 */
async function billAndCheckPayments(
  page: Page,
  item: string,
  price: string,
  cents: number,
  billed: string,
  rows: [string, string][],
) {
  // The stack is shared with other tests that also buy subscriptions: count this customer's.
  const info = await page.request.get(
    `${new URL(page.url()).origin}/v1/customer/info?site_id=${SITE_ID}`,
  );
  const customerId = ((await info.json()) as { customer: { id: string } }).customer.id;
  const reports = await runBilling(new Date(`${billed}T20:00:00Z`));
  const charged = reports
    .flatMap((r) => r.periods)
    .filter((p) => p.item === item && p.customer_id === customerId);
  expect(charged).toEqual([
    expect.objectContaining({
      period: billed,
      amount: cents,
      result: "Approved",
      outcome: "paid",
    }),
  ]);

  await page.goto(`/${SLUG}/customer-account`);
  await page.getByRole("heading", { name: "Manage Your Account" }).waitFor();
  await page.getByRole("tab", { name: "Subscriptions" }).click();
  const card = page.getByRole("listitem").filter({ hasText: item });
  await card.waitFor();
  const tableRows = card.getByRole("row");
  await tableRows.nth(rows.length).waitFor();
  expect(await tableRows.count()).toBe(rows.length + 1);
  for (const [i, [day, period]] of rows.entries()) {
    const cells = tableRows.nth(i + 1).getByRole("cell");
    expect(await cells.allTextContents()).toEqual([day, period, price, "Approved"]);
  }
  return card;
}

/** Cancels from the card; the next delivery is far enough away for the 3-day notice. */
async function cancelFromCard(page: Page, card: Locator) {
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this subscription?" });
  await dialog.getByRole("button", { name: "Cancel subscription" }).click();
  await page.getByText("Subscription cancelled successfully.", { exact: true }).waitFor();
  await card.getByText(canceledOnText(new Date().toISOString(), TIME_ZONE)).waitFor();
  expect(await card.getByRole("button", { name: "Cancel subscription" }).count()).toBe(0);
}

describe("subscriptions bought through checkout", () => {
  it("coffee: buys by card, is billed a month later, lists both payments and cancels", async () => {
    const page = await open();
    const who = newCustomer("coffee", { first: "Dana", last: "Reyes" });
    await signUpInBrowser(page, SLUG, who);
    await toProducts(page, "Coffee Subscription");
    await choose(page, "Number of months", "2 months");
    await page.getByRole("button", { name: "Add coffee subscription to cart" }).click();
    await checkoutByCard(page, who);
    await page.getByText("$45.00").first().waitFor();

    // Charged on the purchase day and a month later; the next delivery is a month away.
    const today = campusDate(new Date(), TIME_ZONE);
    const month = (i: number) =>
      formatDateRange(addMonths(today, i), addDays(addMonths(today, i + 1), -1));
    const card = await billAndCheckPayments(
      page,
      "Coffee Subscription",
      "$45.00",
      4500,
      addMonths(today, 1),
      [
        [formatMediumDate(today), month(0)],
        [formatMediumDate(addMonths(today, 1)), month(1)],
      ],
    );
    await card.getByText("Billed monthly on the purchase date.").waitFor();
    await cancelFromCard(page, card);
  });

  it("monthly meal plan: buys by card, is billed on its second 1st, lists both payments and cancels", async () => {
    const page = await open();
    const who = newCustomer("monthly", { first: "Sam", last: "Lee" });
    await signUpInBrowser(page, SLUG, who);
    await toProducts(page, "Meal Plan Subscriptions");
    const form = page.getByRole("form", { name: "Subscribe to Monthly Meal Club" });
    // The second start month and the second end (that month's successor's last day): two billing
    // days, the first at least 13 days away, so cancelling today keeps the 3-day notice.
    await form.getByRole("button", { name: /Start$/ }).click();
    await page.getByRole("option").nth(1).click();
    await form.getByRole("button", { name: /End$/ }).click();
    await page.getByRole("option").nth(1).click();
    await form.getByRole("button", { name: "Add to cart" }).click();
    await page
      .getByRole("dialog", { name: "Subscription terms" })
      .getByRole("button", { name: "Accept" })
      .click();
    await page.getByText("Monthly Meal Club was added to your cart.").waitFor();

    // The cart line's money timeline: the first month paid at checkout, the second on its 1st.
    const today = campusDate(new Date(), TIME_ZONE);
    const start = addMonths(earliestMonthlyStart(today), 1);
    const second = addMonths(start, 1);
    const end = lastOfMonth(second);
    const cart = page.getByRole("region", { name: "Shopping cart" });
    for (const line of [
      formatDateRange(start, end),
      `Today at checkout: $249.00 for ${formatDateRange(start, lastOfMonth(start))}`,
      `${formatMediumDate(second)}: $249.00 for ${formatDateRange(second, end)}`,
      "2 charges, $498.00 in all",
    ]) {
      await cart.getByText(line, { exact: true }).waitFor();
    }
    await checkoutByCard(page, who);
    await page.getByText("$249.00").first().waitFor();

    const card = await billAndCheckPayments(page, "Monthly Meal Club", "$249.00", 24900, second, [
      [formatMediumDate(today), formatDateRange(start, lastOfMonth(start))],
      [formatMediumDate(second), formatDateRange(second, end)],
    ]);
    await card
      .getByText("Billed monthly on the 1st of each month between start and end.")
      .waitFor();
    await cancelFromCard(page, card);
  });
});
