import { mealPlanEntity } from "../../shared/data/entities/meal-plan";
import { orderFormEntity, orderFormOfSite } from "../../shared/data/entities/order-form";
import { schoolTermEntity } from "../../shared/data/entities/school-term";
import type { MealPlan } from "../../shared/schemas/meal-plan";
import {
  type OrderFormSettings,
  orderFormSettingsSchema,
} from "../../shared/schemas/order-form-settings";
import { type SchoolTerm, schoolTermSchema } from "../../shared/schemas/school-term";
import { queryAll } from "../lib/store/table";

export interface OrderFormView {
  settings: OrderFormSettings;
  terms: SchoolTerm[];
  mealPlans: MealPlan[];
}

/**
 * docs/data-model.md #19 in one Query (meal plans, the order form item and terms); a site
 * without an order form gets the defaults.
 */
export async function loadOrderForm(siteId: string): Promise<OrderFormView> {
  const view: OrderFormView = {
    settings: orderFormSettingsSchema.parse({}),
    terms: [],
    mealPlans: [],
  };
  for (const item of await queryAll(orderFormOfSite(siteId))) {
    if (item.type === orderFormEntity.type) view.settings = orderFormEntity.fromItem(item);
    else if (item.type === schoolTermEntity.type)
      view.terms.push(schoolTermSchema.parse(schoolTermEntity.fromItem(item)));
    else view.mealPlans.push(mealPlanEntity.fromItem(item));
  }
  return view;
}
