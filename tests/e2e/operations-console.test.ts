import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatCents } from "../../shared/platform/money/format";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays } from "../../shared/platform/time/ymd";
import { AccountClient } from "../support/account-client";
import { pagePerTest, seriousA11yViolations, viewports } from "../support/browser";
import {
  type E2eStaff,
  enrolledStaff,
  enterConsole,
  placeOrder,
  signInStaffInBrowser,
  staffToEnroll,
} from "../support/e2e-staff";
import { createSignUp } from "../support/factories/customer";
import { createSubscription, putSubscription } from "../support/factories/subscription";
import { totpCode } from "../support/staff-console";

// The operations console in the browser (docs/operations/screens.md) on the demo campus Cedar
// Ridge: sign-in with two-factor (enrollment included), the orders journey (refund, mark
// fulfilled), subscriptions (cancel on the customer's behalf), what a host may see, the session
// ending, and axe at the tablet and desktop widths.

const SITE_ID = "cedar-ridge";
const TIME_ZONE = "America/Los_Angeles";
const tablet = { width: 768, height: 1024 } as const;
const open = pagePerTest();

async function expectAccessible(page: Page, label: string) {
  await page.waitForLoadState("networkidle");
  const violations = await seriousA11yViolations(page);
  expect(violations, `${label}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    `${label}: no horizontal scroll`,
  ).toBe(false);
}

/** Both widths the issue names, on the page as it is now (reloaded at the other width). */
async function expectAccessibleAtBothWidths(page: Page, label: string) {
  for (const viewport of [tablet, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `${label} at ${viewport.width} px`);
  }
}

const ordersPath = `/operations/${SITE_ID}/orders`;

async function searchOrders(page: Page, query: string) {
  const filters = page.getByRole("form", { name: "Filter orders" });
  await filters.getByRole("searchbox", { name: "Search" }).fill(query);
  await filters.getByRole("button", { name: "Show orders" }).click();
}

describe("operations console sign-in", () => {
  it("enrolls two-factor on the first sign-in (QR code, secret, recovery codes), then signs in with a recovery code", async () => {
    const page = await open(viewports.desktop);
    const staff = await staffToEnroll("manager", SITE_ID);
    await page.goto("/operations");
    await page.getByRole("heading", { name: "Sign in to Operations" }).waitFor();
    await expectAccessibleAtBothWidths(page, "sign-in");

    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email", { exact: true }).fill(staff.email);
    await form.getByLabel("Password", { exact: true }).fill("not the password");
    await form.getByRole("button", { name: "Continue" }).click();
    // One message, under the password; no second alert for the same failure.
    const refused = page.getByText("The email address or password is incorrect.");
    await refused.first().waitFor();
    expect(await refused.count()).toBe(1);

    await form.getByLabel("Password", { exact: true }).fill(staff.password);
    await form.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Set up two-factor sign-in" }).waitFor();
    const qr = page.getByRole("img", { name: /QR code/ });
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
    const secret = (await page.locator("code.ops-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessible(page, "enrollment");

    await page.getByLabel("6-digit code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await page.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
    const codes = await page
      .getByRole("list", { name: "Recovery codes" })
      .getByRole("listitem")
      .allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole("button", { name: "I have saved these codes" }).click();
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(ordersPath);
    await expect.poll(() => page.getByRole("banner").textContent()).toContain("Campus manager");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Sign in to Operations" }).waitFor();

    // The second sign-in in the same 30 s cannot reuse the code: a recovery code instead.
    await form.getByLabel("Email", { exact: true }).fill(staff.email);
    await form.getByLabel("Password", { exact: true }).fill(staff.password);
    await form.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByRole("textbox", { name: "Recovery code" }).fill(codes[0] ?? "");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
  });

  it("signs in with the password and the authenticator's code, and says so when the session ends", async () => {
    const page = await open(viewports.desktop);
    const staff = await enrolledStaff("card_office", SITE_ID, "Casey Card");
    await signInStaffInBrowser(page, staff);
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
    await expect.poll(() => page.getByRole("banner").textContent()).toContain("Casey Card");

    // Signed out elsewhere: the next call is refused and the console says why.
    const csrf = (await page.context().cookies()).find((c) => c.name === "doc_ops_csrf")?.value;
    const out = await page
      .context()
      .request.delete("/v1/operations/session", { headers: { "x-csrf-token": csrf ?? "" } });
    expect(out.status()).toBe(200);
    await page
      .getByRole("navigation", { name: "Console" })
      .getByRole("link", { name: "Subscriptions" })
      .click();
    await page.getByText("Your session has ended. Please sign in again.").waitFor();
    await page.getByRole("heading", { name: "Sign in to Operations" }).waitFor();
  });
});

describe("orders", () => {
  it("lists an order, refunds it in full, and marks another fulfilled", async () => {
    const page = await open(viewports.desktop);
    const tag = randomUUID().slice(0, 6);
    const [refundable, toFulfil] = await Promise.all([
      placeOrder(SITE_ID, { first_name: "Refund", last_name: `Buyer ${tag}`, prices: [84_900] }),
      placeOrder(SITE_ID, {
        first_name: "Fulfil",
        last_name: `Buyer ${tag}`,
        payment_type: "Student ID",
        prices: [179_900],
      }),
    ]);
    const staff = await enrolledStaff("card_office", SITE_ID);
    await enterConsole(page, staff, ordersPath);
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
    // Today is inside the default range (the last 7 campus days).
    const today = campusDate(new Date(), TIME_ZONE);
    await page.getByRole("heading", { name: new RegExp(`to ${today}$`) }).waitFor();

    await searchOrders(page, refundable.no);
    const table = page.getByRole("grid");
    const row = table.getByRole("row", { name: new RegExp(refundable.no) });
    await row.waitFor();
    expect(await row.textContent()).toContain(formatCents(84_900));
    await expectAccessibleAtBothWidths(page, "orders");

    await row.click();
    await page.getByRole("heading", { name: new RegExp(`Order ${refundable.no}`) }).waitFor();
    await page.getByRole("heading", { name: "Lines" }).waitFor();
    await expectAccessibleAtBothWidths(page, "order detail");

    await page.getByRole("button", { name: "Refund", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Refund order ${refundable.no}` });
    const confirm = dialog.getByRole("button", { name: `Refund ${formatCents(84_900)}` });
    const refunds: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(`/orders/${refundable.id}/refund`)) refunds.push(request.url());
    });
    // A double click is one press on a pending button: one request.
    await confirm.dblclick();
    await dialog.waitFor({ state: "detached" });
    await page.getByText(`Refunded ${formatCents(84_900)}.`).waitFor();
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.textContent()).toContain("Refunded");
    expect(refunds).toHaveLength(1);
    expect(await page.getByRole("button", { name: "Refund", exact: true }).count()).toBe(0);

    await page.getByRole("link", { name: "Back to orders" }).click();
    await searchOrders(page, toFulfil.no);
    await table.getByRole("row", { name: new RegExp(toFulfil.no) }).click();
    await page.getByRole("heading", { name: new RegExp(`Order ${toFulfil.no}`) }).waitFor();
    await page.getByRole("button", { name: "Mark fulfilled" }).click();
    const fulfil = page.getByRole("alertdialog", { name: `Mark order ${toFulfil.no} fulfilled?` });
    await fulfil.getByLabel("Note (optional)").fill("Credited in CBORD");
    await fulfil.getByRole("button", { name: "Mark fulfilled" }).click();
    await fulfil.waitFor({ state: "detached" });
    await expect.poll(() => heading.textContent()).toContain("Fulfilled");
    await page.getByText("Credited in CBORD").waitFor();
  });
});

describe("subscriptions", () => {
  it("lists a customer's subscription and cancels it on their behalf", async () => {
    const page = await open(viewports.desktop);
    // Names take letters only: the id's hex digits become letters.
    const last = `Subscriber${randomUUID()
      .slice(0, 8)
      .replace(/\d/g, (d) => "ghijklmnop"[Number(d)] ?? "q")}`;
    const form = createSignUp({ site_id: SITE_ID, first_name: "Jordan", last_name: last });
    const created = await new AccountClient().call<{ customer: { id: string } }>(
      "/v1/customer/create",
      { method: "POST", body: form },
    );
    expect(created.status, created.body.msg).toBe(200);
    const today = campusDate(new Date(), TIME_ZONE);
    await putSubscription(
      createSubscription({
        siteId: SITE_ID,
        customer_id: created.body.customer.id,
        frequency: "monthly",
        start: addDays(today, 5),
        end: addDays(today, 70),
        orderedOn: today,
      }),
    );
    const staff = await enrolledStaff("manager", SITE_ID);
    await enterConsole(page, staff, `/operations/${SITE_ID}/subscriptions`);
    await page.getByRole("heading", { name: "Subscriptions", level: 1 }).waitFor();
    expect(await page.getByRole("tab", { name: "Active" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    const row = page.getByRole("row", { name: new RegExp(last) });
    await row.waitFor();
    await expectAccessibleAtBothWidths(page, "subscriptions");

    await row.getByRole("button", { name: /^Cancel / }).click();
    const dialog = page.getByRole("alertdialog", { name: /^Cancel / });
    expect(await dialog.textContent()).toContain("mailed");
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText(/is cancelled\. The customer has been mailed\./).waitFor();

    await page.getByRole("tab", { name: "Cancelled" }).click();
    await page.getByRole("row", { name: new RegExp(last) }).waitFor();
  });
});

/** Opens a kit select (its button's name ends with the label) and picks the option. */
async function choose(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole("button", { name: new RegExp(`${label}$`) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("staff (company admin)", () => {
  it("switches campus, invites a host and disables the account", async () => {
    const page = await open(viewports.desktop);
    const admin = await enrolledStaff("admin", null, "Ada Admin");
    await enterConsole(page, admin, "/operations");
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
    await choose(page, "Campus", "Cedar Ridge University");
    await page.waitForURL(`**${ordersPath}`);

    await page
      .getByRole("navigation", { name: "Console" })
      .getByRole("link", { name: "Staff" })
      .click();
    await page.getByRole("heading", { name: "Staff", level: 1 }).waitFor();
    await page.getByRole("grid").getByRole("row").nth(1).waitFor();
    await expectAccessibleAtBothWidths(page, "staff");

    const name = `Nia Host ${randomUUID().slice(0, 6)}`;
    await page.getByRole("button", { name: "Invite staff" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite staff" });
    await dialog.getByRole("textbox", { name: "Name" }).fill(name);
    await dialog
      .getByRole("textbox", { name: "Work email" })
      .fill(`nia.${randomUUID().slice(0, 8)}@staff.example.edu`);
    await choose(page, "Role", "Host", dialog);
    await choose(page, "Campus", "Cedar Ridge University", dialog);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText(`Invited ${name}`).waitFor();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect.poll(() => row.textContent()).toContain("Invited");

    await row.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Disable account…" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Disable this account?" });
    await confirm.getByRole("button", { name: "Disable account" }).click();
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => row.textContent()).toContain("Disabled");
  });
});

describe("what each role sees", () => {
  it("shows a host no Orders and tells them they have no access to it", async () => {
    const page = await open(tablet);
    const host: E2eStaff = await enrolledStaff("host", SITE_ID);
    // Straight to Orders: the shell answers it, whatever the host's own screens do.
    await enterConsole(page, host, ordersPath);
    await page.getByText("You don't have access to Orders.").waitFor();
    const nav = page.getByRole("navigation", { name: "Console" });
    await nav.getByRole("link", { name: "Reservations" }).waitFor();
    expect(await nav.getByRole("link", { name: "Orders" }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Subscriptions" }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Staff" }).count()).toBe(0);

    await page.goto("/operations/harbor-state/reservations");
    await page.getByText("You don't have access to this campus.").waitFor();
  });
});
