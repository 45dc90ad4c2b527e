import { blockedStudentEntity } from "../purchase/entities/blocked-student";
import { customPlanOptionEntity } from "../purchase/entities/custom-plan-option";
import { decliningBalanceEntity } from "../purchase/entities/declining-balance";
import { facultyEmailEntity } from "../purchase/entities/faculty-email";
import { mealPlanEntity } from "../purchase/entities/meal-plan";
import { promoCodeEntity } from "../purchase/entities/promo-code";
import { schoolTermEntity } from "../purchase/entities/school-term";
import { selectionOptionEntity } from "../purchase/entities/selection-option";
import type { OrderFormEntry } from "../purchase/schemas/order-form-entry";
import { orderFormEntity } from "../visitor-forms/entities/order-form";
import type { TableItem } from "./table-item";

const SELECTION_KINDS = [
  ["locations", "location"],
  ["terms", "term"],
  ["types", "type"],
  ["years", "year"],
] as const;

/** Purchase configuration in the site partition; selections keep the file's order. */
export function purchaseItems(siteId: string, form: OrderFormEntry): TableItem[] {
  const items: TableItem[] = [orderFormEntity.toItem({ siteId }, form.settings)];
  for (const term of form.terms) {
    items.push(schoolTermEntity.toItem({ siteId, start: term.start, termId: term.id }, term));
  }
  for (const [list, kind] of SELECTION_KINDS) {
    for (const [sort, option] of form.selections[list].entries()) {
      items.push(selectionOptionEntity.toItem({ siteId, kind, sort, optionId: option.id }, option));
    }
  }
  for (const plan of form.meal_plans) {
    const key = { siteId, sortOrder: plan.sort_order, mealPlanId: plan.id };
    items.push(mealPlanEntity.toItem(key, plan));
  }
  for (const option of form.custom_plan_options) {
    const key = { siteId, kind: option.type, optionId: option.id };
    items.push(customPlanOptionEntity.toItem(key, option));
  }
  for (const settings of form.declining_balance) {
    items.push(decliningBalanceEntity.toItem({ siteId, settingsId: settings.id }, settings));
  }
  for (const promo of form.promo_codes) {
    items.push(promoCodeEntity.toItem({ siteId, code: promo.code }, promo));
  }
  for (const studentId of form.blocked_student_ids) {
    items.push(blockedStudentEntity.toItem({ siteId, studentId }, { student_id: studentId }));
  }
  for (const email of form.faculty_emails) {
    items.push(facultyEmailEntity.toItem({ siteId, email }, { email }));
  }
  return items;
}
