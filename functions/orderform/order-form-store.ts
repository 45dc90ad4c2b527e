import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { contentKeys } from "../../shared/data/keys";
import { type MealPlan, mealPlanSchema } from "../../shared/schemas/meal-plan";
import {
  type OrderFormSettings,
  orderFormSettingsSchema,
} from "../../shared/schemas/order-form-settings";
import { type SchoolTerm, schoolTermSchema } from "../../shared/schemas/school-term";
import { documentClient, tableName } from "../lib/dynamo";

export interface OrderFormView {
  settings: OrderFormSettings;
  terms: SchoolTerm[];
  mealPlans: MealPlan[];
}

/**
 * docs/data-model.md #19 in one Query: meal plans, the ORDERFORM item and terms all sort
 * between `MEALPLAN#` and `TERM#~`; a filter on `type` keeps the three kinds. A site without an order
 * form gets the defaults.
 */
export async function loadOrderForm(siteId: string): Promise<OrderFormView> {
  const view: OrderFormView = {
    settings: orderFormSettingsSchema.parse({}),
    terms: [],
    mealPlans: [],
  };
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
        // Key attributes cannot be filtered on; every item carries its entity `type`.
        FilterExpression: "#type IN (:plan, :term, :form)",
        ExpressionAttributeNames: { "#type": "type" },
        ExpressionAttributeValues: {
          ":pk": contentKeys.partition(siteId),
          ":from": "MEALPLAN#",
          ":to": "TERM#~",
          ":plan": "meal_plan",
          ":term": "school_term",
          ":form": "order_form",
        },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) {
      const sk = String(item.sk);
      if (sk === "ORDERFORM") view.settings = orderFormSettingsSchema.parse(item.data);
      else if (sk.startsWith("TERM#")) view.terms.push(schoolTermSchema.parse(item.data));
      else view.mealPlans.push(mealPlanSchema.parse(item.data));
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return view;
}
