import type { SQSEvent } from "aws-lambda";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CampusBillingMessage } from "../../functions/billing/billing-message";
import type { CampusBillingReport } from "../../functions/billing/billing-service";
import { dispatchBilling } from "../../functions/billing/dispatch-service";
import { handleBillingMessages } from "../../functions/billing/worker";
import { dynamoSiteStore } from "../../functions/lib/store/site-store";
import { canceledOnText } from "../../shared/domain/subscriptions/account";
import { addMonths } from "../../shared/domain/subscriptions/calendar-date";
import { SUBSCRIPTION_TEXT } from "../../shared/domain/subscriptions/messages";
import { campusDate } from "../../shared/domain/time/campus-clock";
import { formatShortDate } from "../../shared/domain/time/format";
import { pagePerTest } from "../support/browser";
import { newCustomer, signUpInBrowser } from "../support/e2e-sign-up";
import { TEST_CARDS } from "../support/payments";

// A signed-in customer buys a coffee subscription through the purchase page and card checkout,
// a billing run a month later charges the saved card through the same dispatcher and worker
// code `npm run billing` runs, and the account's Subscriptions tab lists both payments and
// cancels the subscription. Cedar Ridge's coffee subscription is $45.00 a month.
const SITE_ID = "cedar-ridge";
const SLUG = "cedarridge";
const TIME_ZONE = "America/Los_Angeles";
const PURCHASE = `/${SLUG}/meal-plan-purchase`;
const THANK_YOU = "Thank you for your order, we'll send you an email confirmation shortly!";
const open = pagePerTest();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("button", { name: new RegExp(`${label}$`) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const fill = (page: Page, label: string, value: string) =>
  page.locator("main").getByLabel(label, { exact: true }).fill(value);

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

describe("coffee subscription from checkout to cancellation", () => {
  it("buys by card, is billed a month later, lists both payments and cancels", async () => {
    const page = await open();
    const who = newCustomer("coffee", { first: "Dana", last: "Reyes" });
    await signUpInBrowser(page, SLUG, who);

    await page.goto(PURCHASE);
    await page.getByRole("heading", { name: "Purchase a Meal Plan", level: 1 }).waitFor();
    await page.getByText("Your shopping cart is empty.", { exact: true }).waitFor();
    await choose(page, "Campus", "Main Campus");
    await choose(page, "Term", "Fall 2026");
    await choose(page, "I am a", "Student");
    await choose(page, "Academic year", "2026–2027");
    await page.getByRole("tab", { name: "Coffee Subscription" }).click();
    await page.waitForLoadState("networkidle");
    await choose(page, "Number of months", "2 months");
    await page.getByRole("button", { name: "Add coffee subscription to cart" }).click();
    await page.getByText("There is 1 item in your shopping cart.", { exact: true }).waitFor();
    await page
      .getByRole("region", { name: "Shopping cart" })
      .getByRole("button", { name: "Checkout" })
      .click();
    // Coffee subscriptions take a credit card only.
    await page.getByRole("button", { name: "Pay with Credit card" }).waitFor();
    expect(await page.getByRole("button", { name: "Pay with Student ID" }).count()).toBe(0);

    for (const [label, value] of [
      ["First name", who.first],
      ["Last name", who.last],
      ["Cedar Ridge ID", "CR1234567"],
      ["Phone", "(555) 555 - 0100"],
      ["Email", who.email],
      ["Confirm email", who.email],
      ["Address", "12 Elm St."],
      ["City", "Cedar Ridge"],
      ["State", "OR"],
      ["Zip code", "97001"],
    ] as const) {
      await fill(page, label, value);
    }
    await page.getByRole("button", { name: "Pay with Credit card" }).click();
    const terms = page.getByRole("alertdialog", { name: "Meal Plan Terms and Conditions" });
    await terms.getByRole("button", { name: "Accept" }).click();
    await page.getByRole("form", { name: "Payment information" }).waitFor();
    await fill(page, "First name on card", who.first);
    await fill(page, "Last name on card", who.last);
    await choose(page, "Card type", "Visa");
    await fill(page, "Expiration (MM/YY)", "12/30");
    await fill(page, "Security code", "123");
    await fill(page, "Card number", TEST_CARDS.approved);
    await page.getByRole("button", { name: "Submit payment" }).click();
    await page.waitForURL(new RegExp(`/${SLUG}/order-complete$`));
    await page.getByText(THANK_YOU, { exact: true }).waitFor();
    await page.getByText("$45.00").first().waitFor();

    // The second billing day is a month after the purchase; bill at midday campus time on it.
    const today = campusDate(new Date(), TIME_ZONE);
    const second = addMonths(today, 1);
    const reports = await runBilling(new Date(`${second}T20:00:00Z`));
    const billed = reports
      .flatMap((r) => r.periods)
      .filter((p) => p.item === "Coffee Subscription");
    expect(billed).toEqual([
      expect.objectContaining({
        period: second,
        amount: 4500,
        result: "Approved",
        outcome: "paid",
      }),
    ]);

    await page.goto(`/${SLUG}/customer-account`);
    await page.getByRole("heading", { name: "Manage Your Account" }).waitFor();
    await page.getByRole("tab", { name: "Subscriptions" }).click();
    const card = page.getByRole("listitem").filter({ hasText: "Coffee Subscription" });
    await card.waitFor();
    await card.getByText("Billed monthly on the purchase date.").waitFor();
    const rows = card.getByRole("row");
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    for (const [i, day] of [today, second].entries()) {
      const cells = rows.nth(i + 1).getByRole("cell");
      expect(await cells.allTextContents()).toEqual([formatShortDate(day), "$45.00", "Approved"]);
    }

    // The next delivery is a month away, so the 3-day notice allows cancelling now.
    await card.getByRole("button", { name: "Cancel subscription" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel this subscription?" });
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByText(SUBSCRIPTION_TEXT.canceled).waitFor();
    expect(SUBSCRIPTION_TEXT.canceled).toBe("Subscription cancelled successfully.");
    await card.getByText(canceledOnText(new Date().toISOString(), TIME_ZONE)).waitFor();
    expect(await card.getByRole("button", { name: "Cancel subscription" }).count()).toBe(0);
  });
});
