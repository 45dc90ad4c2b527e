import { CHECKOUT_TEXT } from "@shared/purchase/checkout/messages";
import { payWithLabel } from "@shared/purchase/payment-types";
import { placedOrderSchema } from "@shared/purchase/routes/cart-checkout";
import { BILLING_ADDRESS_MESSAGES } from "@shared/purchase/schemas/billing-address";
import { CHECKOUT_MESSAGES } from "@shared/purchase/schemas/checkout-messages";
import { listOrderForm } from "@shared/visitor-forms/routes/orderform";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { listRefusal, placeOrder } from "@/features/purchase/checkout/api/place-order";
import {
  CheckoutPanel,
  type CheckoutPanelProps,
} from "@/features/purchase/checkout/components/checkout-panel";
import { TEXT } from "@/features/purchase/checkout/lib/messages";
import { ApiError } from "@/lib/api-client";
import { createSite } from "../../support/factories/site";
import { currentPath, renderOnSite } from "../support/render";

// The checkout's own api module is the network boundary here: the form's job is what it sends.
vi.mock("@/features/purchase/checkout/api/place-order", () => ({
  placeOrder: vi.fn(),
  listRefusal: vi.fn(),
  createAccount: vi.fn(),
}));
const order = vi.mocked(placeOrder);
const refusal = vi.mocked(listRefusal);

beforeEach(() => {
  order.mockReset();
  refusal.mockReset().mockResolvedValue(null);
});

const PLACED = placedOrderSchema.parse({
  id: "order-1",
  no: "AB12CD34",
  created_at: "2026-11-23T18:00:00.000Z",
  subtotal: 150_000,
  discount: 0,
  tax: 0,
  total: 150_000,
  payment_type: "Student ID",
  card_brand: null,
  card_last4: null,
  items: [],
  state: "placed",
  confirm_by: null,
});

const selection = {
  location_id: "loc-main",
  term_id: "term-fall",
  type_id: "type-student",
  year_id: "year-1",
};

const orderForm = (settings: Record<string, unknown> = {}) =>
  listOrderForm.output.parse({
    settings: { email_label: "Campus email", ...settings },
    school_terms: [],
    selections: {
      locations: [],
      terms: [],
      types: [
        {
          id: "type-student",
          name: "Student",
          meal_plans: [],
          payment_types: ["Student ID", "Credit card"],
        },
      ],
      years: [],
    },
    meal_plans: [],
    purchase_meal_plans: [],
    custom_plan_options: [],
    declining_balance: [],
  });

function renderCheckout(settings: Record<string, unknown> = {}) {
  const site = createSite({ slug: "cedar", customer_login: false });
  const props: CheckoutPanelProps = {
    siteId: site.id,
    cart: { items: [], totals: { total: 150_000 }, payment_types: ["Student ID", "Credit card"] },
    selection,
    onEditCart: vi.fn(),
    onOrderPlaced: vi.fn(),
  };
  renderOnSite(<CheckoutPanel {...props} />, {
    site,
    path: "/cedar/meal-plan-purchase",
    answers: { listOrderForm: orderForm(settings) },
  });
  return { site, props };
}

const field = (name: string | RegExp) => screen.getByRole("textbox", { name });

/** The texts read with a field (aria-describedby). */
function description(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .filter(Boolean)
    .join(" | ");
}

const VALID = {
  "First name": "Dana",
  "Last name": "O'Neil",
  "Student ID": "S1234567",
  Phone: "5551234567",
  "Campus email": "dana@cedar.edu",
  "Confirm campus email": "DANA@cedar.edu",
  Address: "12 Elm St.",
  City: "Cedar Ridge",
  State: "il",
  "Zip code": "60601",
};

/**
 * Fills fields as a buyer pasting into each would: one input event per field. Typing ten fields
 * key by key costs seconds in jsdom, each key re-rendering the panel's form; the phone mask
 * test types its digits.
 */
async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(label);
    await user.click(input);
    if ((input as HTMLInputElement).value) await user.clear(input);
    if (value) await user.paste(value);
  }
}

describe("the checkout customer form", () => {
  it("names every field by its label, with the campus's own email label", async () => {
    renderCheckout();
    const form = await screen.findByRole("group", { name: "Your information" });
    // Each label names one input, and there is no input without one of them.
    const named = Object.keys(VALID).map((label) =>
      within(form).getByRole("textbox", { name: label }),
    );
    expect(new Set(named)).toEqual(new Set(within(form).getAllByRole("textbox")));
    expect(named).toHaveLength(new Set(named).size);
    expect(screen.getByRole("button", { name: payWithLabel("Student ID") })).toBeTruthy();
    expect(screen.getByRole("button", { name: payWithLabel("Credit card") })).toBeTruthy();
  });

  it("shows the spec's message on each empty required field", async () => {
    renderCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: payWithLabel("Student ID") }));
    await waitFor(() => expect(field("First name").getAttribute("aria-invalid")).toBe("true"));
    const expected: Record<string, string> = {
      "First name": CHECKOUT_MESSAGES.first_name.required,
      "Last name": CHECKOUT_MESSAGES.last_name.required,
      Phone: CHECKOUT_MESSAGES.phone.required,
      "Campus email": CHECKOUT_MESSAGES.email.required,
      "Confirm campus email": CHECKOUT_MESSAGES.email_confirmation.required,
      Address: CHECKOUT_MESSAGES.address.required,
      City: CHECKOUT_MESSAGES.city.required,
      State: CHECKOUT_MESSAGES.state.required,
      "Zip code": CHECKOUT_MESSAGES.zip.required,
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(field(label).getAttribute("aria-invalid"), label).toBe("true");
      expect(description(field(label)), label).toBe(message);
    }
    expect(refusal).not.toHaveBeenCalled();
    expect(order).not.toHaveBeenCalled();
  });

  it("masks the phone as it is typed and checks the format of what was typed", async () => {
    renderCheckout({ email_domain: "cedar.edu" });
    const user = userEvent.setup();
    await screen.findByRole("group", { name: "Your information" });
    await fill(user, {
      ...VALID,
      Phone: "",
      "First name": "Dana2",
      "Campus email": "dana@gmail.com",
      "Confirm campus email": "dana@cedar.edu",
      "Zip code": "6060a",
    });
    await user.type(field("Phone"), "555123456");
    expect((field("Phone") as HTMLInputElement).value).toBe("(555) 123 - 456");
    await user.type(field("Phone"), "7");
    expect((field("Phone") as HTMLInputElement).value).toBe("(555) 123 - 4567");
    await user.click(screen.getByRole("button", { name: payWithLabel("Student ID") }));
    await waitFor(() => expect(field("First name").getAttribute("aria-invalid")).toBe("true"));
    expect(description(field("First name"))).toBe(CHECKOUT_MESSAGES.first_name.invalid);
    expect(description(field("Campus email"))).toBe(CHECKOUT_MESSAGES.emailDomain("cedar.edu"));
    expect(description(field("Confirm campus email"))).toBe(
      CHECKOUT_MESSAGES.email_confirmation.mismatch,
    );
    expect(description(field("Zip code"))).toBe(CHECKOUT_MESSAGES.zip.invalid);
    expect(field("Last name").getAttribute("aria-invalid")).toBeNull();
    expect(order).not.toHaveBeenCalled();
  });

  it("places a valid order submitted from the keyboard with what was entered, then shows it", async () => {
    const { site, props } = renderCheckout();
    order.mockResolvedValue(PLACED);
    const user = userEvent.setup();
    await screen.findByRole("group", { name: "Your information" });
    await fill(user, VALID);
    screen.getByRole("button", { name: payWithLabel("Student ID") }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(order).toHaveBeenCalledTimes(1));
    expect(refusal).toHaveBeenCalledWith(
      site.id,
      "Student ID",
      expect.objectContaining({ student_id: "S1234567" }),
      false,
    );
    const [context, payment, values, card] = order.mock.calls[0] ?? [];
    expect(context).toEqual({ siteId: site.id, selection, total: 150_000, isParent: false });
    expect(payment).toBe("Student ID");
    expect(card).toBeNull();
    expect(values).toMatchObject({
      first_name: "Dana",
      last_name: "O'Neil",
      student_id: "S1234567",
      phone: "(555) 123 - 4567",
      email: "dana@cedar.edu",
      email_confirmation: "DANA@cedar.edu",
      address: "12 Elm St.",
      city: "Cedar Ridge",
      state: "il",
      zip: "60601",
    });
    await waitFor(() => expect(currentPath()).toBe("/cedar/order-complete"));
    expect(props.onOrderPlaced).toHaveBeenCalledTimes(1);
  });

  it("shows the server's list refusal on the field it names", async () => {
    renderCheckout();
    refusal.mockResolvedValue({ field: "student_id", message: "Your account is on hold." });
    const user = userEvent.setup();
    await screen.findByRole("group", { name: "Your information" });
    await fill(user, VALID);
    await user.click(screen.getByRole("button", { name: payWithLabel("Student ID") }));
    await waitFor(() => expect(description(field("Student ID"))).toBe("Your account is on hold."));
    expect(document.activeElement).toBe(field("Student ID"));
    expect(order).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields and says the order failed", async () => {
    renderCheckout();
    order.mockRejectedValue(
      new ApiError(400, "Invalid request", "http", { zip: "A zip code must only contain numbers" }),
    );
    const user = userEvent.setup();
    await screen.findByRole("group", { name: "Your information" });
    await fill(user, VALID);
    await user.click(screen.getByRole("button", { name: payWithLabel("Student ID") }));
    await waitFor(() =>
      expect(description(field("Zip code"))).toBe("A zip code must only contain numbers"),
    );
    expect(screen.getByRole("alert").textContent).toContain(CHECKOUT_TEXT.nonCardFailed);
    expect(currentPath()).toBe("/cedar/meal-plan-purchase");
  });

  it("asks for the campus's terms first: Decline stays on the form, Accept places the order", async () => {
    renderCheckout({
      plans_require_terms: true,
      meal_plan_terms: "<p>No refunds after the first week.</p>",
    });
    order.mockResolvedValue(PLACED);
    const user = userEvent.setup();
    await screen.findByRole("group", { name: "Your information" });
    await fill(user, VALID);
    await user.click(screen.getByRole("button", { name: payWithLabel("Student ID") }));
    const terms = await screen.findByRole("alertdialog", {
      name: "Meal Plan Terms and Conditions",
    });
    expect(await within(terms).findByText("No refunds after the first week.")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(terms.isConnected).toBe(true);
    await user.click(within(terms).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(order).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: payWithLabel("Student ID") }));
    const again = await screen.findByRole("alertdialog", {
      name: "Meal Plan Terms and Conditions",
    });
    await user.click(within(again).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(order).toHaveBeenCalledTimes(1));
    expect(order.mock.calls[0]?.[1]).toBe("Student ID");
  });

  it("locks the customer details on the card step and asks for a separate billing address", async () => {
    renderCheckout();
    order.mockResolvedValue(PLACED);
    const user = userEvent.setup();
    await screen.findByRole("group", { name: "Your information" });
    await fill(user, VALID);
    await user.click(screen.getByRole("button", { name: payWithLabel("Credit card") }));
    const card = await screen.findByRole("form", { name: TEXT.cardStep });
    expect(screen.getByRole("button", { name: TEXT.editCustomer })).toBeTruthy();
    expect(field("First name").hasAttribute("readonly")).toBe(true);

    const same = within(card).getByRole("checkbox", { name: TEXT.sameBilling });
    expect((same as HTMLInputElement).checked).toBe(true);
    expect(within(card).queryByRole("textbox", { name: "Billing address" })).toBeNull();
    same.focus();
    await user.keyboard(" ");
    expect((same as HTMLInputElement).checked).toBe(false);
    const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, "0")}`;
    await fill(user, {
      "First name on card": "Dana",
      "Last name on card": "Neil",
      "Card number": "4111 1111 1111 1111",
      "Expiration (MM/YY)": expiry,
      "Security code": "123",
    });
    const pay = within(card).getByRole("button", { name: TEXT.payAmount(150_000) });
    await user.click(pay);
    await waitFor(() =>
      expect(description(field("Billing address"))).toBe(BILLING_ADDRESS_MESSAGES.address.required),
    );
    expect(description(field("Billing city"))).toBe(BILLING_ADDRESS_MESSAGES.city.required);
    expect(description(field("Billing state"))).toBe(BILLING_ADDRESS_MESSAGES.state.required);
    expect(description(field("Billing zip code"))).toBe(BILLING_ADDRESS_MESSAGES.zip.required);
    expect(order).not.toHaveBeenCalled();

    await fill(user, {
      "Billing address": "1 Bursar Way",
      "Billing city": "Springfield",
      "Billing state": "MO",
      "Billing zip code": "65801",
    });
    await user.keyboard("{Enter}");
    await waitFor(() => expect(order).toHaveBeenCalledTimes(1));
    const [, payment, values, paid] = order.mock.calls[0] ?? [];
    expect(payment).toBe("Credit card");
    expect(values).toMatchObject({
      first_name: "Dana",
      use_billing_address: true,
      billing_address: { address: "1 Bursar Way", city: "Springfield", state: "MO", zip: "65801" },
    });
    expect(paid).toMatchObject({ last4: "1111", firstName: "Dana", lastName: "Neil" });
    // The card number itself never leaves the form.
    expect(JSON.stringify(order.mock.calls[0])).not.toContain("4111111111111111");
  });
});
