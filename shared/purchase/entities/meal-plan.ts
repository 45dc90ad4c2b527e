import { defineEntity, pad4 } from "../../platform/data/entity";
import { inSitePartition, siteIdAttribute } from "../../platform/entities/site-partition";
import { mealPlanSchema } from "../schemas/meal-plan";
import { purchaseConfigKeys } from "./purchase-config";

type MealPlanKey = { siteId: string; sortOrder: number; mealPlanId: string };

const mealPlanKey = ({ siteId, sortOrder, mealPlanId }: MealPlanKey) =>
  inSitePartition(siteId, `MEALPLAN#${pad4(sortOrder)}#${mealPlanId}`);

/** A meal plan; the sort key carries its sort order, so a Query lists them in order. */
export const mealPlanEntity = defineEntity({
  type: "meal_plan",
  schema: mealPlanSchema,
  skPrefix: "MEALPLAN#",
  key: mealPlanKey,
  indexes: (k) => purchaseConfigKeys(k.siteId, mealPlanKey(k)),
  attributes: siteIdAttribute,
});
