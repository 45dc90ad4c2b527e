import { cartViewSchema } from "@shared/purchase/routes/cart";
import {
  decliningBalanceAmountMessage,
  decliningBalanceMinimumError,
} from "@shared/purchase/schemas/amounts";
import { PROMO_CODE_MESSAGES } from "@shared/purchase/schemas/promo-code-form";
import { listOrderForm } from "@shared/visitor-forms/routes/orderform";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CustomPlanTab } from "@/features/purchase/purchase/components/custom-plan-tab";
import { DecliningBalanceForm } from "@/features/purchase/purchase/components/declining-balance-form";
import { PromoBox } from "@/features/purchase/purchase/components/promo-box";
import { PurchasePage } from "@/features/purchase/purchase/routes/purchase-route";
import { ApiError, apiRequest, type RouteRef } from "@/lib/api-client";
import {
  createCartItem,
  createDecliningBalanceSettings,
  createMealPlan,
} from "../../support/factories/purchases";
import { createSection } from "../../support/factories/section";
import { createSite } from "../../support/factories/site";
import { renderOnSite } from "../support/render";

// Cart calls go through apiRequest; the page's reads go through the stubbed SWR fetcher.
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/api-client")>()),
  apiRequest: vi.fn(),
}));
const request = vi.mocked(apiRequest);
const operation = (call: unknown[]) => (call[0] as RouteRef<never>).operationId;

// The page keeps the chosen selections in a cookie named by the site: createSite's fresh id
// means no test finds another's.
beforeEach(() => {
  request.mockReset();
});

const PLANS = ["plan-gold", "plan-block"];
const option = (id: string, name: string) => ({ id, name, meal_plans: PLANS });

const orderForm = listOrderForm.output.parse({
  settings: { where_label: "Where do you live?", who_label: "I am a" },
  school_terms: [],
  selections: {
    locations: [option("loc-main", "Main Campus"), option("loc-west", "West Campus")],
    terms: [option("term-fall", "Fall 2026")],
    types: [{ ...option("type-student", "Student"), payment_types: ["Credit card"] }],
    years: [option("year-1", "First year")],
  },
  meal_plans: [],
  purchase_meal_plans: [
    createMealPlan({ id: "plan-gold", name: "Gold Plan", price: 150_000, sort_order: 2 }),
    createMealPlan({ id: "plan-block", name: "Block 100", price: 99_900, sort_order: 1 }),
    createMealPlan({ id: "plan-other", name: "Other Campus Plan", price: 10_000 }),
  ],
  custom_plan_options: [],
  declining_balance: [],
});

const cartView = (overrides: Partial<ReturnType<typeof cartViewSchema.parse>> = {}) =>
  cartViewSchema.parse({
    items: [],
    selection: null,
    promo_code: null,
    totals: { lines: [], subtotal: 0, discount: 0, tax: 0, total: 0 },
    item_count: 0,
    text: "Your shopping cart is empty.",
    payment_types: [],
    can_add_coffee: true,
    upsell: false,
    ...overrides,
  });

describe("the meal plan purchase form", () => {
  it("applies the four selections chosen by keyboard, offers their plans and adds one to the cart", async () => {
    const site = createSite({
      slug: "cedar",
      section_list: [createSection({ slug: "meal-plan-purchase", name: "Meal Plans" })],
    });
    const selection = {
      location_id: "loc-west",
      term_id: "term-fall",
      type_id: "type-student",
      year_id: "year-1",
    };
    const gold = createCartItem({ id: "item-1", name: "Gold Plan", price: 150_000 });
    request.mockImplementation(async (route) => {
      const name = (route as RouteRef<never>).operationId;
      if (name === "updateSelections") return { cart: cartView({ selection }) };
      if (name === "addMealPlan") {
        return {
          cart: cartView({
            selection,
            items: [gold],
            item_count: 1,
            text: "You have 1 item in your cart.",
          }),
        };
      }
      throw new Error(`unexpected call ${name}`);
    });
    renderOnSite(<PurchasePage />, {
      site,
      path: "/cedar/meal-plan-purchase",
      route: "/:site/:section",
      answers: { listOrderForm: orderForm, fetchCart: { cart: cartView() } },
    });
    const user = userEvent.setup();

    // Each dropdown is named by the campus's own label and starts at "Select one".
    const where = await screen.findByRole("button", { name: /Where do you live\?/ });
    expect(where.textContent).toContain("Select one");
    // Products cannot open before the selections are applied.
    const productsStep = screen.getByRole("button", { name: /^2\s*Products$/ });
    expect(productsStep.hasAttribute("disabled")).toBe(true);
    expect(productsStep.getAttribute("aria-expanded")).toBe("false");
    where.focus();
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    for (const label of [/Term/, /I am a/, /Year/]) {
      const trigger = screen.getByRole("button", { name: label });
      await waitFor(() => expect(trigger.getAttribute("aria-expanded")).not.toBe("true"));
      trigger.focus();
      await user.keyboard("{ArrowDown}{Enter}");
    }

    // The products step opens once the cart is priced for them (after the selection loader).
    const products = await screen.findByRole("tablist", { name: "Products" });
    expect(request.mock.calls.filter((call) => operation(call) === "updateSelections")).toEqual([
      [expect.anything(), { site_id: site.id, ...selection }],
    ]);
    expect(within(products).getByRole("tab", { name: "Meal Plans" })).toBeTruthy();
    // react-aria shows the selected tab's panel once the tab collection is built.
    const panel = await screen.findByRole("tabpanel", { name: "Meal Plans" });
    // Only the plans all four selections offer, in sort order.
    expect(
      within(panel)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Block 100", "Gold Plan"]);

    await user.click(within(panel).getByRole("button", { name: "Add to cart: Gold Plan" }));
    expect(request).toHaveBeenLastCalledWith(expect.anything(), {
      site_id: site.id,
      meal_plan: "plan-gold",
    });
    expect(operation(request.mock.lastCall ?? [])).toBe("addMealPlan");
    await waitFor(() =>
      expect(screen.getByText("You have 1 item in your cart.").getAttribute("role")).toBe("status"),
    );
    expect(screen.getByRole("button", { name: "Checkout" })).toBeTruthy();
  });
});

describe("the declining balance amount", () => {
  const settings = createDecliningBalanceSettings({
    name: "Dining Dollars",
    minimum_purchase: 2_500,
  });

  it("refuses what is not an amount with the spec's message, announced on the field", async () => {
    const onAdd = vi.fn();
    render(<DecliningBalanceForm settings={settings} cartAmountCents={0} onAdd={onAdd} />);
    const user = userEvent.setup();
    const field = screen.getByRole("textbox", { name: "Dining Dollars amount" });
    await user.type(field, "ten{Enter}");
    expect(onAdd).not.toHaveBeenCalled();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(decliningBalanceAmountMessage("Dining Dollars"))).toBeTruthy();
    // Typing again clears the message.
    await user.type(field, "x");
    expect(screen.queryByText(decliningBalanceAmountMessage("Dining Dollars"))).toBeNull();
  });

  it("asks for the minimum, or for the rest of it when some is already in the cart", async () => {
    const onAdd = vi.fn();
    const { rerender } = render(
      <DecliningBalanceForm settings={settings} cartAmountCents={0} onAdd={onAdd} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox"), "10{Enter}");
    const whole = decliningBalanceMinimumError({
      amountCents: 1_000,
      cartAmountCents: 0,
      minimumCents: 2_500,
    });
    expect(whole).toBe("A minimum amount of $25.00 is required.");
    expect(screen.getByText(whole ?? "")).toBeTruthy();
    rerender(<DecliningBalanceForm settings={settings} cartAmountCents={1_000} onAdd={onAdd} />);
    await user.click(screen.getByRole("button", { name: "Add Dining Dollars to cart" }));
    const rest = decliningBalanceMinimumError({
      amountCents: 1_000,
      cartAmountCents: 1_000,
      minimumCents: 2_500,
    });
    expect(screen.getByText(rest ?? "")).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("adds a valid amount submitted with Enter, then empties the box", async () => {
    const onAdd = vi.fn(async () => undefined);
    render(<DecliningBalanceForm settings={settings} cartAmountCents={0} onAdd={onAdd} />);
    const field = screen.getByRole("textbox", { name: "Dining Dollars amount" });
    await userEvent.type(field, "$1,025.50{Enter}");
    expect(onAdd).toHaveBeenCalledWith("$1,025.50");
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(""));
  });

  it("shows the cart call's refusal on the field it names", async () => {
    const onAdd = vi.fn(async () => {
      throw new ApiError(400, "Invalid request", "http", {
        declining_balance_value: "Dining Dollars requires a meal plan in your cart.",
      });
    });
    render(<DecliningBalanceForm settings={settings} cartAmountCents={0} onAdd={onAdd} />);
    const field = screen.getByRole("textbox", { name: "Dining Dollars amount" });
    await userEvent.type(field, "30{Enter}");
    expect(
      await screen.findByText("Dining Dollars requires a meal plan in your cart."),
    ).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect((field as HTMLInputElement).value).toBe("30");
  });
});

describe("the promo code box", () => {
  it("requires a code, with the spec's message on the field", async () => {
    const onApply = vi.fn();
    render(<PromoBox applied={null} onApply={onApply} onRemove={vi.fn()} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard("   {Enter}");
    const field = screen.getByRole("textbox", { name: "Promo code" });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(PROMO_CODE_MESSAGES.required)).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("applies the trimmed code and shows the server's refusal on the field", async () => {
    const onApply = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, PROMO_CODE_MESSAGES.rejected))
      .mockResolvedValueOnce(undefined);
    render(<PromoBox applied={null} onApply={onApply} onRemove={vi.fn()} />);
    const user = userEvent.setup();
    const field = screen.getByRole("textbox", { name: "Promo code" });
    await user.type(field, " SAVE10 ");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenCalledWith("SAVE10");
    expect(await screen.findByText(PROMO_CODE_MESSAGES.rejected)).toBeTruthy();
    await user.keyboard("{Enter}");
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(""));
    expect(screen.queryByText(PROMO_CODE_MESSAGES.rejected)).toBeNull();
  });

  it("shows an applied code as a tag with a named remove button", async () => {
    const onRemove = vi.fn(async () => undefined);
    render(<PromoBox applied="SAVE10" onApply={vi.fn()} onRemove={onRemove} />);
    await userEvent.click(screen.getByRole("button", { name: "Remove promo code SAVE10" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});

describe("the custom plan picker", () => {
  it("adds only once a swipe and a declining balance option are both chosen", async () => {
    const onAdd = vi.fn(async () => undefined);
    render(
      <CustomPlanTab
        siteId="cedar"
        options={[
          { id: "swipe-50", type: "swipe", value: 50, price: 40_000 },
          { id: "db-500", type: "db", value: 50_000, price: 45_000 },
        ]}
        settings={{ custom_meal_plan_as: "bonus", custom_meal_plan_msg: "" }}
        onAdd={onAdd}
      />,
    );
    const user = userEvent.setup();
    const add = screen.getByRole("button", { name: "Add custom plan to cart" });
    expect(add.hasAttribute("disabled")).toBe(true);
    screen.getByRole("button", { name: /Meal swipes/ }).focus();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(add.hasAttribute("disabled")).toBe(true);
    const db = screen.getByRole("button", { name: /Declining balance/ });
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    db.focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("option").textContent).toBe("$500.00 for $450.00 ($50.00 bonus)");
    await user.keyboard("{Enter}");
    expect(add.hasAttribute("disabled")).toBe(false);
    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith("swipe-50", "db-500");
  });
});
