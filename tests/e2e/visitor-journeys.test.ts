import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newPage, viewports } from "../support/browser";

/**
 * Journeys in Chromium: an event and back, the album lightbox by keyboard, help search
 * and an answer form, feedback end to end with its mail in the local SES store. One browser
 * context per describe keeps the file fast.
 */
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await newPage(viewports.desktop, { reducedMotion: "reduce" }));
});
afterAll(async () => {
  await context.close();
});

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  replyTo?: string[];
  body: { text?: string };
}

async function storedMail(): Promise<StoredMail[]> {
  const response = await fetch(`${inject("mailUrl")}/store`);
  return ((await response.json()) as { emails: StoredMail[] }).emails;
}

describe("events", () => {
  it("opens an event with 'Read more' and returns with 'Back to all events'", async () => {
    await page.goto("/CedarRidge/events");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Read more: Winter Wonderland Brunch" }).click();
    await main.getByRole("heading", { name: "Winter Wonderland Brunch", level: 1 }).waitFor();
    await expect(page.title()).resolves.toBe("Event: Winter Wonderland Brunch");
    await main.getByText("Regular meal swipe; guests $14.").waitFor();
    await main.getByRole("link", { name: "Back to all events" }).click();
    // The site slug is canonical lower case in the address.
    await page.waitForURL(/\/cedarridge\/events\/?$/i);
    await main
      .getByRole("link", { name: /^Read more/ })
      .first()
      .waitFor();
  });
});

describe("photo album lightbox", () => {
  it("opens, pages and closes with the keyboard only, returning focus to the thumbnail", async () => {
    await page.goto("/CedarRidge/photo-albums");
    const thumb = page.getByRole("button", { name: "Long tables set for the Harvest Dinner" });
    await thumb.waitFor();
    await thumb.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Photo 1 of 3" }).waitFor();
    await expect(
      dialog.getByRole("img", { name: "Long tables set for the Harvest Dinner" }).count(),
    ).resolves.toBe(1);
    await page.keyboard.press("ArrowRight");
    await dialog.getByRole("img", { name: "Chef Kenji carving roasted squash" }).waitFor();
    await page.keyboard.press("ArrowRight");
    // The third photo has no alt text (requirements: public-browsing §2 Photo albums).
    await dialog.getByRole("img", { name: "This image does not have alt text." }).waitFor();
    await page.keyboard.press("ArrowRight");
    await dialog.getByRole("heading", { name: "Photo 1 of 3" }).waitFor();
    await page.keyboard.press("ArrowLeft");
    await dialog.getByRole("heading", { name: "Photo 3 of 3" }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect(thumb.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
  });
});

/** Ticks the ALTCHA box inside `scope` and waits until the proof of work fills its payload. */
async function solveAltcha(scope: Locator) {
  const widget = scope.locator("altcha-widget");
  await widget.getByRole("checkbox").click();
  await expect
    .poll(() => widget.locator('input[name="altcha"]').inputValue(), { timeout: 15_000 })
    .toMatch(/^[A-Za-z0-9+/=]{20,}$/);
}

describe("help / get answers now", () => {
  it("searches, shows the parent chain joined by '>' and goes back to the questions", async () => {
    await page.goto("/CedarRidge/get-answers-now");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Meal plans" }).waitFor();
    await main.getByRole("searchbox", { name: "Search help" }).fill("guest");
    await main.getByRole("button", { name: "Search", exact: true }).click();
    const results = main.getByRole("region", { name: "Search results" });
    await results.getByText("Meal plans > How do swipes and dining dollars work?").waitFor();
    await results.getByRole("heading", { name: "Can I use a swipe for a guest?" }).waitFor();
    await results.getByRole("button", { name: "Back", exact: true }).click();
    await results.waitFor({ state: "detached" });
    await main.getByRole("button", { name: "Meal plans" }).waitFor();
  });

  it("requires the answer form's required fields, then sends it and mails the campus", async () => {
    await page.goto("/CedarRidge/get-answers-now");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Food allergies and special diets" }).click();
    await main.getByRole("button", { name: "How do I meet with the dietitian?" }).click();
    const submit = main.getByRole("button", { name: "Submit", exact: true });
    await submit.click();
    await expect(main.getByText("This field is required.", { exact: true }).count()).resolves.toBe(
      2,
    );
    const before = (await storedMail()).length;
    await main.getByRole("radio", { name: "Celiac disease" }).check();
    await main.getByRole("checkbox", { name: "Wednesday" }).check();
    await main.getByRole("textbox", { name: "Anything we should know?" }).fill("Gluten-free");
    // The form mails the campus, so it takes the ALTCHA like feedback (docs/security.md).
    await submit.click();
    await main.getByText("Please complete the ALTCHA verification to send this form.").waitFor();
    await solveAltcha(
      main.locator("form", { has: page.getByRole("button", { name: "Submit", exact: true }) }),
    );
    await submit.click();
    await page
      .getByRole("status")
      .filter({ hasText: "Thank you — your request has been sent." })
      .waitFor();
    await expect(main.getByText("This field is required.").count()).resolves.toBe(0);
    const mail = (await storedMail()).slice(before);
    expect(mail.map((entry) => entry.subject)).toContainEqual(
      expect.stringContaining('request about "How do I meet with the dietitian?"'),
    );
  });
});

describe("help follow-up", () => {
  it("asks for the ALTCHA, then sends the follow-up and mails the campus", async () => {
    await page.goto("/CedarRidge/get-answers-now");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Meal plans" }).click();
    await main.getByRole("button", { name: "Can I change my meal plan?" }).click();
    const form = main.getByRole("form", { name: "Ask us to follow up" });
    await form.getByRole("textbox", { name: "Name" }).fill("Robin Follow");
    await form.getByRole("textbox", { name: "Email" }).fill("robin.follow@example.edu");
    await form.getByRole("textbox", { name: "Student ID" }).fill("A7654321");
    await form.getByRole("textbox", { name: "Comments" }).fill("Please switch me to Gold.");
    const send = form.getByRole("button", { name: "Send", exact: true });
    await send.click();
    await form.getByText("Please complete the ALTCHA verification to send this form.").waitFor();
    const before = (await storedMail()).length;
    await solveAltcha(form);
    await send.click();
    await expect
      .poll(
        async () =>
          (await storedMail())
            .slice(before)
            .map((entry) => entry.body.text ?? "")
            .join("\n"),
        { timeout: 15_000 },
      )
      .toContain("Please switch me to Gold.");
  });
});

describe("feedback", () => {
  it("solves the ALTCHA, submits, thanks the visitor and mails the campus contact", async () => {
    await page.goto("/CedarRidge/feedback");
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: "First name" }).fill("Rosa");
    await main.getByRole("textbox", { name: "Last name" }).fill("Feedbacker");
    await main.getByRole("textbox", { name: "Email" }).fill("rosa.feedback@example.edu");
    const location = main.getByRole("combobox", { name: "Dining location" });
    await location.locator("option").nth(1).waitFor({ state: "attached" });
    await location.selectOption({ index: 1 });
    await main.getByRole("radio", { name: "On Campus" }).check();
    await main.getByRole("combobox", { name: "I am a" }).selectOption("Junior");
    await main.getByRole("textbox", { name: "Comments" }).fill("The squash at the Harvest Dinner.");

    // The widget fetches its challenge from our API; ticking its box solves the proof of work
    // in the browser and fills the hidden `altcha` input with the payload.
    await solveAltcha(main);
    const before = (await storedMail()).length;
    await main.getByRole("button", { name: "Submit", exact: true }).click();
    await main.getByText("Thank you for submitting your feedback!").waitFor();
    await expect(main.getByRole("textbox", { name: "First name" }).inputValue()).resolves.toBe("");

    const mail = (await storedMail()).slice(before);
    const sent = mail.find((entry) => entry.subject.endsWith("feedback from Rosa Feedbacker"));
    expect(sent?.destination.to).toEqual(["dining@cedarridge.example.edu"]);
    expect(sent?.body.text).toContain("The squash at the Harvest Dinner.");

    await main.getByRole("button", { name: "Dismiss" }).click();
    await expect(main.getByText("Thank you for submitting your feedback!").count()).resolves.toBe(
      0,
    );
  });
});
