import { describe, expect, it } from "vitest";
import { narrowMealPlans } from "../../../shared/purchase/selection-narrowing";
import { customerSelectionSchema } from "../../../shared/visitor-forms/schemas/order-form-settings";
import { createMealPlan } from "../../support/factories/purchases";

describe("narrowing plans to the four selections (requirements: purchases §4)", () => {
  const plans = [
    createMealPlan({ id: "gold", sort_order: 2 }),
    createMealPlan({ id: "silver", sort_order: 1 }),
    createMealPlan({
      id: "weekly",
      sort_order: 3,
      subscription: true,
      subscription_frequency: "weekly",
    }),
    createMealPlan({ id: "bronze" }),
  ];
  const selection = customerSelectionSchema.parse({
    location: { id: "l", name: "Main", meal_plans: ["gold", "silver", "weekly", "bronze"] },
    term: { id: "t", name: "Fall", meal_plans: ["gold", "silver", "weekly"] },
    type: {
      id: "s",
      name: "Student",
      meal_plans: ["gold", "silver", "weekly", "bronze"],
      payment_types: ["Student ID"],
      apply_tax: true,
    },
    year: { id: "y", name: "2026", meal_plans: ["gold", "silver", "weekly", "bronze"] },
  });

  it("keeps plans common to all four, sorted, split into ordinary and subscription plans", () => {
    const result = narrowMealPlans(plans, selection);
    expect(result.plans.map((plan) => plan.id)).toEqual(["silver", "gold"]);
    expect(result.subscriptions.map((plan) => plan.id)).toEqual(["weekly"]);
  });
});
