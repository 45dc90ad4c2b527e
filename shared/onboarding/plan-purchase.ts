import { purchaseKeys } from "../data/keys";
import type { OrderFormEntry } from "./order-form-entry";
import { dataItem, type TableItem } from "./table-item";

const SELECTION_KINDS = [
  ["locations", "location"],
  ["terms", "term"],
  ["types", "type"],
  ["years", "year"],
] as const;

/** Purchase configuration in the site partition; selections keep the file's order. */
export function purchaseItems(siteId: string, form: OrderFormEntry): TableItem[] {
  const id = siteId;
  const items: TableItem[] = [
    dataItem(purchaseKeys.orderForm(id), "order_form", id, form.settings),
  ];
  for (const term of form.terms) {
    items.push(dataItem(purchaseKeys.term(id, term.start, term.id), "school_term", id, term));
  }
  for (const [list, kind] of SELECTION_KINDS) {
    for (const [index, option] of form.selections[list].entries()) {
      const keys = purchaseKeys.selection(id, kind, index, option.id);
      items.push({ ...dataItem(keys, "selection", id, option), kind });
    }
  }
  for (const plan of form.meal_plans) {
    items.push(
      dataItem(purchaseKeys.mealPlan(id, plan.sort_order, plan.id), "meal_plan", id, plan),
    );
  }
  for (const option of form.custom_plan_options) {
    const keys = purchaseKeys.customOption(id, option.type, option.id);
    items.push(dataItem(keys, "custom_plan_option", id, option));
  }
  for (const settings of form.declining_balance) {
    const keys = purchaseKeys.decliningBalance(id, settings.id);
    items.push(dataItem(keys, "declining_balance", id, settings));
  }
  for (const promo of form.promo_codes) {
    items.push(dataItem(purchaseKeys.promoCode(id, promo.code), "promo_code", id, promo));
  }
  for (const studentId of form.blocked_student_ids) {
    const keys = purchaseKeys.blockedStudent(id, studentId);
    items.push(dataItem(keys, "blocked_student", id, { student_id: studentId }));
  }
  for (const email of form.faculty_emails) {
    items.push(dataItem(purchaseKeys.facultyEmail(id, email), "faculty_email", id, { email }));
  }
  return items;
}
