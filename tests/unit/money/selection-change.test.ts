import { describe, expect, it } from "vitest";
import {
  addCoffeeSubscription,
  addCustomPlan,
  addDecliningBalance,
  addMealPlan,
  setSelection,
} from "../../../shared/purchase/cart/cart-operations";
import { type CartState, EMPTY_CART_STATE } from "../../../shared/purchase/cart/cart-state";
import type { PurchaseConfig, SelectionIds } from "../../../shared/purchase/purchase-config";
import { customPlanOptionSchema } from "../../../shared/purchase/schemas/meal-plan";
import { linesRemovedBySelection } from "../../../shared/purchase/selection-change";
import { customerTypeSchema } from "../../../shared/visitor-forms/schemas/order-form-settings";
import {
  createDecliningBalanceSettings,
  createMealPlan,
  createOrderFormSettings,
} from "../../support/factories/purchases";

// The purchase walk, finding 7 (docs/decisions/purchase-walk.md): changing "I am a" emptied the
// cart without a word. The page now names what a selection change removes before applying it,
// predicted by the rule the server applies.
const option = (id: string, meal_plans: string[]) => ({ id, name: id, meal_plans });
const config: PurchaseConfig = {
  settings: createOrderFormSettings({
    payment_types: ["Credit card", "Student ID"],
    custom_meal_plan_payment_types: ["Credit card"],
    custom_plan_customer_types: ["student"],
    declining_balance_customer_types: ["student", "faculty"],
    declining_balance_payment_types: ["Credit card"],
    coffee_subscription: true,
    coffee_subscription_price: 4000,
  }),
  selections: {
    locations: [option("north", ["gold", "silver"]), option("south", ["silver"])],
    terms: [option("fall", ["gold", "silver"])],
    types: [
      customerTypeSchema.parse({
        ...option("student", ["gold", "silver"]),
        payment_types: ["Credit card"],
      }),
      customerTypeSchema.parse({
        ...option("faculty", ["silver"]),
        payment_types: ["Credit card"],
      }),
      customerTypeSchema.parse({ ...option("guest", ["silver"]), payment_types: ["Credit card"] }),
    ],
    years: [option("y1", ["gold", "silver"])],
  },
  mealPlans: [
    createMealPlan({ id: "gold", name: "Gold", price: 100_000, payment_types: ["Credit card"] }),
    createMealPlan({ id: "silver", name: "Silver", price: 50_000, payment_types: ["Credit card"] }),
  ],
  customPlanOptions: [
    customPlanOptionSchema.parse({ id: "s10", type: "swipe", value: 10, price: 10_000 }),
    customPlanOptionSchema.parse({ id: "d100", type: "db", value: 10_000, price: 9_000 }),
  ],
  decliningBalances: [
    createDecliningBalanceSettings({
      id: "dd",
      name: "Dining Dollars",
      minimum_purchase: 2_500,
      requires_plan: true,
    }),
  ],
  promoCodes: [],
};

const STUDENT: SelectionIds = {
  location_id: "north",
  term_id: "fall",
  type_id: "student",
  year_id: "y1",
};
const TODAY = "2026-11-23";
let next = 0;
const id = () => `item-${++next}`;

/** Gold, a custom plan, Dining Dollars and coffee, bought as a student at North. */
function studentCart(): CartState {
  let state = setSelection(EMPTY_CART_STATE, config, STUDENT);
  state = addMealPlan(
    state,
    config,
    { meal_plan: "gold" },
    { itemId: id(), today: TODAY, signedIn: false },
  );
  state = addCustomPlan(state, config, { swipe_id: "s10", db_id: "d100" }, { itemId: id() });
  state = addDecliningBalance(
    state,
    config,
    { declining_balance_value: "50", db_id: "dd" },
    { itemId: id() },
  );
  return addCoffeeSubscription(state, config, 2, { itemId: id(), today: TODAY });
}

const names = (items: readonly { name: string }[]) => items.map((item) => item.name).sort();

describe("what a selection change removes", () => {
  it("names the plan, the custom plan and the declining balance a guest is not offered", () => {
    const cart = studentCart();
    const removed = linesRemovedBySelection(cart.items, config, { ...STUDENT, type_id: "guest" });
    expect(names(removed)).toEqual(
      names(cart.items.filter((item) => item.type !== "Coffee subscription")),
    );
    expect(removed.some((item) => item.type === "Coffee subscription")).toBe(false);
  });

  it("removes nothing when the selection keeps every line", () => {
    expect(linesRemovedBySelection(studentCart().items, config, STUDENT)).toEqual([]);
  });

  it("names declining balance that loses the meal plan it requires", () => {
    const cart = studentCart();
    const removed = linesRemovedBySelection(cart.items, config, { ...STUDENT, type_id: "faculty" });
    expect(removed.map((item) => item.type).sort()).toEqual([
      "Create your plan",
      "Declining balance",
      "Meal plan",
    ]);
  });

  it.each([
    ["student", "north"],
    ["student", "south"],
    ["faculty", "north"],
    ["faculty", "south"],
    ["guest", "north"],
    ["guest", "south"],
  ])("predicts exactly what the server removes for %s at %s", (type_id, location_id) => {
    const cart = studentCart();
    const ids = { ...STUDENT, type_id, location_id };
    const applied = setSelection(cart, config, ids);
    const left = new Set(applied.items.map((item) => item.id));
    const expected = cart.items.filter((item) => !left.has(item.id));
    expect(linesRemovedBySelection(cart.items, config, ids)).toEqual(expected);
  });
});
