import { formatClock, formatLongDate } from "@shared/platform/time/format";
import { RESERVATION_MESSAGES, RESERVATION_TOOLTIPS } from "@shared/reservations/messages";
import { RESERVATION_FORM_MESSAGES as FORM_MESSAGES } from "@shared/reservations/schemas/reservation-form";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DetailsForm,
  type ReservationFormValues,
} from "@/features/reservations/reservations/components/details-form";
import { ReservationWizard } from "@/features/reservations/reservations/components/reservation-wizard";
import { ApiError, apiRequest, type RouteRef } from "@/lib/api-client";
import { saveCustomerSession } from "@/lib/session/customer-session";
import { createSite } from "../../support/factories/site";
import { renderOnSite } from "../support/render";

// Writes (and the session check) go through apiRequest; reads through the stubbed SWR fetcher.
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/api-client")>()),
  apiRequest: vi.fn(),
}));
const request = vi.mocked(apiRequest);
const calls = (operationId: string) =>
  request.mock.calls.filter(([route]) => (route as RouteRef<never>).operationId === operationId);

const customer = { id: "cust-1", first_name: "Dana", last_name: "Reyes", email: "dana@cedar.edu" };

beforeEach(() => {
  request.mockReset();
});
afterEach(() => {
  localStorage.clear();
});

const location = {
  id: "hall",
  name: "Dining Hall",
  use_reservation_hours: false,
  allow_guest_friends: true,
  guest_friend_limit: 2,
  reservation_interval: 30,
  dates: ["2026-11-23", "2026-11-24", "2026-11-26"],
};

const slot = (hour: number, minute: number, label: string, extra: object = {}) => ({
  key: `${hour}:${minute}`,
  date: "",
  hour,
  minute,
  label,
  capacity_left: 6,
  guest_limit: 2,
  badge: "high",
  selectable: true,
  tooltip: null,
  ...extra,
});

const availability = ({ date }: { date: string }) => ({
  date,
  blocks: [
    {
      id: "dinner",
      name: "Dinner",
      label: "5:00 PM - 7:00 PM",
      selectable: true,
      tooltip: null,
      slots: [
        slot(17, 0, "5:00 PM", {
          selectable: false,
          badge: null,
          tooltip: RESERVATION_TOOLTIPS.alreadyReserved,
        }),
        slot(17, 30, "5:30 PM", { badge: "low" }),
        slot(18, 0, "6:00 PM"),
      ],
    },
  ],
});

/** The wizard for a signed-in customer; `answer` is installed before the session check runs. */
function renderWizard(answer: Parameters<typeof request.mockImplementation>[0]) {
  request.mockImplementation(answer);
  const site = createSite({ slug: "cedar" });
  saveCustomerSession(site.id, customer);
  const onCreated = vi.fn();
  renderOnSite(<ReservationWizard onCreated={onCreated} />, {
    site,
    answers: {
      listReservationLocations: { locations: [location] },
      getReservationAvailability: availability,
    },
  });
  return { site, onCreated };
}

/** The wizard's heading ("Step 2 of 5: Choose a date"), which also names its region. */
const title = () => screen.getByRole("heading", { level: 2, name: /^Step/ }).textContent;
const continueButton = () => screen.getByRole("button", { name: "Continue" });

describe("the reservation wizard", () => {
  it("walks location, date, time and party size by keyboard and books what was chosen", async () => {
    const { site, onCreated } = renderWizard(async (route, params) => {
      const name = (route as RouteRef<never>).operationId;
      if (name === "getCustomerInfo") return { customer };
      if (name === "createReservation") {
        return { reservation: { id: "res-1", ...(params as object) }, reservations: [] };
      }
      throw new Error(`unexpected call ${name}`);
    });
    const user = userEvent.setup();

    // Location: Continue waits for a choice.
    const where = await screen.findByRole("button", { name: /Location/ });
    expect(title()).toBe("Step 1 of 4: Choose a location");
    expect(continueButton().hasAttribute("disabled")).toBe(true);
    where.focus();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(where.textContent).toContain("Dining Hall");
    // A location that takes guests adds the party size step.
    expect(title()).toBe("Step 1 of 5: Choose a location");
    await user.click(continueButton());

    // Date: a labelled calendar grid; only the location's dates can be chosen.
    expect(title()).toBe("Step 2 of 5: Choose a date");
    const calendar = screen.getByRole("application", { name: /Reservation date/ });
    const grid = within(calendar).getByRole("grid");
    const focused = within(grid).getByRole("button", { name: /November 23, 2026/ });
    expect(focused.getAttribute("tabindex")).toBe("0");
    const closed = within(grid).getByRole("button", { name: /November 25, 2026/ });
    expect(closed.getAttribute("aria-disabled")).toBe("true");
    focused.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}{Enter}");
    // The 25th is closed: Enter on it chooses nothing.
    expect(continueButton().hasAttribute("disabled")).toBe(true);
    await user.keyboard("{ArrowRight}{Enter}");
    expect(
      within(grid)
        .getByRole("button", { name: /November 26, 2026/ })
        .closest("[aria-selected=true]"),
    ).not.toBeNull();
    await user.click(continueButton());

    // Time: one radio group; a time that cannot be taken says why, in text.
    expect(title()).toBe("Step 3 of 5: Choose a time");
    const times = await screen.findByRole("radiogroup", { name: "Time" });
    const taken = within(times).getByRole("radio", { name: /5:00 PM/ });
    expect(taken.hasAttribute("disabled")).toBe(true);
    expect(within(times).getByText(RESERVATION_TOOLTIPS.alreadyReserved)).toBeTruthy();
    expect(within(times).getByText("Low")).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(within(times).getByRole("radio", { name: /5:30 PM/ }));
    await user.keyboard("{ArrowDown}");
    const six = within(times).getByRole("radio", { name: /6:00 PM/ });
    expect((six as HTMLInputElement).checked).toBe(true);
    await user.click(continueButton());

    // Party size: up to the slot's guest limit.
    expect(title()).toBe("Step 4 of 5: Choose your party size");
    const party = screen.getByRole("button", { name: /Party size/ });
    party.focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "1 (just me)",
      "2 (me and 1 guest)",
      "3 (me and 2 guests)",
    ]);
    await user.keyboard("{ArrowDown}{Enter}");
    await user.click(continueButton());

    // Details: the account's name and email, the summary of the choices.
    expect(title()).toBe("Step 5 of 5: Your details");
    const form = screen.getByRole("form", { name: "Reservation details" });
    expect(form.querySelector(".reservation-summary")?.textContent).toBe(
      `Dining Hall, ${formatLongDate("2026-11-26")} at ${formatClock(18 * 60)}, party of 2.`,
    );
    expect(
      (within(form).getByRole("textbox", { name: "First name" }) as HTMLInputElement).value,
    ).toBe("Dana");
    const email = within(form).getByRole("textbox", { name: "Email" });
    expect(email.hasAttribute("readonly")).toBe(true);
    await user.type(within(form).getByRole("textbox", { name: "Notes (optional)" }), "Window");
    await user.click(within(form).getByRole("button", { name: "Reserve" }));

    await waitFor(() => expect(calls("createReservation")).toHaveLength(1));
    expect(calls("createReservation")[0]?.[1]).toEqual({
      first_name: "Dana",
      last_name: "Reyes",
      email: "dana@cedar.edu",
      notes: "Window",
      site_id: site.id,
      location_id: "hall",
      date: "2026-11-26",
      hour: 18,
      minute: 0,
      friends: 1,
      ver: 2,
    });
    expect((await screen.findByRole("status")).textContent).toContain(RESERVATION_MESSAGES.created);
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(title()).toBe("Step 1 of 4: Choose a location");
  });

  it("says a refused booking with the server's message and stays on the details", async () => {
    renderWizard(async (route) => {
      const name = (route as RouteRef<never>).operationId;
      if (name === "getCustomerInfo") return { customer };
      throw new ApiError(409, "Only 1 seat is left at this time.");
    });
    const user = userEvent.setup();
    (await screen.findByRole("button", { name: /Location/ })).focus();
    await user.keyboard("{ArrowDown}{Enter}");
    await user.click(continueButton());
    within(screen.getByRole("grid"))
      .getByRole("button", { name: /November 23, 2026/ })
      .focus();
    await user.keyboard("{Enter}");
    await user.click(continueButton());
    await user.click(await screen.findByRole("radio", { name: /5:30 PM/ }));
    await user.click(continueButton());
    await user.click(continueButton());
    await user.click(screen.getByRole("button", { name: "Reserve" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Only 1 seat is left at this time.",
    );
    expect(title()).toBe("Step 5 of 5: Your details");
    // Back returns to the party size with the choice kept.
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(title()).toBe("Step 4 of 5: Choose your party size");
  });
});

describe("the reservation details form", () => {
  const defaults = {
    first_name: "",
    last_name: "Reyes",
    email: "dana@cedar.edu",
    notes: "",
    location_id: "hall",
    date: "2026-11-26",
    hour: 18,
    minute: 0,
    friends: 0,
  };

  it("shows the spec's name messages on the fields and does not submit", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <DetailsForm defaults={{ ...defaults, last_name: "R3yes" }} summary="" onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    // First name, last name, the read-only email, notes, then the button.
    for (let i = 0; i < 5; i += 1) await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Reserve" }));
    await user.keyboard("{Enter}");
    const first = screen.getByRole("textbox", { name: "First name" });
    await waitFor(() => expect(first.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(FORM_MESSAGES.first_name.required)).toBeTruthy();
    expect(screen.getByText(FORM_MESSAGES.last_name.invalid)).toBeTruthy();
    expect(document.activeElement).toBe(first);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the parsed values with Enter in a field", async () => {
    const onSubmit = vi.fn(async (_values: ReservationFormValues) => undefined);
    render(<DetailsForm defaults={defaults} summary="" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "First name" }), "  Dana {Enter}");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...defaults, first_name: "Dana" });
  });
});
