import type { OrderFormEntry } from "../purchase/schemas/order-form-entry";
import { duplicates, ids, references } from "./check-helpers";

/** Ids unique per kind; selections and settings name existing plans and customer types. */
export function crossCheckOrderForm(form: OrderFormEntry, at = "order_form"): string[] {
  const { selections, settings } = form;
  const plans = new Set(form.meal_plans.map((plan) => plan.id));
  const types = new Set(selections.types.map((type) => type.id));
  const errors = [
    ...duplicates(ids(form.meal_plans, `${at}.meal_plans`), "meal plan id"),
    ...duplicates(ids(form.terms, `${at}.terms`), "term id"),
    ...duplicates(ids(form.declining_balance, `${at}.declining_balance`), "declining balance id"),
    ...duplicates(
      form.custom_plan_options.map((o, i) => ({
        path: `${at}.custom_plan_options[${i}].id`,
        key: `${o.type} ${o.id}`,
      })),
      "custom plan option",
    ),
    ...duplicates(
      form.promo_codes.map((p, i) => ({
        path: `${at}.promo_codes[${i}].code`,
        key: p.code.toUpperCase(),
      })),
      "promo code",
    ),
    ...duplicates(
      form.blocked_student_ids.map((s, i) => ({
        path: `${at}.blocked_student_ids[${i}]`,
        key: s.toUpperCase(),
      })),
      "blocked student id",
    ),
    ...duplicates(
      form.faculty_emails.map((e, i) => ({
        path: `${at}.faculty_emails[${i}]`,
        key: e.toLowerCase(),
      })),
      "faculty email",
    ),
  ];
  for (const [i, plan] of form.meal_plans.entries()) {
    // The key pads the sort order to four digits (docs/data-model.md, Meal plan).
    if (plan.sort_order < 0 || plan.sort_order > 9999) {
      errors.push(`${at}.meal_plans[${i}].sort_order: Number must be between 0 and 9999`);
    }
  }
  for (const kind of ["locations", "terms", "types", "years"] as const) {
    const options = selections[kind];
    errors.push(...duplicates(ids(options, `${at}.selections.${kind}`), `${kind} id`));
    errors.push(
      ...references(
        options.flatMap((option, i) =>
          option.meal_plans.map((plan, j) => ({
            path: `${at}.selections.${kind}[${i}].meal_plans[${j}]`,
            key: plan,
          })),
        ),
        plans,
        "meal plan",
      ),
    );
  }
  for (const field of ["custom_plan_customer_types", "declining_balance_customer_types"] as const) {
    errors.push(
      ...references(
        settings[field].map((type, i) => ({ path: `${at}.settings.${field}[${i}]`, key: type })),
        types,
        "customer type",
      ),
    );
  }
  return errors;
}
