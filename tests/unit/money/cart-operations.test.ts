import { describe, expect, it } from "vitest";
import {
  addCoffeeSubscription,
  addCustomPlan,
  addDecliningBalance,
  addMealPlan,
  applyPromo,
  CART_MESSAGES,
  deleteItem,
  removePromo,
  setSelection,
  subscriptionSchedule,
} from "../../../shared/purchase/cart/cart-operations";
import {
  type CartState,
  EMPTY_CART_STATE,
  settleCart,
  summarizeCart,
} from "../../../shared/purchase/cart/cart-state";
import {
  customerPaymentTypes,
  type PurchaseConfig,
  refreshLines,
  resolveSelection,
  selectionExists,
} from "../../../shared/purchase/purchase-config";
import { customPlanOptionSchema } from "../../../shared/purchase/schemas/meal-plan";
import { salesTax } from "../../../shared/purchase/tax";
import { customerTypeSchema } from "../../../shared/visitor-forms/schemas/order-form-settings";
import {
  createDecliningBalanceSettings,
  createMealPlan,
  createOrderFormSettings,
  createPromoCode,
} from "../../support/factories/purchases";

const TODAY = "2026-11-23"; // a Monday

function createConfig(overrides: Partial<PurchaseConfig> = {}): PurchaseConfig {
  const option = (id: string, meal_plans: string[]) => ({ id, name: id, meal_plans });
  const plans = ["gold", "silver", "monthly", "weekly"];
  return {
    settings: createOrderFormSettings({
      payment_types: ["Credit card", "Student ID"],
      custom_meal_plan_payment_types: ["Credit card"],
      custom_plan_customer_types: ["student"],
      declining_balance_customer_types: ["student"],
      declining_balance_payment_types: ["Credit card", "Student ID"],
      tax_meal_plans: true,
      tax_custom_meal_plans: true,
      tax_rate: 10,
      coffee_subscription: true,
      coffee_subscription_price: 4000,
    }),
    selections: {
      locations: [option("north", plans), option("south", ["silver"])],
      terms: [option("fall", plans)],
      types: [
        customerTypeSchema.parse({
          ...option("student", plans),
          payment_types: ["Credit card", "Student ID"],
          apply_tax: true,
        }),
        customerTypeSchema.parse({
          ...option("guest", ["silver"]),
          payment_types: ["Credit card"],
        }),
      ],
      years: [option("y1", plans)],
    },
    mealPlans: [
      createMealPlan({
        id: "gold",
        price: 100_000,
        apply_tax: true,
        payment_types: ["Credit card", "Student ID"],
      }),
      createMealPlan({
        id: "silver",
        name: "Silver",
        price: 50_000,
        payment_types: ["Credit card"],
      }),
      createMealPlan({
        id: "monthly",
        name: "Monthly",
        price: 20_000,
        subscription: true,
        subscription_frequency: "monthly",
      }),
      createMealPlan({
        id: "weekly",
        name: "Weekly",
        price: 9_000,
        subscription: true,
        subscription_frequency: "weekly",
      }),
    ],
    customPlanOptions: [
      customPlanOptionSchema.parse({ id: "s10", type: "swipe", value: 10, price: 10_000 }),
      customPlanOptionSchema.parse({ id: "d100", type: "db", value: 10_000, price: 9_000 }),
    ],
    decliningBalances: [
      createDecliningBalanceSettings({
        id: "dd",
        minimum_purchase: 2_500,
        is_bonus: true,
        bonus: 500,
        requires_plan: true,
      }),
    ],
    promoCodes: [],
    ...overrides,
  };
}

const config = createConfig();
const STUDENT = { location_id: "north", term_id: "fall", type_id: "student", year_id: "y1" };
const GUEST = { ...STUDENT, type_id: "guest" };
let next = 0;
const env = () => ({ itemId: `item-${++next}`, today: TODAY, signedIn: false });
const student = (): CartState => setSelection(EMPTY_CART_STATE, config, STUDENT);

describe("selections", () => {
  it("defaults each missing or stale id to the first option and is null when a list is empty", () => {
    expect(resolveSelection(config, null)?.type.id).toBe("student");
    expect(resolveSelection(config, { ...STUDENT, location_id: "gone" })?.location.id).toBe(
      "north",
    );
    const empty = createConfig({ selections: { ...config.selections, years: [] } });
    expect(resolveSelection(empty, STUDENT)).toBeNull();
    expect(summarizeCart(EMPTY_CART_STATE, empty).payment_types).toEqual([]);
  });

  it("refuses ids that do not exist", () => {
    expect(selectionExists(config, STUDENT)).toBe(true);
    expect(() => setSelection(EMPTY_CART_STATE, config, { ...STUDENT, year_id: "nope" })).toThrow(
      CART_MESSAGES.invalidSelection,
    );
  });

  it("takes the type's payment types as far as the campus takes them", () => {
    const type = config.selections.types[0];
    if (!type) throw new Error("no type");
    expect(customerPaymentTypes(config, type)).toEqual(["Credit card", "Student ID"]);
    const none = createConfig({ settings: { ...config.settings, payment_types: ["Credit card"] } });
    expect(customerPaymentTypes(none, type)).toEqual(["Credit card"]);
    const open = createConfig({ settings: { ...config.settings, payment_types: [] } });
    expect(customerPaymentTypes(open, type)).toEqual([]);
  });
});

describe("adding lines", () => {
  it("prices a plan from the configuration with tax on when plan, type and flag all are", () => {
    const state = addMealPlan(student(), config, { meal_plan: "gold" }, env());
    expect(state.items[0]).toMatchObject({ price: 100_000, tax: salesTax(100_000, 10) });
    const summary = summarizeCart(state, config);
    expect(summary).toMatchObject({
      item_count: 1,
      text: "There is 1 item in your shopping cart.",
    });
    expect(summary.totals.total).toBe(110_000);
  });

  it("changes the customer type when the request names one, and refuses an unknown one", () => {
    const state = addMealPlan(
      student(),
      config,
      { meal_plan: "silver", customer_type_id: "guest" },
      env(),
    );
    expect(state.selection?.type_id).toBe("guest");
    expect(() =>
      addMealPlan(student(), config, { meal_plan: "silver", customer_type_id: "x" }, env()),
    ).toThrow(CART_MESSAGES.invalidCustomerType);
    const empty = createConfig({ selections: { ...config.selections, terms: [] } });
    expect(() =>
      addMealPlan(
        EMPTY_CART_STATE,
        empty,
        { meal_plan: "silver", customer_type_id: "guest" },
        env(),
      ),
    ).toThrow(CART_MESSAGES.invalidSelection);
  });

  it("refuses a plan the selection does not offer", () => {
    const guest = setSelection(EMPTY_CART_STATE, config, GUEST);
    expect(() => addMealPlan(guest, config, { meal_plan: "gold" }, env())).toThrow(
      CART_MESSAGES.planNotOffered,
    );
  });

  it("needs a signed-in customer and valid dates for a subscription", () => {
    const request = { meal_plan: "monthly", start_date: "2026-12-01", end_date: "2026-12-31" };
    expect(() => addMealPlan(student(), config, request, env())).toThrow(
      CART_MESSAGES.loginForSubscription,
    );
    const state = addMealPlan(student(), config, request, { ...env(), signedIn: true });
    expect(state.items[0]).toMatchObject({
      first_bill_date: "2026-12-01",
      last_plan_date: "2026-12-31",
    });
  });

  it("checks subscription dates against the pickers' calendars", () => {
    const [monthly, weekly] = [config.mealPlans[2], config.mealPlans[3]];
    if (!monthly || !weekly) throw new Error("plans");
    expect(() => subscriptionSchedule(monthly, {}, TODAY)).toThrow(CART_MESSAGES.subscriptionDates);
    expect(() =>
      subscriptionSchedule(monthly, { start_date: "2026-11-01", end_date: "2026-11-30" }, TODAY),
    ).toThrow(CART_MESSAGES.invalidStart);
    expect(() =>
      subscriptionSchedule(monthly, { start_date: "2026-12-01", end_date: "2026-12-15" }, TODAY),
    ).toThrow(CART_MESSAGES.invalidEnd);
    expect(
      subscriptionSchedule(weekly, { start_date: "2026-11-30", end_date: "2026-12-28" }, TODAY),
    ).toMatchObject({ firstPlanDate: "2026-11-30", lastPlanDate: "2026-12-21", billToday: true });
    expect(() =>
      subscriptionSchedule(weekly, { start_date: "2026-12-01", end_date: "2026-12-29" }, TODAY),
    ).toThrow(CART_MESSAGES.invalidStart);
    expect(() =>
      subscriptionSchedule(weekly, { start_date: "2026-11-30", end_date: "2026-12-29" }, TODAY),
    ).toThrow(CART_MESSAGES.invalidEnd);
  });

  it("builds a custom plan only for listed types and existing options", () => {
    const state = addCustomPlan(student(), config, { swipe_id: "s10", db_id: "d100" }, env());
    expect(state.items[0]).toMatchObject({ price: 19_000, tax: 1_900, dbBonus: 1_000 });
    expect(state.items[0]?.desc).toBe("10 swipes and $100.00 declining balance");
    expect(() =>
      addCustomPlan(student(), config, { swipe_id: "d100", db_id: "s10" }, env()),
    ).toThrow(CART_MESSAGES.customPlanOptions);
    const guest = setSelection(EMPTY_CART_STATE, config, GUEST);
    expect(() => addCustomPlan(guest, config, { swipe_id: "s10", db_id: "d100" }, env())).toThrow(
      CART_MESSAGES.customPlanNotOffered,
    );
  });

  it("checks declining balance amounts against the minimum, counting the cart", () => {
    const add = (state: CartState, value: string, extra = {}) =>
      addDecliningBalance(state, config, { declining_balance_value: value, ...extra }, env());
    // "dd" requires a meal plan (requires_plan), so these carts hold one.
    const planned = () => addMealPlan(student(), config, { meal_plan: "gold" }, env());
    const state = add(planned(), "30");
    expect(state.items[1]).toMatchObject({ price: 3_000, bonus: 500 });
    // A second add of the same product adds to its line (bonus caps are per purchase).
    expect(add(state, "1").items.map((item) => item.price)).toEqual([100_000, 3_100]);
    expect(() => add(planned(), "1")).toThrow("A minimum amount of $25.00 is required.");
    expect(() => add(planned(), "x")).toThrow(
      "The specified Dining Dollars amount must be a number.",
    );
    expect(() => add(planned(), "100001")).toThrow("Please enter a smaller amount.");
    expect(() => add(student(), "30", { db_id: "nope" })).toThrow(
      CART_MESSAGES.decliningBalanceNotFound,
    );
    expect(() => add(student(), "30", { customer_type_id: "guest" })).toThrow(
      CART_MESSAGES.decliningBalanceNotOffered,
    );
    const free = createConfig({
      decliningBalances: [createDecliningBalanceSettings({ id: "dd", minimum_purchase: 0 })],
    });
    expect(() =>
      addDecliningBalance(student(), free, { declining_balance_value: "0" }, env()),
    ).toThrow("A minimum amount of $0.01 is required.");
  });

  it("adds coffee only where it is switched on", () => {
    const state = addCoffeeSubscription(student(), config, 2, env());
    expect(state.items[0]).toMatchObject({ price: 4_000, tax: 0 });
    expect(summarizeCart(state, config)).toMatchObject({
      can_add_coffee: false,
      payment_types: ["Credit card"],
    });
    const off = createConfig({ settings: { ...config.settings, coffee_subscription: false } });
    expect(() => addCoffeeSubscription(student(), off, 2, env())).toThrow(
      CART_MESSAGES.coffeeUnavailable,
    );
  });
});

describe("settling", () => {
  it("refreshes prices from the configuration and drops what is no longer offered", () => {
    let state = addMealPlan(student(), config, { meal_plan: "gold" }, env());
    state = addCustomPlan(state, config, { swipe_id: "s10", db_id: "d100" }, env());
    state = addDecliningBalance(state, config, { declining_balance_value: "30" }, env());
    state = addCoffeeSubscription(state, config, 1, env());
    expect(summarizeCart(state, config).upsell).toBe(true);
    const changed = createConfig({
      mealPlans: config.mealPlans.map((p) => (p.id === "gold" ? { ...p, price: 1 } : p)),
      settings: { ...config.settings, coffee_subscription_price: 10 },
    });
    const settled = settleCart(state, changed);
    expect(settled.items[0]?.price).toBe(1);
    expect(settled.items[3]?.payments[0]?.amount).toBe(10);
    const gone = createConfig({
      mealPlans: [],
      customPlanOptions: [],
      decliningBalances: [],
      settings: { ...config.settings, coffee_subscription: false },
    });
    expect(refreshLines(state.items, gone, resolveSelection(gone, state.selection))).toEqual([]);
    const asGuest = settleCart({ ...state, selection: GUEST }, config);
    expect(asGuest.items.map((item) => item.type)).toEqual(["Coffee subscription"]);
  });

  it("offers nothing but coffee while a selection list is empty", () => {
    let state = addMealPlan(student(), config, { meal_plan: "gold" }, env());
    state = addCoffeeSubscription(state, config, 1, env());
    const empty = createConfig({ selections: { ...config.selections, years: [] } });
    const settled = settleCart(
      { ...state, items: [...state.items, { ...state.items[0]!, meal_plan_id: null }] },
      empty,
    );
    expect(settled.items.map((item) => item.type)).toEqual(["Coffee subscription"]);
    expect(() => addCustomPlan(state, empty, { swipe_id: "s10", db_id: "d100" }, env())).toThrow(
      CART_MESSAGES.customPlanNotOffered,
    );
    expect(() => addMealPlan(EMPTY_CART_STATE, empty, { meal_plan: "gold" }, env())).toThrow(
      CART_MESSAGES.planNotOffered,
    );
    const noBalances = createConfig({ decliningBalances: [] });
    expect(summarizeCart(state, noBalances).upsell).toBe(false);
  });

  it("keeps a promo while a line qualifies and drops it after", () => {
    const code = createPromoCode({ code: "TEN", value: 10, min_purchase_amnt: 60_000 });
    const withTen = createConfig({ promoCodes: [code] });
    let state = addMealPlan(student(), withTen, { meal_plan: "gold" }, env());
    expect(() => applyPromo(state, config, "TEN")).toThrow(
      "None of the plans in your cart meet the requirements of this promo code",
    );
    state = applyPromo(state, withTen, "ten");
    expect(state.items[0]).toMatchObject({ discount: 10_000, tax: 9_000, promo_code: "TEN" });
    expect(summarizeCart(state, withTen).promo_code).toBe("TEN");
    state = addMealPlan(state, withTen, { meal_plan: "silver" }, env());
    expect(state.items[1]?.promo_code).toBeNull();
    const id = state.items[0]?.id ?? "";
    state = deleteItem(state, withTen, id);
    expect(state.promo).toBeNull();
    const again = applyPromo(
      addMealPlan(state, withTen, { meal_plan: "gold" }, env()),
      withTen,
      "TEN",
    );
    expect(removePromo(again, withTen).items[1]).toMatchObject({
      discount: 0,
      promo_code: null,
    });
  });
});
