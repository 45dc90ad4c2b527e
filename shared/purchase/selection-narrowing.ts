import type { CustomerSelection } from "../visitor-forms/schemas/order-form-settings";
import type { MealPlan } from "./schemas/meal-plan";

export interface NarrowedPlans {
  plans: MealPlan[];
  subscriptions: MealPlan[];
}

/**
 * Applying all four selections (requirements: purchases §4) keeps the plans common to location,
 * term, type and year, sorted by sort_order, split into ordinary and subscription plans.
 */
export function narrowMealPlans(
  plans: readonly MealPlan[],
  selection: CustomerSelection,
): NarrowedPlans {
  const lists = [selection.location, selection.term, selection.type, selection.year].map(
    (option) => new Set(option.meal_plans),
  );
  const common = plans
    .filter((plan) => lists.every((ids) => ids.has(plan.id)))
    .sort((a, b) => a.sort_order - b.sort_order);
  return {
    plans: common.filter((plan) => !plan.subscription),
    subscriptions: common.filter((plan) => plan.subscription),
  };
}
