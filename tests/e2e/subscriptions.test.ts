import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { billCampus } from "../../functions/subscriptions/billing/billing-service";
import { dynamoBillingStore } from "../../functions/subscriptions/billing-store";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays, ymdParts } from "../../shared/platform/time/ymd";
import { canceledOnText } from "../../shared/subscriptions/account";
import { earliestWeeklyStart } from "../../shared/subscriptions/weekly";
import { AccountClient } from "../support/account-client";
import { newPage, seriousA11yViolations, viewports } from "../support/browser";
import { createSignUp, TEST_PASSWORD } from "../support/factories/customer";
import { createSubscription, putSubscription } from "../support/factories/subscription";
import { FakeGateway } from "../support/fake-gateway";

// The demo campus with subscriptions; its subscriptions are written through the entity, as
// checkout writes them, and billed by the worker's code in this process.
const SITE_ID = "cedar-ridge";
const SLUG = "cedarridge";
const TIME_ZONE = "America/Los_Angeles";
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function customerWithSubscriptions() {
  const form = createSignUp({ site_id: SITE_ID });
  const { status, body } = await new AccountClient().call<{ customer: { id: string } }>(
    "/v1/customer/create",
    { method: "POST", body: form },
  );
  expect(status, body.msg).toBe(200);
  const today = campusDate(new Date(), TIME_ZONE);
  const monthly = await putSubscription(
    createSubscription({
      siteId: SITE_ID,
      customer_id: body.customer.id,
      frequency: "monthly",
      start: today,
      end: addDays(today, 58),
      orderedOn: addDays(today, -3),
      billing_days: [today, addDays(today, 30)],
      next_bill_day: today,
    }),
  );
  const weekly = await putSubscription(
    createSubscription({
      siteId: SITE_ID,
      customer_id: body.customer.id,
      frequency: "weekly",
      start: addDays(today, 17),
      end: addDays(today, 31),
      orderedOn: addDays(today, -3),
      billing_days: [addDays(today, 10), addDays(today, 17)],
      next_bill_day: addDays(today, 10),
    }),
  );
  return { email: form.email, monthly, weekly };
}

async function logIn(page: Page, email: string) {
  await page.goto(`/${SLUG}/login`);
  await page.getByRole("heading", { name: "Log in to your account" }).waitFor();
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Log In" }) });
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await form.getByRole("button", { name: "Log In" }).click();
  await page.getByRole("heading", { name: "Manage Your Account" }).waitFor();
}

describe("account Subscriptions tab", () => {
  it("shows payments after a billing run and cancels a subscription", async () => {
    const { email, monthly, weekly } = await customerWithSubscriptions();
    const gateway = new FakeGateway();
    await billCampus(
      {
        sites: dynamoSiteStore,
        store: dynamoBillingStore,
        gatewayFor: () => gateway,
      },
      SITE_ID,
      new Date(),
    );
    expect(gateway.approvedPeriods(monthly.id)).toHaveLength(1);

    const opened = await newPage(viewports.phone);
    context = opened.context;
    const page = opened.page;
    await logIn(page, email);
    await page.getByRole("tab", { name: "Subscriptions" }).click();

    const monthlyCard = page.getByRole("listitem").filter({ hasText: "Monthly Gold Plan" });
    const weeklyCard = page.getByRole("listitem").filter({ hasText: "Weekly Block 14" });
    await monthlyCard.waitFor();
    await monthlyCard.getByRole("cell", { name: "Approved" }).waitFor();
    // One row paid, the next month's scheduled: the amount shows in both.
    await monthlyCard.getByRole("cell", { name: "$450.00" }).first().waitFor();
    await monthlyCard.getByRole("cell", { name: "Scheduled" }).waitFor();
    await weeklyCard
      .getByText("There are currently no payments associated with this subscription.")
      .waitFor();
    await page.waitForLoadState("networkidle");
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    ).toBe(false);

    await weeklyCard.getByRole("button", { name: "Cancel subscription" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel this subscription?" });
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByText("Subscription cancelled successfully.").waitFor();
    const canceledOn = canceledOnText(new Date().toISOString(), TIME_ZONE);
    await weeklyCard.getByText(canceledOn).waitFor();
    expect(await weeklyCard.getByRole("button", { name: "Cancel subscription" }).count()).toBe(0);
    // The monthly plan's next billing day is a month away: it can still be canceled.
    expect(await monthlyCard.getByRole("button", { name: "Cancel subscription" }).count()).toBe(1);
    expect(weekly.id).not.toBe(monthly.id);
  });
});

describe("ordering subscriptions on the purchase page", () => {
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

  it("needs a login, then adds a monthly and a weekly plan after the terms are accepted", async () => {
    const opened = await newPage(viewports.desktop);
    context = opened.context;
    const page = opened.page;
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text().slice(0, 400)));
    await page.goto(`/${SLUG}/meal-plan-purchase`);
    const chooseSelection = async (label: string, option: string) => {
      await page.getByRole("button", { name: new RegExp(`${label}$`) }).click();
      await page.getByRole("option", { name: option, exact: true }).click();
    };
    const selections = async () => {
      await chooseSelection("Campus", "Main Campus");
      await chooseSelection("Term", "Fall 2026");
      await chooseSelection("I am a", "Student");
      await chooseSelection("Academic year", "2026–2027");
      await page.getByRole("tab", { name: "Meal Plan Subscriptions" }).click();
    };
    await selections();
    await page.getByText("Subscriptions need an account:").first().waitFor();

    const form = createSignUp({ site_id: SITE_ID });
    const created = await new AccountClient().call("/v1/customer/create", {
      method: "POST",
      body: form,
    });
    expect(created.status, created.body.msg).toBe(200);
    await logIn(page, form.email);
    await page.goto(`/${SLUG}/meal-plan-purchase`);
    await page.getByRole("heading", { name: "Purchase a Meal Plan", level: 1 }).waitFor();
    if ((await page.getByRole("tab", { name: "Meal Plan Subscriptions" }).count()) === 0)
      await selections();
    else await page.getByRole("tab", { name: "Meal Plan Subscriptions" }).click();

    const monthly = page.getByRole("form", { name: "Subscribe to Monthly Meal Club" });
    await monthly.waitFor();
    const startButton = monthly.getByRole("button", { name: /Start$/ });
    await startButton.click();
    await page.getByRole("option").first().click();
    await monthly.getByRole("button", { name: "Add to cart" }).click();
    const terms = page.getByRole("dialog", { name: "Subscription terms" });
    await terms.getByRole("button", { name: "Accept" }).click();
    await page.getByText("Monthly Meal Club was added to your cart.").waitFor();

    const weekly = page.getByRole("form", { name: "Subscribe to Weekly 10-Meal Plan" });
    const today = campusDate(new Date(), TIME_ZONE);
    const start = earliestWeeklyStart(today);
    await typeDate(page, weekly, "Start date", start);
    await typeDate(page, weekly, "End date", addDays(start, 14));
    const lastDay = new Intl.DateTimeFormat("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${addDays(start, 7)}T00:00:00Z`));
    await weekly.getByText(`The last day of your plan is ${lastDay}.`).waitFor();
    await weekly.getByRole("button", { name: "Add to cart" }).click();
    await page
      .getByRole("dialog", { name: "Subscription terms" })
      .getByRole("button", { name: "Accept" })
      .click();
    await page.getByText("Weekly 10-Meal Plan was added to your cart.").waitFor();
    await page.getByText("There are 2 items in your shopping cart.", { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.waitForLoadState("networkidle");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
