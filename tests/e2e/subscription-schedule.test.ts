import { PutCommand } from "@aws-sdk/lib-dynamodb";
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { formatDateRange, formatMediumDate } from "../../shared/platform/time/format";
import {
  addDays,
  addMonths,
  firstOfMonth,
  lastOfMonth,
  ymdParts,
} from "../../shared/platform/time/ymd";
import { subscriptionsFromCart } from "../../shared/purchase/checkout/subscriptions";
import { cancelClosedText } from "../../shared/subscriptions/account";
import type { Subscription } from "../../shared/subscriptions/entities/subscription";
import {
  type SubscriptionPayment,
  subscriptionPaymentEntity,
} from "../../shared/subscriptions/entities/subscription-payment";
import { earliestWeeklyStart } from "../../shared/subscriptions/weekly";
import { AccountClient } from "../support/account-client";
import { newPage, viewports } from "../support/browser";
import { chooseSelections, PURCHASE, SLUG } from "../support/e2e-checkout";
import { newCustomer, signUpInBrowser } from "../support/e2e-sign-up";
import { createSignUp, TEST_PASSWORD } from "../support/factories/customer";
import { createCartItem } from "../support/factories/purchases";
import { createSubscription, putSubscription } from "../support/factories/subscription";

// The money timeline in Chromium (docs/decisions/subscription-schedule.md): the cart line's
// charges in words, and the account's Subscriptions tab with the day each charge happened,
// the days it paid for, the charges still "Scheduled", plans that have "Ended", and why the
// Cancel button is missing. Cedar Ridge's campus time is America/Los_Angeles.
const SITE_ID = "cedar-ridge";
const TIME_ZONE = "America/Los_Angeles";
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function putPayment(sub: Subscription, payment: SubscriptionPayment) {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: subscriptionPaymentEntity.toItem(
        {
          siteId: sub.site_id,
          customerId: sub.customer_id,
          subscriptionId: sub.id,
          period: payment.period,
        },
        payment,
      ),
    }),
  );
}

const approved = (sub: Subscription, period: string): SubscriptionPayment => ({
  subscription_id: sub.id,
  period,
  amt: sub.amount,
  created_at: `${period}T20:00:00.000Z`,
  result: "Approved",
  attempts: 1,
  attempt_day: period,
  transaction_id: null,
});

async function logIn(page: Page, email: string) {
  await page.goto(`/${SLUG}/login`);
  await page.getByRole("heading", { name: "Log in to your account" }).waitFor();
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Log In" }) });
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await form.getByRole("button", { name: "Log In" }).click();
  await page.getByRole("heading", { name: "Manage Your Account" }).waitFor();
}

describe("the account's money timeline", () => {
  it("shows when each charge happened and for which days, what is scheduled, Ended plans and why cancel is closed", async () => {
    const form = createSignUp({ site_id: SITE_ID });
    const created = await new AccountClient().call<{ customer: { id: string } }>(
      "/v1/customer/create",
      { method: "POST", body: form },
    );
    expect(created.status, created.body.msg).toBe(200);
    const customerId = created.body.customer.id;
    const today = campusDate(new Date(), TIME_ZONE);

    // Bought today for next month and the one after, as checkout records it.
    const start = addMonths(firstOfMonth(today), 1);
    const second = addMonths(start, 1);
    const line = createCartItem({
      id: "schedule-line",
      name: "Monthly Meal Club",
      price: 24_900,
      subscription: true,
      subscription_frequency: "monthly",
      first_plan_date: start,
      last_plan_date: lastOfMonth(second),
    });
    const [bought] = subscriptionsFromCart([line], {
      siteId: SITE_ID,
      customerId,
      orderId: `order-${customerId.slice(0, 8)}`,
      orderCreatedAt: new Date().toISOString(),
      today,
      paymentMethod: "pm-approve",
      cardBrand: "Visa",
      cardLast4: "4242",
      result: "Approved",
      newId: () => `sub-bought-${customerId.slice(0, 8)}`,
    });
    if (!bought?.payment) throw new Error("no record");
    await putSubscription(bought.subscription);
    await putPayment(bought.subscription, bought.payment);

    // Its next delivery is in two days: inside the 3-day notice.
    const closing = await putSubscription(
      createSubscription({
        siteId: SITE_ID,
        customer_id: customerId,
        frequency: "monthly",
        start: addDays(today, -20),
        end: addDays(today, 30),
        orderedOn: addDays(today, -20),
        billing_days: [addDays(today, -20), addDays(today, 2)],
        next_bill_day: addDays(today, 2),
        item: { ...line, name: "Closing Window Plan" },
      }),
    );
    await putPayment(closing, approved(closing, addDays(today, -20)));

    // Its last day was yesterday.
    const ended = await putSubscription(
      createSubscription({
        siteId: SITE_ID,
        customer_id: customerId,
        frequency: "monthly",
        start: addDays(today, -40),
        end: addDays(today, -1),
        orderedOn: addDays(today, -40),
        billing_days: [addDays(today, -40)],
        next_bill_day: null,
        item: { ...line, name: "Finished Plan" },
      }),
    );
    await putPayment(ended, approved(ended, addDays(today, -40)));

    const opened = await newPage(viewports.desktop);
    context = opened.context;
    const page = opened.page;
    await logIn(page, form.email);
    await page.getByRole("tab", { name: "Subscriptions" }).click();

    const card = page.getByRole("listitem").filter({ hasText: "Monthly Meal Club" });
    await card.waitFor();
    await card.getByText(`Next charge: $249.00 on ${formatMediumDate(second)}`).waitFor();
    const rows = card.getByRole("row");
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).getByRole("columnheader").allTextContents()).toEqual([
      "Date",
      "For",
      "Amount",
      "Result",
    ]);
    // Charged today for next month; the month after is scheduled, never "Approved".
    expect(await rows.nth(1).getByRole("cell").allTextContents()).toEqual([
      formatMediumDate(today),
      formatDateRange(start, lastOfMonth(start)),
      "$249.00",
      "Approved",
    ]);
    expect(await rows.nth(2).getByRole("cell").allTextContents()).toEqual([
      formatMediumDate(second),
      formatDateRange(second, lastOfMonth(second)),
      "$249.00",
      "Scheduled",
    ]);
    await card.getByText("Active", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: "Cancel subscription" }).count()).toBe(1);

    const closingCard = page.getByRole("listitem").filter({ hasText: "Closing Window Plan" });
    await closingCard
      .getByText(cancelClosedText(addDays(today, 2), addDays(today, 2)), { exact: true })
      .waitFor();
    expect(await closingCard.getByRole("button", { name: "Cancel subscription" }).count()).toBe(0);

    const endedCard = page.getByRole("listitem").filter({ hasText: "Finished Plan" });
    await endedCard.getByText("Ended", { exact: true }).waitFor();
    expect(await endedCard.getByText("Active", { exact: true }).count()).toBe(0);
    expect(await endedCard.getByRole("button", { name: "Cancel subscription" }).count()).toBe(0);
    expect(await endedCard.getByText("Scheduled", { exact: true }).count()).toBe(0);
  });
});

describe("the cart line's money timeline", () => {
  async function typeDate(
    page: Page,
    scope: ReturnType<Page["getByRole"]>,
    label: string,
    ymd: string,
  ) {
    const { year, month, day } = ymdParts(ymd);
    await scope.getByRole("spinbutton", { name: new RegExp(`month, ${label}`, "i") }).click();
    await page.keyboard.type(
      `${String(month).padStart(2, "0")}${String(day).padStart(2, "0")}${year}`,
    );
  }

  it("a one-week plan reads as its week and its one charge, in words", async () => {
    const opened = await newPage(viewports.desktop);
    context = opened.context;
    const page = opened.page;
    const who = newCustomer("schedule");
    await signUpInBrowser(page, SLUG, who);
    await page.goto(PURCHASE);
    await page.getByRole("heading", { name: "Purchase a Meal Plan", level: 1 }).waitFor();
    await chooseSelections(page);
    await page.getByRole("tab", { name: "Meal Plan Subscriptions" }).click();

    const weekly = page.getByRole("form", { name: "Subscribe to Weekly 10-Meal Plan" });
    const today = campusDate(new Date(), TIME_ZONE);
    const start = earliestWeeklyStart(today);
    await typeDate(page, weekly, "Start date", start);
    await typeDate(page, weekly, "End date", addDays(start, 7));
    await weekly.getByRole("button", { name: "Add to cart" }).click();
    await page
      .getByRole("dialog", { name: "Subscription terms" })
      .getByRole("button", { name: "Accept" })
      .click();
    await page.getByText("Weekly 10-Meal Plan was added to your cart.").waitFor();

    const cart = page.getByRole("region", { name: "Shopping cart" });
    const week = formatDateRange(start, addDays(start, 6));
    await cart.getByText(week, { exact: true }).waitFor();
    await cart.getByText(`Today at checkout: $119.00 for ${week}`, { exact: true }).waitFor();
    await cart.getByText("1 charge of $119.00", { exact: true }).waitFor();
    expect(await cart.getByText(/^From \d{4}-/).count()).toBe(0);
  });
});
