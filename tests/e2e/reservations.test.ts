import { PDFDocument } from "pdf-lib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sentMail } from "../support/account-client";
import { pagePerTest, seriousA11yViolations, viewports } from "../support/browser";
import { newCustomer, signUpInBrowser } from "../support/e2e-sign-up";
import { waitForMail } from "../support/mail";

// The demo campus with customer login, On The Go and two reservation locations without a building.
const SLUG = "cedarridge";
const CONTACT = "dining@cedarridge.example.edu";
const open = pagePerTest();

async function signUp(page: Page): Promise<string> {
  const who = newCustomer("e2e.res", { first: "Casey", last: "Morgan", studentId: "S 200" });
  await signUpInBrowser(page, SLUG, who);
  return who.email;
}

async function expectAccessible(page: Page) {
  await page.waitForLoadState("networkidle");
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
    false,
  );
}

async function choose(page: Page, field: RegExp, option: string) {
  await page.getByRole("button", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** A block or time: its label is pressed, as a pointer user would; the radio must then be checked. */
async function pickChoice(page: Page, name: RegExp) {
  await page.locator(".reservation-choice").filter({ hasText: name }).click();
  expect(await page.getByRole("radio", { name }).isChecked()).toBe(true);
}

const next = (page: Page) => page.getByRole("button", { name: "Continue", exact: true }).click();

/** The second bookable day on the calendar: never today, whose times may have passed. */
async function pickDate(page: Page) {
  const enabled = page.locator(
    ".reservation-calendar__cell:not([data-unavailable]):not([data-disabled]):not([data-outside-month])",
  );
  await enabled.first().waitFor();
  if ((await enabled.count()) < 2) {
    // The calendar's own next-month button: react-aria renders a second, hidden "Next" for
    // screen readers, so the name alone matches two buttons.
    await page.locator('.reservation-calendar button[slot="next"]').click();
    await enabled.first().click();
    return;
  }
  await enabled.nth(1).click();
}

describe("reservations in the browser", () => {
  it("books through the wizard, lists it in the account, prints the card and cancels by link", async () => {
    const page = await open();
    const email = await signUp(page);
    await page.goto(`/${SLUG}/reservations`);
    await page.getByRole("heading", { name: /Step 1 of \d: Choose a location/ }).waitFor();
    await choose(page, /Location$/, "Summit Terrace Dining Room");
    await next(page);
    await page.getByRole("heading", { name: /Choose a date/ }).waitFor();
    await pickDate(page);
    await next(page);
    await pickChoice(page, /Dinner seating/);
    await next(page);
    await pickChoice(page, /^5:30p/);
    await next(page);
    await choose(page, /Party size$/, "2 (me and 1 guest)");
    await next(page);
    await expect(page.getByLabel("First name").inputValue()).resolves.toBe("Casey");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Reserve" }).click();
    await page.getByText("Reservation successfully created.").waitFor();
    await page.getByRole("heading", { name: /Choose a location/ }).waitFor();

    await page.goto(`/${SLUG}/customer-account`);
    await page.getByRole("tab", { name: "Reservations" }).click();
    const row = page.getByRole("row").filter({ hasText: "Summit Terrace Dining Room" });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/5:30p[\s\S]*Summit Terrace Dining Room[\s\S]*2/);
    const href = await row.getByRole("link", { name: /Print reservation/ }).getAttribute("href");
    const card = await page.request.get(href ?? "");
    const bytes = Buffer.from(await card.body());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(
      "Reservation at Summit Terrace Dining Room",
    );

    const confirmed = (mail: { subject: string }) => mail.subject.endsWith("is confirmed");
    const mail = (await waitForMail(email, { match: confirmed })).at(-1);
    const link = mail?.body.text?.match(/https?:\/\/\S+\/cancel-reservation\/\S+/)?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link ?? "");
    await page.goto(`${url.pathname}${url.hash}`);
    await page.getByText("Your reservation has been successfully cancelled.").waitFor();
    await page.reload();
    await page
      .getByText(
        "We were unable to process your request; this reservation may have been previously cancelled.",
      )
      .waitFor();
    await page.goto(`/${SLUG}/customer-account`);
    await page.getByRole("tab", { name: "Reservations" }).click();
    await page
      .getByText("We were unable to locate any reservations associated with your account.")
      .waitFor();
  });

  it("keeps the wizard accessible at 360 px, inside the account's dialog too", async () => {
    const page = await open(viewports.phone);
    await signUp(page);
    await page.goto(`/${SLUG}/reservations`);
    await page.getByRole("button", { name: /Location$/ }).waitFor();
    await expectAccessible(page);
    await choose(page, /Location$/, "The Chef's Table");
    await next(page);
    await pickDate(page);
    await expectAccessible(page);
    await next(page);
    await page.getByRole("radio").first().waitFor();
    await expectAccessible(page);
    await page.goto(`/${SLUG}/customer-account`);
    await page.getByRole("tab", { name: "Reservations" }).click();
    await page.getByRole("button", { name: "Make a Reservation" }).click();
    await page.getByRole("dialog", { name: "Make a Reservation" }).waitFor();
    await expectAccessible(page);
  });
});

describe("account forms in the browser", () => {
  it("submits the dietary form, after showing its validation, and mails the campus", async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await open(viewport);
      await signUp(page);
      await page.goto(`/${SLUG}/dietary-health-form`);
      await page
        .getByRole("heading", { name: "Food Allergy/Celiac Disease/Medical Diet Form" })
        .waitFor();
      await expectAccessible(page);
      await page.getByLabel("City").fill("Palo Verde");
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByText("At least one allergen is required.").waitFor();
      await page.getByText("You must give consent.").waitFor();
      await expectAccessible(page);
      await page.getByRole("checkbox", { name: "Peanuts", exact: true }).check();
      await page.getByRole("checkbox", { name: "I have celiac disease" }).check();
      await page.getByRole("checkbox", { name: /I consent/ }).check();
      const before = (await sentMail(CONTACT)).length;
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByText("Thank you, your form has been submitted.").waitFor();
      const mails = await sentMail(CONTACT);
      expect(mails.length).toBe(before + 1);
      expect(mails.at(-1)?.subject).toContain("Food Allergy/Celiac Disease/Medical Diet Form");
      expect(mails.at(-1)?.body.text).toContain("Allergens: Peanuts");
    }
  });

  it("submits an On The Go order and mails the campus", async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await open(viewport);
      await signUp(page);
      await page.goto(`/${SLUG}/on-the-go-valentine-dining`);
      await page.getByRole("heading", { name: "On The Go Food Order" }).waitFor();
      await expectAccessible(page);
      await page.getByLabel("Student ID").fill("S 200");
      await choose(page, /Meal plan$/, "Gold");
      await choose(page, /Pick up time$/, "11:30a - 12:00p");
      await choose(page, /Entree$/, "Salad");
      await choose(page, /Base$/, "Spinach");
      await page.getByRole("checkbox", { name: "Avocado", exact: true }).check();
      await page.getByRole("button", { name: "Submit order" }).click();
      await page.getByText("Thank you for submitting your food order request!").waitFor();
      await expectAccessible(page);
      const mail = (await sentMail(CONTACT)).at(-1);
      expect(mail?.subject).toContain("On The Go order from Casey Morgan");
      expect(mail?.body.text).toContain("Add-ons: Avocado");
    }
  });
});
