import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { dynamoReservationStore } from "../../functions/reservations/reservation-store";
import { seedFormsDemo } from "../../scripts/demo/operations/forms";
import type { OperationReservationTime } from "../../shared/operations/routes/operations-reservations";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { formatShortDate } from "../../shared/platform/time/format";
import { WEEKDAY_SHORT } from "../../shared/platform/time/weekdays";
import { addDays, dayOfWeek } from "../../shared/platform/time/ymd";
import type { StoredReservation } from "../../shared/reservations/entities/reservation";
import { pagePerTest, seriousA11yViolations, viewports } from "../support/browser";
import { cedarRidgeCopy } from "../support/campus-copy";
import { type E2eStaff, enrolledStaff, enterConsole } from "../support/e2e-staff";
import { type InProcessCustomer, inProcessCustomer } from "../support/in-process";
import { waitForMail } from "../support/mail";
import { type InProcessStaff, inProcessStaff } from "../support/staff";

// The console's second set of screens in the browser (docs/operations/screens-2.md): the host
// stand, the forms, quick content and the audit log, on a copy of Cedar Ridge of their own so
// the demo campus's menus, hours and bookings stay as other tests expect them. The journeys
// run in order: the audit log at the end lists what the ones before did.

const SITE = `ops-screens-${randomUUID().slice(0, 8)}`;
const TIME_ZONE = "America/Los_Angeles";
const RESERVATION_LOCATION = "summit-terrace";
const tablet = { width: 768, height: 1024 } as const;
const open = pagePerTest();

const screenPath = (area: string, query = "") => `/operations/${SITE}/${area}${query}`;

async function expectAccessible(page: Page, label: string) {
  await page.waitForLoadState("networkidle");
  // A dialog fades in: axe measures contrast mid-fade otherwise.
  await page.waitForFunction(() => !document.querySelector("[data-entering], [data-exiting]"));
  const violations = await seriousA11yViolations(page);
  expect(violations, `${label}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    `${label}: no horizontal scroll`,
  ).toBe(false);
}

/** A page signed in to the console as a fresh staff member of `role` on the test campus. */
async function consolePage(
  role: "manager" | "host",
  viewport: { width: number; height: number },
  path: string,
): Promise<{ page: Page; staff: E2eStaff }> {
  const page = await open(viewport);
  const staff = await enrolledStaff(role, SITE, role === "host" ? "Harper Host" : "Morgan Manager");
  await enterConsole(page, staff, path);
  return { page, staff };
}

/** A public page of the test campus, in a context of its own (no cached answers). */
async function publicPage(path: string): Promise<Page> {
  const page = await open(viewports.desktop);
  await page
    .context()
    .addCookies([{ name: "doc_landing_modal_dismissed", value: "true", url: inject("baseUrl") }]);
  await page.goto(`/${SITE}/${path}`);
  return page;
}

let manager: InProcessStaff;
const today = () => campusDate(new Date(), TIME_ZONE);

beforeAll(async () => {
  await cedarRidgeCopy(SITE);
  await seedFormsDemo(SITE, new Date());
  manager = await inProcessStaff("manager", SITE);
}, 120_000);

interface Day {
  times: OperationReservationTime[];
}

/** The first day from today with a bookable time that has room for both test parties. */
async function bookableTime(): Promise<{ date: string; time: OperationReservationTime }> {
  for (let ahead = 0; ahead < 14; ahead += 1) {
    const date = addDays(today(), ahead);
    const day = await manager.call<Day>("GET", "/v1/operations/reservations", {
      site_id: SITE,
      location_id: RESERVATION_LOCATION,
      date,
    });
    expect(day.status, day.body.msg).toBe(200);
    const time = day.body.times.find((t) => t.scheduled && t.booked === 0 && t.left >= 5);
    if (time) return { date, time };
  }
  throw new Error("Summit Terrace has no bookable time in the next two weeks");
}

/** A party booked through the booking store (as the public form books, without its date rules). */
async function bookParty(
  customer: InProcessCustomer,
  at: { date: string; time: OperationReservationTime },
  who: { first: string; last: string; friends: number; notes: string },
): Promise<string> {
  const now = new Date();
  const reservation: StoredReservation = {
    id: randomUUID(),
    site_id: SITE,
    customer_id: customer.id,
    location_id: RESERVATION_LOCATION,
    location_name: "Summit Terrace Dining Room",
    date: at.date,
    hour: at.time.hour,
    minute: at.time.minute,
    friends: who.friends,
    notes: who.notes,
    first_name: who.first,
    last_name: who.last,
    email: customer.email,
    created_at: now.toISOString(),
    block_id: "",
    block_date: at.date,
    limited: false,
  };
  const outcome = await dynamoReservationStore.book({
    reservation,
    capacity: at.time.capacity,
    maxVisits: null,
    confirmation: {
      kind: "reservation_confirmation",
      ref: reservation.id,
      mail: { to: [customer.email], subject: "Booked", text: "Booked" },
    },
    now,
  });
  expect(outcome).toBe("booked");
  return reservation.id;
}

const seats = (block: Locator) => block.locator(".ops-res-time__seats");

describe("the host stand", () => {
  it("checks a party in with one tap and cancels one on the guest's behalf, freeing its seats (768 px)", async () => {
    const at = await bookableTime();
    const [casey, jordan] = await Promise.all([inProcessCustomer(SITE), inProcessCustomer(SITE)]);
    if (!casey || !jordan) throw new Error("customers");
    await bookParty(casey, at, { first: "Casey", last: "Morgan", friends: 2, notes: "Birthday" });
    await bookParty(jordan, at, { first: "Jordan", last: "Lee", friends: 1, notes: "" });

    const { page } = await consolePage(
      "host",
      tablet,
      screenPath("reservations", `?location=${RESERVATION_LOCATION}&date=${at.date}`),
    );
    await page.getByRole("heading", { name: "Reservations", level: 1 }).waitFor();
    const block = page
      .locator("li.ops-res-time")
      .filter({ has: page.getByRole("heading", { name: at.time.label, exact: true }) });
    await block.getByText("Casey Morgan").waitFor();
    const capacity = at.time.capacity;
    await expect(seats(block).textContent()).resolves.toMatch(
      new RegExp(`5\\s*booked\\s*${capacity - 5}\\s*left\\s*of ${capacity} seats`),
    );
    const caseyParty = block.getByRole("listitem").filter({ hasText: "Casey Morgan" });
    await caseyParty.getByText("Party of 3 (2 guests)").waitFor();
    await caseyParty.getByText("Birthday").waitFor();
    await expectAccessible(page, "host stand at 768 px");

    // Check in: one tap, then the time it happened.
    const checkIn = page.getByRole("button", { name: "Check in Casey Morgan" });
    const box = await checkIn.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await checkIn.click();
    await caseyParty.getByText(/Checked in \d{1,2}:\d{2}\s?[AP]M/).waitFor();
    await page.getByText("Casey Morgan is checked in.").waitFor();

    // Cancel on the guest's behalf: confirmed first, the guest mailed, the seats freed.
    await page.getByRole("button", { name: "Cancel Jordan Lee's reservation" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel Jordan Lee's reservation?" });
    await dialog.getByText("The guest will be emailed.").waitFor();
    await expectAccessible(page, "cancel dialog at 768 px");
    await dialog.getByLabel("Reason (optional)").fill("Kitchen closed early");
    await dialog.getByRole("button", { name: "Cancel reservation" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(() => seats(block).textContent())
      .toMatch(new RegExp(`3\\s*booked\\s*${capacity - 3}\\s*left`));
    await block
      .getByRole("listitem")
      .filter({ hasText: "Jordan Lee" })
      .getByText("Cancelled")
      .first()
      .waitFor();
    const [mail] = await waitForMail(jordan.email, {
      match: (m) => m.subject.endsWith("is cancelled"),
    });
    expect(mail?.body.text).toContain("Kitchen closed early");
  });
});

describe("forms", () => {
  it("a manager marks the newest On The Go order prepared and reads it in full", async () => {
    const { page } = await consolePage("manager", viewports.desktop, screenPath("forms"));
    await page.getByRole("tab", { name: "On The Go" }).click();
    await page.getByRole("rowheader", { name: "Sam Whitfield" }).first().waitFor();
    const row = page.getByRole("row").filter({ hasText: "Sam Whitfield" }).first();
    await row.getByText("New", { exact: true }).waitFor();
    await row.getByRole("button", { name: "Mark prepared: Sam Whitfield" }).click();
    await row.getByText("Prepared", { exact: true }).waitFor();
    await page.getByText("Sam Whitfield: prepared.").waitFor();

    await row.getByRole("button", { name: "Details: Sam Whitfield" }).click();
    const dialog = page.getByRole("dialog", { name: /On The Go: Sam Whitfield/ });
    await dialog.getByText("Sandwich").waitFor();
    await expect(
      dialog.getByRole("button", { name: "Prepared" }).getAttribute("aria-pressed"),
    ).resolves.toBe("true");
    await expectAccessible(page, "form detail at 1280 px");
    await dialog.getByRole("button", { name: "Close" }).click();

    await page.getByRole("button", { name: /Status/ }).click();
    await page.getByRole("option", { name: "Prepared", exact: true }).click();
    await page.getByRole("rowheader", { name: "Sam Whitfield" }).first().waitFor();
    await expectAccessible(page, "forms at 1280 px");
    await page.setViewportSize(tablet);
    await expectAccessible(page, "forms at 768 px");
  });
});

describe("quick content", () => {
  it("a manager marks an item of today's menu sold out and the public menu says so", async () => {
    // A menu location with items today.
    type SoldOut = {
      locations: { id: string; name: string }[];
      items: { id: string; name: string; period_name: string; sold_out: boolean }[];
      closed: boolean;
      editable: boolean;
    };
    const first = await manager.call<SoldOut>("GET", "/v1/operations/sold_out", {
      site_id: SITE,
      location_id: "cedar-commons",
    });
    expect(first.status, first.body.msg).toBe(200);
    let chosen: { location: { id: string; name: string }; item: SoldOut["items"][number] } | null =
      null;
    for (const location of first.body.locations) {
      const day = await manager.call<SoldOut>("GET", "/v1/operations/sold_out", {
        site_id: SITE,
        location_id: location.id,
      });
      const item = day.body.items.find((candidate) => !candidate.sold_out);
      if (!day.body.closed && day.body.editable && item) {
        chosen = { location, item };
        break;
      }
    }
    if (!chosen) throw new Error("No menu location of the test campus has a menu today");
    const { location, item } = chosen;

    const { page } = await consolePage(
      "manager",
      viewports.desktop,
      screenPath("content", "?tab=sold-out"),
    );
    await page.getByRole("heading", { name: "Sold out today" }).waitFor();
    await page.getByText("Shown on the menu within a minute.").first().waitFor();
    await page.getByRole("button", { name: /Location/ }).click();
    await page.getByRole("option", { name: location.name, exact: true }).click();
    await page.getByLabel("Find an item").fill(item.name);
    const toggle = page.getByRole("switch", { name: new RegExp(escapeRegExp(item.name)) }).first();
    await page.locator("label.ops-switch").filter({ hasText: item.name }).first().waitFor();
    await expectAccessible(page, "sold out at 1280 px");
    await page.locator("label.ops-switch").filter({ hasText: item.name }).first().click();
    await page
      .getByText(`${item.name} is marked sold out. Shown on the menu within a minute.`)
      .waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(true);

    const menu = await publicPage("whats-on-the-menu");
    await menu.getByLabel("Location").selectOption(location.id);
    const periodTab = menu.getByRole("tab", { name: item.period_name, exact: true });
    if (await periodTab.count()) await periodTab.click();
    const row = menu
      .getByRole("row")
      .filter({ has: menu.getByRole("rowheader", { name: new RegExp(escapeRegExp(item.name)) }) })
      .first();
    await row.getByText("Sold out").waitFor();
  });

  it("a special-hours closure shows on the public hours page", async () => {
    // A location the public hours show open today, closed for today from the console.
    const date = today();
    const column = `${WEEKDAY_SHORT[dayOfWeek(date)]} ${formatShortDate(date)}`;
    const customer = await inProcessCustomer(SITE);
    type Hours = {
      tables: { rows: { id: string; name: string; days: { date: string; status: string }[] }[] }[];
    };
    const hours = await customer.call<Hours>(
      "locations",
      "GET",
      "/v1/locations/hours_of_operation",
      {
        site_id: SITE,
      },
    );
    expect(hours.status, hours.body.msg).toBe(200);
    type Listing = { locations: { id: string; name: string }[] };
    const listing = await manager.call<Listing>("GET", "/v1/operations/special_hours", {
      site_id: SITE,
    });
    const editable = new Set(listing.body.locations.map((l) => l.id));
    const openToday = hours.body.tables
      .flatMap((table) => table.rows)
      .find(
        (row) =>
          editable.has(row.id) &&
          row.days.some((day) => day.date === date && day.status === "open"),
      );
    if (!openToday) throw new Error("No location of the test campus is open today");

    const { page } = await consolePage("manager", tablet, screenPath("content", "?tab=hours"));
    await page.getByRole("heading", { name: "Set special hours" }).waitFor();
    await page.getByRole("button", { name: /Location/ }).click();
    await page.getByRole("option", { name: openToday.name, exact: true }).click();
    await expect(page.getByRole("checkbox", { name: "Closed all day" }).isChecked()).resolves.toBe(
      true,
    );
    await page.getByLabel("Note (optional)").fill("Staff training");
    await expectAccessible(page, "special hours at 768 px");
    await page.getByRole("button", { name: "Save special hours" }).click();
    await page
      .getByText(new RegExp(`Saved: ${escapeRegExp(openToday.name)} on .*, closed\\.`))
      .waitFor();
    const upcoming = page
      .getByRole("row")
      .filter({ hasText: openToday.name })
      .filter({ hasText: "Staff training" });
    await upcoming.getByText("Closed").waitFor();

    const hoursPage = await publicPage("hours-of-operation");
    const row = hoursPage
      .getByRole("row")
      .filter({
        has: hoursPage.getByRole("rowheader", {
          name: new RegExp(`^${escapeRegExp(openToday.name)}`),
        }),
      })
      .first();
    await row.locator(`td[data-day="${column}"]`).getByText("Closed").waitFor();
  });
});

describe("alert banners", () => {
  it("a manager adds an alert, saves it, and the saved list shows it", async () => {
    const { page } = await consolePage("manager", tablet, screenPath("content"));
    await page.getByRole("heading", { name: "Alert banners" }).waitFor();
    await page.getByRole("button", { name: "Add an alert" }).click();
    const dialog = page.getByRole("dialog", { name: "Add an alert" });
    await dialog.getByRole("button", { name: "Add" }).click();
    await dialog.getByText("Enter the alert text.").waitFor();
    await dialog.getByLabel("Message").fill("Summit Terrace opens at noon on Friday.");
    await dialog.getByLabel("Link (optional)").fill("ftp://example.edu");
    await dialog.getByRole("button", { name: "Add" }).click();
    await dialog.getByText(/must be a web address/).waitFor();
    await dialog.getByLabel("Link (optional)").fill("https://www.cedarridge.example.edu/terrace");
    await expectAccessible(page, "alert dialog at 768 px");
    await dialog.getByRole("button", { name: "Add" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("You have unsaved changes.").waitFor();
    await page.getByRole("button", { name: "Save alerts" }).click();
    await page.getByText(/^Alerts saved\. Visitors see them within/).waitFor();
    await page.reload();
    await page.getByText("Summit Terrace opens at noon on Friday.").waitFor();
  });
});

describe("the audit log", () => {
  it("lists the actions just taken, filters by area and shows an entry's before and after", async () => {
    const { page } = await consolePage("manager", viewports.desktop, screenPath("audit"));
    await page.getByRole("heading", { name: "Audit log", level: 1 }).waitFor();
    for (const action of [
      "Reservations: Checked in",
      "Reservations: Cancelled",
      "Forms: Status changed",
      "Content: Marked sold out",
      "Content: Special hours set",
      "Content: Alert banners saved",
    ]) {
      await page.getByRole("row").filter({ hasText: action }).first().waitFor();
    }
    await expectAccessible(page, "audit log at 1280 px");

    await page.getByRole("button", { name: /Action/ }).click();
    await page.getByRole("option", { name: "Reservations: every action" }).click();
    await expect
      .poll(() => page.getByRole("row").filter({ hasText: "Forms: Status changed" }).count())
      .toBe(0);
    const checkIn = page.getByRole("row").filter({ hasText: "Reservations: Checked in" }).first();
    await checkIn.getByText(/^e2e\.host\./).waitFor();
    await checkIn.getByRole("button", { name: /Show changes/ }).click();
    const dialog = page.getByRole("dialog", { name: "Reservations: Checked in" });
    await dialog
      .getByRole("rowheader", { name: /Status/ })
      .first()
      .waitFor();
    await dialog.getByText("checked_in").first().waitFor();
    await expectAccessible(page, "audit entry at 1280 px");
    await dialog.getByRole("button", { name: "Close" }).click();

    await page.setViewportSize(tablet);
    await expectAccessible(page, "audit log at 768 px");
  });
});

describe("accessibility of the four screens", () => {
  it("has no serious axe violation at 768 and 1280 px and no sideways scroll at 768", async () => {
    const { page } = await consolePage("manager", tablet, screenPath("reservations"));
    const screens: [string, string, () => Promise<void>][] = [
      [
        "reservations",
        screenPath("reservations", `?location=${RESERVATION_LOCATION}`),
        () => page.locator(".ops-res-day__title").waitFor(),
      ],
      [
        "forms",
        screenPath("forms", "?kind=feedback"),
        () => page.getByRole("rowheader").first().waitFor(),
      ],
      [
        "alerts",
        screenPath("content", "?tab=alerts"),
        () => page.getByRole("button", { name: "Save alerts" }).waitFor(),
      ],
      [
        "audit",
        screenPath("audit"),
        () =>
          page
            .getByRole("button", { name: /Show changes/ })
            .first()
            .waitFor(),
      ],
    ];
    for (const viewport of [tablet, viewports.desktop]) {
      await page.setViewportSize(viewport);
      for (const [label, path, ready] of screens) {
        await page.goto(path);
        await ready();
        await expectAccessible(page, `${label} at ${viewport.width} px`);
      }
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
