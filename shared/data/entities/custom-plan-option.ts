import { customPlanOptionSchema } from "../../schemas/meal-plan";
import { defineEntity } from "../entity";
import { inSitePartition, kindInSite, siteIdAttribute } from "./site-partition";

type CustomOptionKey = { siteId: string; kind: "swipe" | "db"; optionId: string };

/** A custom plan option, swipes and declining balance listed apart. */
export const customPlanOptionEntity = defineEntity({
  type: "custom_plan_option",
  schema: customPlanOptionSchema,
  skPrefix: "CUSTOMOPT#",
  key: ({ siteId, kind, optionId }: CustomOptionKey) =>
    inSitePartition(siteId, `CUSTOMOPT#${kind}#${optionId}`),
  attributes: siteIdAttribute,
});

export const customPlanOptionsOfSite = (siteId: string, kind?: "swipe" | "db") =>
  kindInSite(siteId, kind ? `CUSTOMOPT#${kind}#` : "CUSTOMOPT#");
