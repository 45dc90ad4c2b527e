import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConflictError } from "../../../shared/platform/errors";
import {
  addCoffeeSubscription,
  addCustomPlan,
  addDecliningBalance,
  addMealPlan,
  applyPromo,
  CART_MESSAGES,
  deleteItem,
  MAX_CART_LINES,
  setSelection,
} from "../../../shared/purchase/cart/cart-operations";
import {
  type CartState,
  EMPTY_CART_STATE,
  settleCart,
  summarizeCart,
} from "../../../shared/purchase/cart/cart-state";
import { CART_NOTICES } from "../../../shared/purchase/cart/cart-text";
import { decliningBalanceBonus } from "../../../shared/purchase/declining-balance";
import type { PurchaseConfig } from "../../../shared/purchase/purchase-config";
import { customPlanOptionSchema } from "../../../shared/purchase/schemas/meal-plan";
import {
  customerTypeSchema,
  type DecliningBalanceSettings,
} from "../../../shared/visitor-forms/schemas/order-form-settings";
import {
  createCartItem,
  createDecliningBalanceSettings,
  createMealPlan,
  createOrderFormSettings,
  createPromoCode,
} from "../../support/factories/purchases";

// The cart's money rules (docs/decisions/purchase.md and
// docs/decisions/money-and-subscriptions.md): the applied promo code is re-validated against
// the campus's current codes, declining-balance bonuses are capped per purchase, requires_plan
// is enforced and a cart holds a bounded number of lines.

const TODAY = "2026-11-23";
const option = (id: string, meal_plans: string[]) => ({ id, name: id, meal_plans });

function createConfig(overrides: Partial<PurchaseConfig> = {}): PurchaseConfig {
  return {
    settings: createOrderFormSettings({
      payment_types: ["Credit card"],
      custom_meal_plan_payment_types: ["Credit card"],
      custom_plan_customer_types: ["student"],
      declining_balance_customer_types: ["student"],
      declining_balance_payment_types: ["Credit card"],
      coffee_subscription: true,
      coffee_subscription_price: 4000,
    }),
    selections: {
      locations: [option("north", ["gold", "silver"])],
      terms: [option("fall", ["gold", "silver"])],
      types: [
        customerTypeSchema.parse({
          ...option("student", ["gold", "silver"]),
          payment_types: ["Credit card"],
        }),
      ],
      years: [option("y1", ["gold", "silver"])],
    },
    mealPlans: [
      createMealPlan({ id: "gold", price: 100_000, payment_types: ["Credit card"] }),
      createMealPlan({ id: "silver", name: "Silver", price: 50_000 }),
    ],
    customPlanOptions: [
      customPlanOptionSchema.parse({ id: "s10", type: "swipe", value: 10, price: 10_000 }),
      customPlanOptionSchema.parse({ id: "d100", type: "db", value: 10_000, price: 9_000 }),
    ],
    decliningBalances: [
      createDecliningBalanceSettings({ id: "dd", name: "Dining Dollars", minimum_purchase: 0 }),
    ],
    promoCodes: [],
    ...overrides,
  };
}

const STUDENT = { location_id: "north", term_id: "fall", type_id: "student", year_id: "y1" };
let next = 0;
const env = () => ({ itemId: `item-${++next}`, today: TODAY, signedIn: false });
const student = (config: PurchaseConfig): CartState =>
  setSelection(EMPTY_CART_STATE, config, STUDENT);
const gold = (config: PurchaseConfig, state = student(config)) =>
  addMealPlan(state, config, { meal_plan: "gold" }, env());

describe("the applied promo code follows the campus's current definitions", () => {
  const save10 = createPromoCode({ code: "SAVE10", value: 10 });
  const withCode = createConfig({ promoCodes: [save10] });
  const applied = () => applyPromo(gold(withCode), withCode, "save10");

  it("applies a code the campus defines, matched in any case", () => {
    const state = applied();
    expect(state.promo?.code).toBe("SAVE10");
    expect(state.items[0]).toMatchObject({ discount: 10_000, promo_code: "SAVE10" });
    expect(state.notices ?? []).toEqual([]);
  });

  it("drops a code the campus no longer defines, with a notice, on every re-pricing", () => {
    const gone = createConfig({ promoCodes: [] });
    const settled = settleCart(applied(), gone);
    expect(settled.promo).toBeNull();
    expect(settled.items[0]).toMatchObject({ discount: 0, promo_code: null, promo_price: null });
    expect(settled.notices).toEqual([CART_NOTICES.promoUnavailable("SAVE10")]);
    expect(summarizeCart(settled, gone).totals.discount).toBe(0);
    // A line added after the code vanished is never discounted either.
    const more = addMealPlan(applied(), gone, { meal_plan: "gold" }, env());
    expect(more.items.map((item) => item.discount)).toEqual([0, 0]);
    expect(more.promo).toBeNull();
    expect(more.notices).toEqual([CART_NOTICES.promoUnavailable("SAVE10")]);
  });

  it("applies a changed code's current terms and says so", () => {
    const changed = createConfig({ promoCodes: [{ ...save10, value: 5 }] });
    const settled = settleCart(applied(), changed);
    expect(settled.promo).toMatchObject({ code: "SAVE10", value: 5 });
    expect(settled.items[0]).toMatchObject({ discount: 5_000, promo_value: 5 });
    expect(settled.notices).toEqual([CART_NOTICES.promoChanged("SAVE10")]);
    // Once stored with its current terms, the code is unchanged and nothing more is said.
    expect(settleCart({ ...settled, notices: [] }, changed).notices ?? []).toEqual([]);
  });

  it("drops a changed code the cart no longer meets, with a notice", () => {
    const raised = createConfig({ promoCodes: [{ ...save10, min_purchase_amnt: 200_000 }] });
    const settled = settleCart(applied(), raised);
    expect(settled.promo).toBeNull();
    expect(settled.items[0]?.discount).toBe(0);
    expect(settled.notices).toEqual([CART_NOTICES.promoNoLongerMet("SAVE10")]);
  });

  it("refuses a code the campus does not define", () => {
    expect(() => applyPromo(gold(withCode), withCode, "NOPE")).toThrow(
      "None of the plans in your cart meet the requirements of this promo code",
    );
  });
});

describe("declining-balance discounts and bonuses are per purchase, not per line", () => {
  const settingsArb: fc.Arbitrary<DecliningBalanceSettings> = fc
    .record({
      is_discount: fc.boolean(),
      discount: fc.integer({ min: 0, max: 20 }),
      is_grad_discount: fc.boolean(),
      grad_discount_interval: fc.integer({ min: 0, max: 50_000 }),
      grad_discount: fc.integer({ min: 0, max: 5 }),
      max_grad_discount: fc.integer({ min: 0, max: 30 }),
      is_bonus: fc.boolean(),
      minimum_purchase: fc.integer({ min: 0, max: 20_000 }),
      bonus: fc.integer({ min: 0, max: 5_000 }),
      is_grad_bonus: fc.boolean(),
      grad_bonus_interval: fc.integer({ min: 0, max: 50_000 }),
      grad_bonus: fc.integer({ min: 0, max: 5_000 }),
      max_grad_bonus: fc.integer({ min: 0, max: 20_000 }),
    })
    .map((rules) => createDecliningBalanceSettings({ id: "dd", name: "Dining Dollars", ...rules }));
  const partsArb = fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 20 });

  const dining = (price: number, i: number) =>
    createCartItem({ id: `db-${i}`, type: "Declining balance", name: "x", price, db_id: "dd" });
  const earned = (state: CartState) =>
    state.items.reduce(
      (sum, item) => ({ bonus: sum.bonus + item.bonus, discount: sum.discount + item.discount }),
      { bonus: 0, discount: 0 },
    );

  it("never earns more bonus or discount for an amount split into several lines (settling)", () => {
    fc.assert(
      fc.property(settingsArb, partsArb, (settings, parts) => {
        const config = createConfig({ decliningBalances: [settings] });
        const total = parts.reduce((a, b) => a + b, 0);
        const split = settleCart({ ...student(config), items: parts.map(dining) }, config);
        const whole = settleCart({ ...student(config), items: [dining(total, 0)] }, config);
        expect(earned(split).bonus).toBeLessThanOrEqual(earned(whole).bonus);
        expect(earned(split).discount).toBeLessThanOrEqual(earned(whole).discount);
        expect(summarizeCart(split, config).totals.total).toBe(
          summarizeCart(whole, config).totals.total,
        );
      }),
    );
  });

  it("never earns more for several adds than for one add of the sum", () => {
    fc.assert(
      fc.property(settingsArb, partsArb, (settings, parts) => {
        const config = createConfig({ decliningBalances: [{ ...settings, minimum_purchase: 0 }] });
        const add = (state: CartState, cents: number) =>
          addDecliningBalance(
            state,
            config,
            { declining_balance_value: String(cents / 100) },
            env(),
          );
        const total = parts.reduce((a, b) => a + b, 0);
        const split = parts.reduce(add, student(config));
        const whole = add(student(config), total);
        expect(earned(split).bonus).toBeLessThanOrEqual(earned(whole).bonus);
        expect(earned(split).discount).toBeLessThanOrEqual(earned(whole).discount);
      }),
      { numRuns: 50 },
    );
  });

  it("caps twenty $500 adds at the $50 cap of one $10,000 add (the issue's example)", () => {
    const settings = createDecliningBalanceSettings({
      id: "dd",
      name: "Dining Dollars",
      is_grad_bonus: true,
      grad_bonus_interval: 25_000,
      grad_bonus: 1_000,
      max_grad_bonus: 5_000,
    });
    const config = createConfig({ decliningBalances: [settings] });
    let state = student(config);
    for (let i = 0; i < 20; i++) {
      state = addDecliningBalance(state, config, { declining_balance_value: "500" }, env());
    }
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({ price: 1_000_000, bonus: 5_000 });
    expect(decliningBalanceBonus(1_000_000, settings)).toBe(5_000);
  });

  it("refuses adds whose sum passes the largest declining-balance amount", () => {
    const config = createConfig();
    const add = (state: CartState, value: string) =>
      addDecliningBalance(state, config, { declining_balance_value: value }, env());
    const full = add(student(config), "100000");
    expect(() => add(full, "1")).toThrow("Please enter a smaller amount.");
  });
});

describe("requires_plan: declining balance that needs a meal plan in the same cart", () => {
  const config = createConfig({
    decliningBalances: [
      createDecliningBalanceSettings({ id: "dd", name: "Harbor Bucks", requires_plan: true }),
    ],
  });
  const addBucks = (state: CartState) =>
    addDecliningBalance(state, config, { declining_balance_value: "50" }, env());

  it("refuses it without a meal plan, with a 409 naming the product", () => {
    const refuse = () => addBucks(student(config));
    expect(refuse).toThrow(ConflictError);
    expect(refuse).toThrow(CART_MESSAGES.requiresMealPlan("Harbor Bucks"));
    // A custom plan or coffee is not a meal plan.
    const custom = addCustomPlan(
      student(config),
      config,
      { swipe_id: "s10", db_id: "d100" },
      env(),
    );
    expect(() => addBucks(custom)).toThrow(CART_MESSAGES.requiresMealPlan("Harbor Bucks"));
  });

  it("accepts it with a meal plan, and drops it with a notice when the plan leaves", () => {
    const withPlan = addBucks(gold(config));
    expect(withPlan.items.map((item) => item.type)).toEqual(["Meal plan", "Declining balance"]);
    const planId = withPlan.items[0]?.id ?? "";
    const after = deleteItem(withPlan, config, planId);
    expect(after.items).toEqual([]);
    expect(after.notices).toEqual([CART_NOTICES.requiresMealPlanRemoved("Harbor Bucks")]);
  });

  it("drops a stored line that never had a plan when the cart is re-priced (checkout too)", () => {
    const stored: CartState = {
      ...student(config),
      items: [createCartItem({ id: "b", type: "Declining balance", price: 5_000, db_id: "dd" })],
    };
    const settled = settleCart(stored, config);
    expect(settled.items).toEqual([]);
    expect(summarizeCart(settled, config).totals.total).toBe(0);
    expect(settled.notices).toEqual([CART_NOTICES.requiresMealPlanRemoved("Harbor Bucks")]);
  });
});

describe("a cart holds at most MAX_CART_LINES lines", () => {
  const config = createConfig({
    decliningBalances: [
      createDecliningBalanceSettings({ id: "dd", name: "Dining Dollars" }),
      createDecliningBalanceSettings({ id: "other", name: "Campus Cash" }),
    ],
  });
  let full = student(config);
  for (let i = 0; i < MAX_CART_LINES - 1; i++) {
    full = addMealPlan(full, config, { meal_plan: "silver" }, env());
  }
  full = addDecliningBalance(full, config, { declining_balance_value: "10" }, env());

  it("is 25 and answers a clear 409 for the next line of every add route", () => {
    expect(MAX_CART_LINES).toBe(25);
    expect(full.items).toHaveLength(MAX_CART_LINES);
    const adds = [
      () => addMealPlan(full, config, { meal_plan: "gold" }, env()),
      () => addCustomPlan(full, config, { swipe_id: "s10", db_id: "d100" }, env()),
      () =>
        addDecliningBalance(full, config, { declining_balance_value: "10", db_id: "other" }, env()),
      () => addCoffeeSubscription(full, config, 1, env()),
    ];
    for (const add of adds) {
      expect(add).toThrow(ConflictError);
      expect(add).toThrow("Your cart can hold at most 25 items.");
    }
  });

  it("still adds to a declining-balance line already in a full cart", () => {
    const more = addDecliningBalance(full, config, { declining_balance_value: "5" }, env());
    expect(more.items).toHaveLength(MAX_CART_LINES);
    expect(more.items.at(-1)?.price).toBe(1_500);
  });
});
