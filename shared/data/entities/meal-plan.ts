import { mealPlanSchema } from "../../schemas/meal-plan";
import { defineEntity, pad4 } from "../entity";
import { inSitePartition, kindInSite, siteIdAttribute } from "./site-partition";

type MealPlanKey = { siteId: string; sortOrder: number; mealPlanId: string };

/** A meal plan; the sort key carries its sort order, so a Query lists them in order. */
export const mealPlanEntity = defineEntity({
  type: "meal_plan",
  schema: mealPlanSchema,
  skPrefix: "MEALPLAN#",
  key: ({ siteId, sortOrder, mealPlanId }: MealPlanKey) =>
    inSitePartition(siteId, `MEALPLAN#${pad4(sortOrder)}#${mealPlanId}`),
  attributes: siteIdAttribute,
});

export const mealPlansOfSite = (siteId: string) => kindInSite(siteId, mealPlanEntity.skPrefix);
