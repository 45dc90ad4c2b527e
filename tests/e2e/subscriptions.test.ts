import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { billCampus } from "../../functions/billing/billing-service";
import { dynamoBillingStore } from "../../functions/billing/billing-store";
import { sesMailer } from "../../functions/lib/mailer";
import { dynamoSiteStore } from "../../functions/lib/store/site-store";
import { canceledOnText } from "../../shared/domain/subscriptions/account";
import { campusDate } from "../../shared/domain/time/campus-clock";
import { addDays } from "../../shared/domain/time/ymd";
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
        mailer: sesMailer,
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
    await monthlyCard.getByRole("cell", { name: "$450.00" }).waitFor();
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
